import { AGENT_TYPES, TRIAL_TYPE } from '@platform/contract/account-constants';
import { and, asc, eq, exists, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import {
  accountOfEntry,
  bettors,
  dayBucket,
  entryOfTransfer,
  FIGURES,
  figureSum,
  GAME_KINDS,
  memberSide,
  minor,
  type Range,
  type ReportDays,
} from './report-sums.ts';

// A level of the agent tree with each branch's whole subtree (the member and everyone under it):
// the operator's agent report and the agent's own team overview both read it. Only the asked
// branches are read (from the closure table), so a level of thousands costs one page of them.

/** The kinds the tree's figures read: no bonuses. */
export const TREE_KINDS = [...FIGURES.deposits.kinds, ...FIGURES.withdrawals.kinds, ...GAME_KINDS];

/** The members a row stands for: under `agentId`, or at the top (no upline, an agent or with a downline). */
export function downlineOf(db: Database, merchantId: number, agentId: number | undefined): SQL {
  const under = alias(members, 'under');
  const condition = and(
    eq(members.merchantId, merchantId),
    ne(members.type, TRIAL_TYPE),
    agentId !== undefined
      ? eq(members.uplineId, agentId)
      : and(
          isNull(members.uplineId),
          or(
            inArray(members.type, [...AGENT_TYPES]),
            exists(
              db
                .select({ one: sql`1` })
                .from(under)
                .where(and(eq(under.uplineId, members.id), eq(under.merchantId, merchantId))),
            ),
          ),
        ),
  );
  // and() of conditions is never empty.
  return condition!;
}

export interface SubtreeFigures {
  members: number;
  newMembers: number;
  activePlayers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  ggr: number;
}

/** Each branch's whole subtree (the member and everyone under them): its size and the range's figures. */
export async function subtreeFigures(db: Database, range: Range, branches: number[]) {
  const figures = new Map<number, SubtreeFigures>();
  if (branches.length === 0) return figures;
  const result = await db.execute(sql`
    with tree(branch, member_id, created_at) as (
      select ${memberTree.ancestorId}, ${memberTree.descendantId}, ${members.createdAt}
      from ${memberTree} join ${members} on ${members.id} = ${memberTree.descendantId}
      where ${inArray(memberTree.ancestorId, branches)} and ${members.type} <> ${TRIAL_TYPE}
    ),
    sizes as (
      select branch, count(*) as members,
        count(*) filter (where created_at >= ${range.start} and created_at < ${range.end}) as new_members
      from tree group by branch
    ),
    money as (
      select tree.branch,
        ${figureSum('deposits')} as deposits,
        ${figureSum('withdrawals')} as withdrawals,
        ${figureSum('bets')} as bets,
        ${figureSum('wins')} as wins,
        ${bettors()} as active_players
      from tree
      join ${ledgerAccounts} on ${ledgerAccounts.memberId} = tree.member_id
      -- A member's entries through the member-history index (balance_after is set on member accounts).
      join ${ledgerEntries} on ${accountOfEntry} and ${isNotNull(ledgerEntries.balanceAfter)}
      join ${ledgerTransfers} on ${entryOfTransfer}
      where ${memberSide(range, TREE_KINDS)}
      group by tree.branch
    )
    select sizes.branch, sizes.members, sizes.new_members, money.deposits, money.withdrawals, money.bets, money.wins,
      money.active_players
    from sizes left join money on money.branch = sizes.branch`);
  for (const row of rowsOf(result)) {
    const bets = minor(row.bets ?? 0);
    const wins = minor(row.wins ?? 0);
    figures.set(Number(row.branch), {
      members: Number(row.members),
      newMembers: Number(row.new_members),
      activePlayers: Number(row.active_players ?? 0),
      deposits: minor(row.deposits ?? 0),
      withdrawals: minor(row.withdrawals ?? 0),
      bets,
      wins,
      ggr: bets - wins,
    });
  }
  return figures;
}

/** A page of the members `downline` selects (downlineOf), by account, and their count. */
export async function downlinePage(db: Database, input: { downline: SQL; pageNo: number; pageSize: number }) {
  const page = await db
    .select({ id: members.id, account: members.account, nickname: members.nickname, type: members.type })
    .from(members)
    .where(input.downline)
    .orderBy(asc(members.account), asc(members.id))
    .limit(input.pageSize)
    .offset((input.pageNo - 1) * input.pageSize);
  const total = await db.$count(members, input.downline);
  return { page, total };
}

/** One subtree's deposits, bets and wins on each of `days` (its range), oldest first. */
export async function subtreeByDay(
  db: Database,
  report: Pick<ReportDays, 'days' | 'range'>,
  memberId: number,
) {
  const rows = await db
    .select({
      bucket: dayBucket(ledgerTransfers.createdAt, report.days),
      deposits: figureSum('deposits'),
      bets: figureSum('bets'),
      wins: figureSum('wins'),
    })
    .from(memberTree)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.memberId, memberTree.descendantId))
    // A member's entries through the member-history index (balance_after is set on member accounts).
    .innerJoin(ledgerEntries, and(accountOfEntry, isNotNull(ledgerEntries.balanceAfter)))
    .innerJoin(ledgerTransfers, entryOfTransfer)
    .where(and(eq(memberTree.ancestorId, memberId), memberSide(report.range, TREE_KINDS)))
    // The first column, the bucket (see dayBucket).
    .groupBy(sql`1`);
  const byBucket = new Map(rows.map(({ bucket, ...figures }) => [bucket, figures]));
  return report.days.map((_, i) => byBucket.get(i + 1) ?? { deposits: 0, bets: 0, wins: 0 });
}
