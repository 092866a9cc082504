import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { isNotNull, type SQL, sql } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.ts';
import { memberTree } from '../accounts/member-tree.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import {
  accountOfEntry,
  dayBucket,
  entryOfTransfer,
  figureSum,
  memberSide,
  PLACED_BET,
  type Range,
  type ReportDays,
} from '../reports/report-sums.ts';
import { type SubtreeFigures, TREE_KINDS } from '../reports/subtree-figures.ts';
import { memberLastActive, teamActivePairs, teamDayFigures, teamFoldState } from './team-figures.tables.ts';

// The one statement of a team page (team-read.ts runs it): the page of the downline and its count,
// each branch's figures from the folded rows and the tail after the cursor, and the chart. Answered
// as one row of JSON arrays, the sums as text so none is rounded on the way.

/** What a page of a team report asks for. */
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

/** Each branch's figures in the order of the figures part's columns: the field, then its column. */
export const FIGURE_COLUMNS = [
  ['members', 'members'],
  ['newMembers', 'new_members'],
  ['activePlayers', 'active_players'],
  ['deposits', 'deposits'],
  ['withdrawals', 'withdrawals'],
  ['bets', 'bets'],
  ['wins', 'wins'],
] as const satisfies readonly (readonly [keyof SubtreeFigures, string])[];

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

export function viewStatement(cursor: Date, input: TeamViewInput): SQL {
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
        FIGURE_COLUMNS.map(([, column]) => `${column}::text`).join(', '),
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
