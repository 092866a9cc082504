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

/** Where the fold stands for the report's zone, or null when it cannot answer it. */
async function foldedUntil(db: Database, report: Pick<ReportDays, 'range' | 'timeZone'>) {
  const [state] = await db
    .select({ foldedUntil: teamFoldState.foldedUntil })
    .from(teamFoldState)
    .where(
      and(eq(teamFoldState.merchantId, report.range.merchantId), eq(teamFoldState.timeZone, report.timeZone)),
    );
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

/** Each branch's whole subtree (the member and everyone under it): its size and the days' figures. */
export async function teamFigures(
  db: Database,
  report: Pick<ReportDays, 'from' | 'to' | 'range' | 'timeZone'>,
  branches: number[],
): Promise<Map<number, SubtreeFigures>> {
  const cursor = await foldedUntil(db, report);
  if (!cursor || branches.length === 0) return subtreeFigures(db, report.range, branches);
  const figures = new Map(branches.map((branch) => [branch, zeroFigures()]));
  const add = (branch: unknown, part: Partial<SubtreeFigures>) => {
    const into = figures.get(Number(branch))!;
    for (const [name, value] of Object.entries(part) as [keyof SubtreeFigures, number][]) into[name] += value;
  };
  const { from, to } = report;
  const inDays = sql`${teamDayFigures.day} between ${from} and ${to}`;
  const folded = await db
    .select({
      branch: teamDayFigures.agentId,
      members: sql`sum(${teamDayFigures.newMembers})`.mapWith(minor),
      newMembers: sql`coalesce(sum(${teamDayFigures.newMembers}) filter (where ${inDays}), 0)`.mapWith(minor),
      deposits: sql`coalesce(sum(${teamDayFigures.deposits}) filter (where ${inDays}), 0)`.mapWith(minor),
      withdrawals: sql`coalesce(sum(${teamDayFigures.withdrawals}) filter (where ${inDays}), 0)`.mapWith(
        minor,
      ),
      bets: sql`coalesce(sum(${teamDayFigures.bets}) filter (where ${inDays}), 0)`.mapWith(minor),
      wins: sql`coalesce(sum(${teamDayFigures.wins}) filter (where ${inDays}), 0)`.mapWith(minor),
    })
    .from(teamDayFigures)
    .where(inArray(teamDayFigures.agentId, branches))
    .groupBy(teamDayFigures.agentId);
  for (const { branch, ...row } of folded) add(branch, row);
  // A member is active in [from, to] once: on its first active day there (see teamActivePairs).
  const active = await db
    .select({
      branch: teamActivePairs.agentId,
      activePlayers: sql`sum(${teamActivePairs.members})`.mapWith(minor),
    })
    .from(teamActivePairs)
    .where(
      and(
        inArray(teamActivePairs.agentId, branches),
        sql`${teamActivePairs.day} between ${from} and ${to} and ${teamActivePairs.previousDay} < ${from}`,
      ),
    )
    .groupBy(teamActivePairs.agentId);
  for (const { branch, ...row } of active) add(branch, row);
  await addTailMembers(db, report.range, cursor, branches, add);
  const tail = tailOf(report.range, cursor);
  if (tail) await addTailMoney(db, tail, from, branches, add);
  for (const row of figures.values()) row.ggr = row.bets - row.wins;
  return figures;
}

type Add = (branch: unknown, part: Partial<SubtreeFigures>) => void;

/** Members who joined after the cursor: all of them count in the size, those in range as new. */
async function addTailMembers(db: Database, range: Range, cursor: Date, branches: number[], add: Add) {
  const result = await db.execute(sql`
    select tree.ancestor_id as branch, count(*) as members,
      count(*) filter (where ${members.createdAt} >= ${range.start} and ${members.createdAt} < ${range.end}) as new_members
    from ${members} join ${memberTree} tree on tree.descendant_id = ${members.id}
    where ${members.merchantId} = ${range.merchantId} and ${members.createdAt} >= ${cursor}
      and ${members.type} <> ${TRIAL_TYPE} and ${inArray(sql`tree.ancestor_id`, branches)}
    group by 1`);
  for (const row of rowsOf(result))
    add(row.branch, { members: Number(row.members), newMembers: Number(row.new_members) });
}

/**
 * The ledger after the cursor. A bettor there is newly active unless the fold already saw it active
 * in the range: its last folded active day is then on or after `from` (and, the tail being in the
 * range, never after `to`).
 */
async function addTailMoney(db: Database, tail: Range, from: string, branches: number[], add: Add) {
  const rows = await db
    .select({
      branch: memberTree.ancestorId,
      deposits: figureSum('deposits'),
      withdrawals: figureSum('withdrawals'),
      bets: figureSum('bets'),
      wins: figureSum('wins'),
      activePlayers:
        sql`count(distinct ${ledgerAccounts.memberId}) filter (where ${eq(ledgerTransfers.kind, PLACED_BET)}
        and (${memberLastActive.day} is null or ${memberLastActive.day} < ${from}))`.mapWith(Number),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, and(accountOfEntry, isNotNull(ledgerEntries.balanceAfter)))
    .innerJoin(
      memberTree,
      and(eq(memberTree.descendantId, ledgerAccounts.memberId), inArray(memberTree.ancestorId, branches)),
    )
    .leftJoin(memberLastActive, eq(memberLastActive.memberId, ledgerAccounts.memberId))
    .where(memberSide(tail, TREE_KINDS))
    .groupBy(memberTree.ancestorId);
  for (const { branch, ...row } of rows) add(branch, row);
}

/** One subtree's deposits, bets and wins on each of the report's days, oldest first. */
export async function teamByDay(
  db: Database,
  report: Pick<ReportDays, 'from' | 'to' | 'days' | 'range' | 'timeZone'>,
  memberId: number,
) {
  const cursor = await foldedUntil(db, report);
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
