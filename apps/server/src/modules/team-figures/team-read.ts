import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import {
  accountOfEntry,
  entryOfTransfer,
  figureSum,
  memberSide,
  minor,
  PLACED_BET,
  type Range,
  type ReportDays,
} from '../reports/report-sums.ts';
import { type SubtreeFigures, subtreeByDay, subtreeFigures, TREE_KINDS } from '../reports/subtree-figures.ts';
import { memberLastActive, teamActivePairs, teamDayFigures, teamFoldState } from './team-figures.tables.ts';

// Team figures as pages read them: the folded days (team-fold.ts) plus the ledger after the fold's
// cursor, the tail, read through the (merchant, kind, time) index, which the fold keeps to a few
// minutes. Without a fold in the report's zone (a new merchant, a zone just changed) the figures
// are read from the ledger whole (subtree-figures.ts), which gives the same numbers slower. Call
// inside one snapshot (inSnapshot), so the cursor, the rows and the tail agree.

/**
 * Where the fold stands in the merchant's zone, or null when it cannot answer pages cut in that zone
 * (never folded, or folded in another zone): read once per page, inside its snapshot.
 */
export async function foldedUntil(db: Database, merchantId: number, timeZone: string): Promise<Date | null> {
  const [state] = await db
    .select({ foldedUntil: teamFoldState.foldedUntil })
    .from(teamFoldState)
    .where(and(eq(teamFoldState.merchantId, merchantId), eq(teamFoldState.timeZone, timeZone)));
  return state?.foldedUntil ?? null;
}

/** The part of `range` after the cursor, or null when the fold covers it all. */
function tailOf(range: Range, cursor: Date): Range | null {
  const start = range.start > cursor ? range.start : cursor;
  return start < range.end ? { ...range, start } : null;
}

const zeroFigures = (): SubtreeFigures => ({
  members: 0,
  newMembers: 0,
  activePlayers: 0,
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  wins: 0,
  ggr: 0,
});

/** The figures every part of the one statement gives, in this order after the branch, and their columns. */
const PART_COLUMNS = [
  ['members', 'members'],
  ['newMembers', 'new_members'],
  ['activePlayers', 'active_players'],
  ['deposits', 'deposits'],
  ['withdrawals', 'withdrawals'],
  ['bets', 'bets'],
  ['wins', 'wins'],
] as const;

/**
 * Each branch's whole subtree (the member and everyone under it): its size and the days' figures,
 * from the folded rows and the tail after `cursor` (see foldedUntil; null reads the ledger whole).
 * One statement, whose parts each give some of the figures per branch, summed here.
 */
export async function teamFigures(
  db: Database,
  report: Pick<ReportDays, 'from' | 'to' | 'range'>,
  branches: number[],
  cursor: Date | null,
): Promise<Map<number, SubtreeFigures>> {
  if (!cursor || branches.length === 0) return subtreeFigures(db, report.range, branches);
  const { from, to } = report;
  const inDays = sql`day between ${from} and ${to}`;
  const inSum = (column: string) => sql`coalesce(sum(${sql.raw(column)}) filter (where ${inDays}), 0)`;
  const parts = [
    // The first part names the columns of all.
    sql`select agent_id as branch, sum(new_members) as members, ${inSum('new_members')} as new_members,
      0 as active_players, ${inSum('deposits')} as deposits, ${inSum('withdrawals')} as withdrawals,
      ${inSum('bets')} as bets, ${inSum('wins')} as wins
      from ${teamDayFigures} where ${inArray(teamDayFigures.agentId, branches)} group by agent_id`,
    // A member is active in [from, to] once: on its first active day there (see teamActivePairs).
    sql`select agent_id, 0, 0, sum(members), 0, 0, 0, 0 from ${teamActivePairs}
      where ${inArray(teamActivePairs.agentId, branches)} and ${inDays} and previous_day < ${from}
      group by agent_id`,
    tailMembers(report.range, cursor, branches),
  ];
  const tail = tailOf(report.range, cursor);
  if (tail) parts.push(tailMoney(tail, from, branches));
  const result = await db.execute(
    sql.join(
      parts.map((part) => sql`(${part})`),
      sql` union all `,
    ),
  );
  const figures = new Map(branches.map((branch) => [branch, zeroFigures()]));
  for (const row of rowsOf(result)) {
    const into = figures.get(Number(row.branch))!;
    for (const [name, column] of PART_COLUMNS) into[name] += minor(row[column]);
  }
  for (const row of figures.values()) row.ggr = row.bets - row.wins;
  return figures;
}

/** Members who joined after the cursor: all of them count in the size, those in range as new. */
function tailMembers(range: Range, cursor: Date, branches: number[]) {
  return sql`select tree.ancestor_id, count(*),
      count(*) filter (where ${members.createdAt} >= ${range.start} and ${members.createdAt} < ${range.end}),
      0, 0, 0, 0, 0
    from ${members} join ${memberTree} tree on tree.descendant_id = ${members.id}
    where ${members.merchantId} = ${range.merchantId} and ${members.createdAt} >= ${cursor}
      and ${members.type} <> ${TRIAL_TYPE} and ${inArray(sql`tree.ancestor_id`, branches)}
    group by 1`;
}

/**
 * The ledger after the cursor. A bettor there is newly active unless the fold already saw it active
 * in the range: its last folded active day is then on or after `from` (and, the tail being in the
 * range, never after `to`).
 */
function tailMoney(tail: Range, from: string, branches: number[]) {
  return sql`select ${memberTree.ancestorId}, 0, 0,
      count(distinct ${ledgerAccounts.memberId}) filter (where ${eq(ledgerTransfers.kind, PLACED_BET)}
        and (${memberLastActive.day} is null or ${memberLastActive.day} < ${from})),
      ${figureSum('deposits')}, ${figureSum('withdrawals')}, ${figureSum('bets')}, ${figureSum('wins')}
    from ${ledgerTransfers}
    join ${ledgerEntries} on ${entryOfTransfer}
    join ${ledgerAccounts} on ${accountOfEntry} and ${isNotNull(ledgerEntries.balanceAfter)}
    join ${memberTree} on ${memberTree.descendantId} = ${ledgerAccounts.memberId}
      and ${inArray(memberTree.ancestorId, branches)}
    left join ${memberLastActive} on ${memberLastActive.memberId} = ${ledgerAccounts.memberId}
    where ${memberSide(tail, TREE_KINDS)}
    group by 1`;
}

/** One subtree's deposits, bets and wins on each of the report's days, oldest first. */
export async function teamByDay(
  db: Database,
  report: Pick<ReportDays, 'from' | 'to' | 'days' | 'range'>,
  memberId: number,
  cursor: Date | null,
) {
  if (!cursor) return subtreeByDay(db, report, memberId);
  const byDay = new Map(report.days.map((day) => [day.key, { deposits: 0, bets: 0, wins: 0 }]));
  const folded = await db
    .select({
      day: teamDayFigures.day,
      deposits: teamDayFigures.deposits,
      bets: teamDayFigures.bets,
      wins: teamDayFigures.wins,
    })
    .from(teamDayFigures)
    .where(
      and(
        eq(teamDayFigures.agentId, memberId),
        sql`${teamDayFigures.day} between ${report.from} and ${report.to}`,
      ),
    );
  const addTo = (key: string | undefined, row: { deposits: number; bets: number; wins: number }) => {
    const into = key === undefined ? undefined : byDay.get(key);
    if (!into) return;
    into.deposits += row.deposits;
    into.bets += row.bets;
    into.wins += row.wins;
  };
  for (const row of folded) addTo(row.day, row);
  const tail = tailOf(report.range, cursor);
  // The tail in the same day buckets: the whole-ledger reading, over the tail's instants only.
  if (tail) {
    const tailDays = await subtreeByDay(db, { days: report.days, range: tail }, memberId);
    for (const [i, row] of tailDays.entries()) addTo(report.days[i]?.key, row);
  }
  return [...byDay.values()];
}
