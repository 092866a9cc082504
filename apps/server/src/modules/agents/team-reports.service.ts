import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { TeamPeriod } from '@platform/contract/agent-centre';
import type {
  TeamBets,
  TeamBetsQuery,
  TeamTransactions,
  TeamTransactionsQuery,
  UserLoss,
  UserLossQuery,
} from '@platform/contract/agent-team-reports';
import type { GameCategory } from '@platform/contract/constants';
import { type SQL, sql } from 'drizzle-orm';
import { COUNT_LIMIT, cappedTotals } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { type Row, rowsOf } from '../../db/rows.ts';
import type { Caller } from '../../http/auth.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { transactionRecordOf } from '../records/records.service.ts';
import { inSnapshot, type ReportDays, reportDays } from '../reports/report-sums.ts';
import { askedDays } from './team-period.ts';

// Spec §2 team betting, team transaction and user loss: the agent's downline (never the agent
// itself, never another tree) over days of the merchant's calendar. Every list starts from the
// agent's rows of the closure table, then reads each member's own rows through its member index,
// so a team costs what its members did, not what the merchant did.

export interface TeamReportDeps {
  db: Database;
  now: () => Date;
}

interface TeamFilter {
  period?: TeamPeriod | undefined;
  account?: string | undefined;
  level?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pageNo: number;
  pageSize: number;
}

/** The caller's downline narrowed by the filter: member_id, account and level. */
function teamOf(caller: Caller, filter: TeamFilter): SQL {
  return sql`select t.descendant_id as member_id, m.account, t.depth as level
    from member_tree t join members m on m.id = t.descendant_id
    where t.ancestor_id = ${caller.memberId} and t.depth > 0 and m.type <> ${TRIAL_TYPE}
      ${filter.level === undefined ? sql`` : sql`and t.depth = ${filter.level}`}
      ${filter.account === undefined ? sql`` : sql`and lower(m.account) = ${filter.account.toLowerCase()}`}`;
}

/** The bets of the team placed in the days, narrowed by vendor and game category. */
function teamRounds(
  days: ReportDays,
  query: TeamFilter & { category?: GameCategory | undefined; vendorCode?: string | undefined },
): SQL {
  return sql`team join bet_records b on b.member_id = team.member_id
    left join games g on g.node_id = b.node_id
    where b.placed_at >= ${days.range.start.toISOString()}::timestamptz
      and b.placed_at < ${days.range.end.toISOString()}::timestamptz
      ${query.vendorCode === undefined ? sql`` : sql`and b.vendor_code = ${query.vendorCode}`}
      ${query.category === undefined ? sql`` : sql`and g.game_type = ${query.category}`}`;
}

const offsetOf = (query: TeamFilter) => (query.pageNo - 1) * query.pageSize;
/** Who a row is about, as every list names them. */
const memberOf = (row: Row) => ({
  memberId: Number(row.member_id),
  account: String(row.account),
  level: Number(row.level),
});

/** How many rows `rows` (a from-clause over the `team` CTE) holds, counted up to the cap. */
async function cappedTotalsOf(tx: Database, caller: Caller, query: TeamFilter, rows: SQL) {
  const counted = await tx.execute(sql`with team as (${teamOf(caller, query)})
    select count(*) as n from (select 1 from ${rows} limit ${COUNT_LIMIT}) matching`);
  return cappedTotals(count(rowsOf(counted)), query.pageSize);
}
const iso = (value: unknown) => new Date(value as string | Date).toISOString();
const count = (rows: Row[]) => Number(rows[0]?.n ?? 0);

async function daysOf(deps: TeamReportDeps, caller: Caller, query: TeamFilter): Promise<ReportDays> {
  const now = deps.now();
  const today = localDate(now, await findMerchantTimeZone(deps.db, caller.merchantId));
  return reportDays(deps.db, { merchantId: caller.merchantId, now, ...askedDays(today, query) });
}

const rangeOf = (days: ReportDays) => ({ from: days.from, to: days.to, timeZone: days.timeZone });

/** Team betting: the team's rounds, newest first, with the filter's count (capped) and sums. */
export async function teamBets(
  deps: TeamReportDeps,
  caller: Caller,
  query: TeamBetsQuery,
): Promise<TeamBets> {
  const days = await daysOf(deps, caller, query);
  const language = query.language ?? 'EN';
  const rounds = teamRounds(days, query);
  return inSnapshot(deps.db, async (tx) => {
    const page = await tx.execute(sql`with team as (${teamOf(caller, query)})
      select b.id, b.member_id, team.account, team.level, b.vendor_code, b.game_code, b.status,
        b.stake, b.payout, b.placed_at, b.settled_at, g.game_type,
        coalesce(g.names ->> ${language}, g.names ->> 'EN') as game_name
      from ${rounds}
      order by b.placed_at desc, b.id desc
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    const [sums] = rowsOf(
      await tx.execute(sql`with team as (${teamOf(caller, query)})
        select count(*) as bets, coalesce(sum(b.stake), 0) as stake, coalesce(sum(b.payout), 0) as payout
        from ${rounds}`),
    );
    return {
      ...rangeOf(days),
      list: rowsOf(page).map((row) => ({
        ...memberOf(row),
        id: Number(row.id),
        vendorCode: String(row.vendor_code),
        gameCode: String(row.game_code),
        gameName: row.game_name == null ? null : String(row.game_name),
        category: row.game_type == null ? null : (String(row.game_type) as GameCategory),
        status: String(row.status) as TeamBets['list'][number]['status'],
        stake: Number(row.stake),
        payout: Number(row.payout),
        placedAt: iso(row.placed_at),
        settledAt: row.settled_at == null ? null : iso(row.settled_at),
      })),
      ...(await cappedTotalsOf(tx, caller, query, rounds)),
      sums: {
        bets: Number(sums?.bets ?? 0),
        stake: Number(sums?.stake ?? 0),
        payout: Number(sums?.payout ?? 0),
      },
    };
  });
}

/** Team transaction: every movement of the team's cash accounts, newest first. */
export async function teamTransactions(
  deps: TeamReportDeps,
  caller: Caller,
  query: TeamTransactionsQuery,
): Promise<TeamTransactions> {
  const days = await daysOf(deps, caller, query);
  const moves = sql`team join ledger_accounts a on a.member_id = team.member_id and a.kind = 'cash'
    join ledger_entries e on e.account_id = a.id and e.balance_after is not null
    join ledger_transfers tr on tr.id = e.transfer_id
    where e.created_at >= ${days.range.start.toISOString()}::timestamptz
      and e.created_at < ${days.range.end.toISOString()}::timestamptz
      ${query.kind === undefined ? sql`` : sql`and tr.kind = ${query.kind}`}`;
  return inSnapshot(deps.db, async (tx) => {
    const page = await tx.execute(sql`with team as (${teamOf(caller, query)})
      select e.id, team.member_id, team.account, team.level, e.created_at, tr.kind, e.amount,
        e.balance_after, tr.reference
      from ${moves}
      order by e.id desc
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    return {
      ...rangeOf(days),
      list: rowsOf(page).map((row) => ({ ...memberOf(row), ...transactionRecordOf(row) })),
      ...(await cappedTotalsOf(tx, caller, query, moves)),
    };
  });
}

/**
 * User loss: the team's members who lost over the range (their settled rounds placed in it staked
 * more than they paid back), biggest loss first; open rounds have no result yet and count nowhere.
 */
export async function userLoss(
  deps: TeamReportDeps,
  caller: Caller,
  query: UserLossQuery,
): Promise<UserLoss> {
  const days = await daysOf(deps, caller, query);
  const losers = sql`with team as (${teamOf(caller, query)}), losers as (
      select team.member_id, team.account, team.level, count(*) as bets,
        sum(b.stake) as stake, sum(b.payout) as payout, sum(b.stake) - sum(b.payout) as loss
      from ${teamRounds(days, query)} and b.status = 'settled'
      group by team.member_id, team.account, team.level
      having sum(b.stake) > sum(b.payout))`;
  return inSnapshot(deps.db, async (tx) => {
    const page = await tx.execute(sql`${losers}
      select * from losers order by loss desc, account, member_id
      limit ${query.pageSize} offset ${offsetOf(query)}`);
    const [totals] = rowsOf(
      await tx.execute(sql`${losers} select count(*) as n, coalesce(sum(loss), 0) as loss from losers`),
    );
    const total = Number(totals?.n ?? 0);
    return {
      ...rangeOf(days),
      list: rowsOf(page).map((row) => ({
        ...memberOf(row),
        bets: Number(row.bets),
        stake: Number(row.stake),
        payout: Number(row.payout),
        loss: Number(row.loss),
      })),
      total,
      totalPages: Math.ceil(total / query.pageSize),
      totalLoss: Number(totals?.loss ?? 0),
    };
  });
}
