import { AGENT_TYPES, TRIAL_TYPE } from '@platform/contract/account-constants';
import type { AgentReport, AgentReportQuery, AgentReportRow } from '@platform/contract/reports';
import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../agents/member-tree.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import {
  accountOfEntry,
  bettors,
  entryOfTransfer,
  FIGURES,
  figureSum,
  GAME_KINDS,
  inSnapshot,
  memberSide,
  minor,
  type Range,
  reportDays,
} from './report-sums.ts';

// The agent tree report: a page of one agent's direct downline, each row with the figures of that
// member's whole subtree. Only the page's subtrees are read (from the closure table), so a level of
// thousands of branches costs one page of them.

/** The kinds the tree's figures read: no bonuses. */
const TREE_KINDS = [...FIGURES.deposits.kinds, ...FIGURES.withdrawals.kinds, ...GAME_KINDS];

type Row = Record<string, unknown>;
function rowsOf(result: unknown): Row[] {
  // node-postgres and PGlite both answer with { rows }.
  return (result as { rows: Row[] }).rows;
}

/** The members a row stands for: under `agentId`, or at the top (no upline, an agent or with a downline). */
function downlineOf(db: Database, merchantId: number, agentId: number | undefined) {
  const under = alias(members, 'under');
  return and(
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
}

/** The agent and its uplines, top first; empty when it is no member of the merchant. */
async function pathTo(db: Database, merchantId: number, agentId: number) {
  return db
    .select({ id: members.id, account: members.account })
    .from(memberTree)
    .innerJoin(members, eq(members.id, memberTree.ancestorId))
    .where(and(eq(memberTree.descendantId, agentId), eq(members.merchantId, merchantId)))
    .orderBy(desc(memberTree.depth));
}

type SubtreeFigures = Omit<AgentReportRow, 'id' | 'account' | 'nickname' | 'type'>;

/** Each branch's whole subtree (the member and everyone under them): its size and the range's figures. */
async function subtreeFigures(db: Database, range: Range, branches: number[]) {
  const figures = new Map<number, SubtreeFigures>();
  if (branches.length === 0) return figures;
  const result = await db.execute(sql`
    with tree(branch, member_id) as (
      select ${memberTree.ancestorId}, ${memberTree.descendantId}
      from ${memberTree} join ${members} on ${members.id} = ${memberTree.descendantId}
      where ${inArray(memberTree.ancestorId, branches)} and ${members.type} <> ${TRIAL_TYPE}
    ),
    sizes as (select branch, count(*) as members from tree group by branch),
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
    select sizes.branch, sizes.members, money.deposits, money.withdrawals, money.bets, money.wins,
      money.active_players
    from sizes left join money on money.branch = sizes.branch`);
  for (const row of rowsOf(result)) {
    const bets = minor(row.bets ?? 0);
    const wins = minor(row.wins ?? 0);
    figures.set(Number(row.branch), {
      members: Number(row.members),
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

export type AgentReportResult = { ok: true; report: AgentReport } | { ok: false; code: 'NOT_FOUND' };

/** A page of the agent's direct downline (or the top of the tree), each with its whole subtree's figures. */
export async function agentTreeReport(
  deps: { db: Database; now: () => Date },
  input: { merchantId: number; query: AgentReportQuery },
): Promise<AgentReportResult> {
  const { merchantId, query } = input;
  const { from, to, timeZone, range } = await reportDays(deps.db, {
    merchantId,
    now: deps.now(),
    from: query.from,
    to: query.to,
  });
  return inSnapshot(deps.db, async (tx) => {
    const path = query.agentId === undefined ? [] : await pathTo(tx, merchantId, query.agentId);
    if (query.agentId !== undefined && path.length === 0) return { ok: false, code: 'NOT_FOUND' };
    const where = downlineOf(tx, merchantId, query.agentId);
    const page = await tx
      .select({ id: members.id, account: members.account, nickname: members.nickname, type: members.type })
      .from(members)
      .where(where)
      .orderBy(asc(members.account), asc(members.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize);
    const total = await tx.$count(members, where);
    const figures = await subtreeFigures(
      tx,
      range,
      page.map((member) => member.id),
    );
    const withFigures = (member: (typeof page)[number]) => {
      // Every branch is its own subtree's first member, so each has a row.
      const row = figures.get(member.id);
      if (!row) throw new Error(`no subtree figures for member ${member.id}`);
      return { ...member, ...row };
    };
    return {
      ok: true,
      report: {
        from,
        to,
        timeZone,
        path,
        list: page.map(withFigures),
        total,
        totalPages: Math.ceil(total / query.pageSize),
      },
    };
  });
}
