import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { executeShaped } from '../../db/named-query.ts';
import { isTimeZone } from '../../jobs/zoned-time.ts';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import {
  accountOfEntry,
  dayBucket,
  entryOfTransfer,
  figureSum,
  inSnapshot,
  memberSide,
  minor,
  PLACED_BET,
  type Range,
  type ReportDays,
} from '../reports/report-sums.ts';
import {
  downlinePage,
  type SubtreeFigures,
  subtreeByDay,
  subtreeFigures,
  TREE_KINDS,
} from '../reports/subtree-figures.ts';
import { memberLastActive, teamActivePairs, teamDayFigures, teamFoldState } from './team-figures.tables.ts';

// Team figures as pages read them: the folded days (team-fold.ts) plus the ledger after the fold's
// cursor, the tail, read through the (merchant, kind, time) index, which the fold keeps to a few
// minutes. A page of a team report is one statement (readTeamView): the page of members, their
// count, each branch's figures and a chart, in one snapshot and one round trip, planned with the
// cursor as a constant so the tail is planned as the few rows it is. The cursor comes from the
// read before (teamFoldCursor); the statement reads it again in its own snapshot and is run again
// when the fold moved in between. Without a fold in the report's zone (a new merchant, a zone just
// changed) the figures are read from the ledger whole (subtree-figures.ts), which gives the same
// numbers slower.

/** The merchant's zone, and where its fold stands in that zone (null: never folded in it). */
export async function teamFoldCursor(
  db: Database,
  merchantId: number,
): Promise<{ timeZone: string; cursor: Date | null }> {
  const [row] = await db
    .select({
      zone: merchants.timeZone,
      foldZone: teamFoldState.timeZone,
      foldedUntil: teamFoldState.foldedUntil,
    })
    .from(merchants)
    .leftJoin(teamFoldState, eq(teamFoldState.merchantId, merchants.id))
    .where(eq(merchants.id, merchantId));
  // A zone this runtime does not know reads as UTC (as findMerchantTimeZone), where no fold is.
  const timeZone = row && isTimeZone(row.zone) ? row.zone : 'UTC';
  const cursor = row?.foldZone === timeZone ? (row.foldedUntil ?? null) : null;
  return { timeZone, cursor };
}

export interface TeamViewMember {
  id: number;
  account: string;
  nickname: string;
  type: number;
}

export interface TeamDay {
  deposits: number;
  bets: number;
  wins: number;
}

export interface TeamView {
  page: TeamViewMember[];
  total: number;
  /** Each branch's whole subtree (itself and everyone under it): the page's members and `self`. */
  figures: Map<number, SubtreeFigures>;
  /** `self`'s subtree on each of its chart's days, oldest first; empty without `self`. */
  daily: TeamDay[];
}

export interface TeamViewInput {
  merchantId: number;
  report: ReportDays;
  /** The members the page lists, by account (downlineOf). */
  downline: SQL;
  pageNo: number;
  pageSize: number;
  /** A member read beside the page (the agent itself), also charted day by day over `chart`. */
  self?: { memberId: number; chart: ReportDays };
}

/** The statement runs again when a fold commits between the cursor's read and it, at most this often. */
const CURSOR_RACES = 3;

/** A page of a team report; `cursor` as teamFoldCursor read it (null reads the ledger whole). */
export async function readTeamView(
  db: Database,
  cursor: Date | null,
  input: TeamViewInput,
): Promise<TeamView> {
  let expected = cursor;
  for (let attempt = 0; expected && attempt < CURSOR_RACES; attempt += 1) {
    // Parsed once per connection and shape, planned for each call: the cursor is one of its values.
    const [row] = (
      await executeShaped<Record<string, unknown>>(db, 'team-view', viewStatement(expected, input))
    ).rows;
    const current = row?.cursor ? new Date(row.cursor as string | Date) : null;
    if (current?.getTime() === expected.getTime()) return viewOf(row!, input);
    expected = current;
  }
  return wholeLedgerView(db, input);
}

/** The range of `range` after the cursor, or null when the fold covers it all. */
function tailOf(range: Range, cursor: Date): Range | null {
  const start = range.start > cursor ? range.start : cursor;
  return start < range.end ? { ...range, start } : null;
}

/** The smallest range holding both (either may be none). */
function spanOf(a: Range | null, b: Range | null): Range | null {
  if (!a || !b) return a ?? b;
  return { ...a, start: a.start < b.start ? a.start : b.start, end: a.end > b.end ? a.end : b.end };
}

const inRange = (range: Range) => sql`tail.created_at >= ${range.start} and tail.created_at < ${range.end}`;

/** The sums over the tail's rows (the tail CTE's columns). */
const TAIL_COLUMNS = { kind: sql`tail.kind`, amount: sql`tail.amount` };

function viewStatement(cursor: Date, input: TeamViewInput): SQL {
  const { merchantId, report, self } = input;
  const { from, to } = report;
  const inDays = sql`day between ${from} and ${to}`;
  const inSum = (column: string) => sql`coalesce(sum(${sql.raw(column)}) filter (where ${inDays}), 0)`;
  const reportTail = tailOf(report.range, cursor);
  const chartTail = self ? tailOf(self.chart.range, cursor) : null;
  // The ledger after the cursor is read once, for the figures and the chart.
  const tail = spanOf(reportTail, chartTail);
  const figureParts = [
    // The first part names the columns of all.
    sql`select agent_id as branch, sum(new_members) as members, ${inSum('new_members')} as new_members,
      0 as active_players, ${inSum('deposits')} as deposits, ${inSum('withdrawals')} as withdrawals,
      ${inSum('bets')} as bets, ${inSum('wins')} as wins
      from ${teamDayFigures} where agent_id in (select id from branches) group by agent_id`,
    // A member is active in [from, to] once: on its first active day there (see teamActivePairs).
    sql`select agent_id, 0, 0, sum(members), 0, 0, 0, 0 from ${teamActivePairs}
      where agent_id in (select id from branches) and ${inDays} and previous_day < ${from}
      group by agent_id`,
    tailMembers(report.range, cursor),
  ];
  if (reportTail) figureParts.push(tailMoney(reportTail, from));
  const figureColumns = [
    'members',
    'new_members',
    'active_players',
    'deposits',
    'withdrawals',
    'bets',
    'wins',
  ];
  return sql`
    with downline as (
      select ${members.id} as id, ${members.account} as account, ${members.nickname} as nickname,
        ${members.type} as type
      from ${members} where ${input.downline}
    ),
    page as (
      select * from downline order by account, id
      limit ${input.pageSize} offset ${(input.pageNo - 1) * input.pageSize}
    ),
    branches as (
      ${self ? sql`select ${self.memberId}::bigint as id union all ` : sql``}select id from page
    ),
    ${tail ? sql`tail as (${tailRows(tail)}),` : sql``}
    figures as (${sql.join(
      figureParts.map((part) => sql`(${part})`),
      sql` union all `,
    )})
    select
      (select folded_until from ${teamFoldState}
        where merchant_id = ${merchantId} and time_zone = ${report.timeZone}) as cursor,
      (select count(*) from downline) as total,
      (select coalesce(json_agg(json_build_array(id, account, nickname, type) order by account, id), '[]')
        from page) as page,
      (select coalesce(json_agg(json_build_array(branch, ${sql.raw(
        figureColumns.map((column) => `${column}::text`).join(', '),
      )})), '[]') from figures) as figures,
      ${self ? dailyOf(self.memberId, self.chart, chartTail) : sql`'[]'::json`} as daily`;
}

/** Members who joined after the cursor: all of them count in the size, those in range as new. */
function tailMembers(range: Range, cursor: Date) {
  return sql`select tree.ancestor_id, count(*),
      count(*) filter (where ${members.createdAt} >= ${range.start} and ${members.createdAt} < ${range.end}),
      0, 0, 0, 0, 0
    from ${members} join ${memberTree} tree on tree.descendant_id = ${members.id}
    where ${members.merchantId} = ${range.merchantId} and ${members.createdAt} >= ${cursor}
      and ${members.type} <> ${TRIAL_TYPE} and tree.ancestor_id in (select id from branches)
    group by 1`;
}

/** The member side of the ledger in `tail` (after the cursor), once per branch above each entry. */
function tailRows(tail: Range) {
  return sql`select ${memberTree.ancestorId} as branch, ${ledgerAccounts.memberId} as member_id,
      ${ledgerTransfers.kind} as kind, ${ledgerTransfers.createdAt} as created_at, ${ledgerEntries.amount} as amount
    from ${ledgerTransfers}
    join ${ledgerEntries} on ${entryOfTransfer}
    join ${ledgerAccounts} on ${accountOfEntry} and ${isNotNull(ledgerEntries.balanceAfter)}
    join ${memberTree} on ${memberTree.descendantId} = ${ledgerAccounts.memberId}
      and ${memberTree.ancestorId} in (select id from branches)
    where ${memberSide(tail, TREE_KINDS)}`;
}

/**
 * The report's part of the tail. A bettor there is newly active unless the fold already saw it
 * active in the range: its last folded active day is then on or after `from` (and, the tail being
 * in the range, never after `to`).
 */
function tailMoney(reportTail: Range, from: string) {
  return sql`select tail.branch, 0, 0,
      count(distinct tail.member_id) filter (where tail.kind = ${PLACED_BET}
        and (${memberLastActive.day} is null or ${memberLastActive.day} < ${from})),
      ${figureSum('deposits', TAIL_COLUMNS)}, ${figureSum('withdrawals', TAIL_COLUMNS)},
      ${figureSum('bets', TAIL_COLUMNS)}, ${figureSum('wins', TAIL_COLUMNS)}
    from tail left join ${memberLastActive} on ${memberLastActive.memberId} = tail.member_id
    where ${inRange(reportTail)}
    group by 1`;
}

/** One subtree's days as [day, deposits, bets, wins] rows: folded days, then its tail by day. */
function dailyOf(memberId: number, chart: ReportDays, chartTail: Range | null) {
  const folded = sql`select day::text as day, deposits, bets, wins from ${teamDayFigures}
    where agent_id = ${memberId} and day between ${chart.from} and ${chart.to}`;
  // The tail in the chart's day buckets (1 is its first day), as the whole-ledger reading cuts them.
  const tailDays = chartTail
    ? sql` union all select (${chart.from}::date + (bucket - 1))::text, deposits, bets, wins from (
        select ${dayBucket(sql`tail.created_at`, chart.days)} as bucket,
          ${figureSum('deposits', TAIL_COLUMNS)} as deposits, ${figureSum('bets', TAIL_COLUMNS)} as bets,
          ${figureSum('wins', TAIL_COLUMNS)} as wins
        from tail where tail.branch = ${memberId} and ${inRange(chartTail)}
        group by 1) by_bucket`
    : sql``;
  return sql`(select coalesce(json_agg(json_build_array(day, deposits::text, bets::text, wins::text)), '[]')
    from (${folded}${tailDays}) days)`;
}

type Json = unknown[];

/** The statement's one row as the view: every sum through minor(), so none is ever rounded. */
function viewOf(row: Record<string, unknown>, input: TeamViewInput): TeamView {
  const page = (row.page as Json[]).map(([id, account, nickname, type]) => ({
    id: Number(id),
    account: String(account),
    nickname: String(nickname),
    type: Number(type),
  }));
  const figures = new Map<number, SubtreeFigures>();
  const branches = [...(input.self ? [input.self.memberId] : []), ...page.map((member) => member.id)];
  for (const branch of branches) figures.set(branch, zeroFigures());
  for (const [branch, ...sums] of row.figures as Json[]) {
    const into = figures.get(Number(branch));
    if (!into) continue;
    const [members, newMembers, activePlayers, deposits, withdrawals, bets, wins] = sums.map(minor);
    into.members += members!;
    into.newMembers += newMembers!;
    into.activePlayers += activePlayers!;
    into.deposits += deposits!;
    into.withdrawals += withdrawals!;
    into.bets += bets!;
    into.wins += wins!;
  }
  for (const into of figures.values()) into.ggr = into.bets - into.wins;
  return { page, total: Number(row.total), figures, daily: dailyFrom(row.daily as Json[], input) };
}

function dailyFrom(rows: Json[], input: TeamViewInput): TeamDay[] {
  if (!input.self) return [];
  const byDay = new Map(input.self.chart.days.map((day) => [day.key, { deposits: 0, bets: 0, wins: 0 }]));
  for (const [day, deposits, bets, wins] of rows) {
    const into = byDay.get(String(day));
    if (!into) continue;
    into.deposits += minor(deposits);
    into.bets += minor(bets);
    into.wins += minor(wins);
  }
  return [...byDay.values()];
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

/** The same view from the ledger whole, in one snapshot: no fold stands in the report's zone. */
function wholeLedgerView(db: Database, input: TeamViewInput): Promise<TeamView> {
  return inSnapshot(db, async (tx) => {
    const { page, total } = await downlinePage(tx, input);
    const branches = [...(input.self ? [input.self.memberId] : []), ...page.map((member) => member.id)];
    const figures = await subtreeFigures(tx, input.report.range, branches);
    const daily = input.self ? await subtreeByDay(tx, input.self.chart, input.self.memberId) : [];
    return { page, total, figures, daily };
  });
}
