import type {
  BetQuery,
  ProfitSummary,
  RecordRange,
  TransactionPage,
  TransactionQuery,
} from '@platform/contract/records';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type Row, rowsOf } from '../../db/rows.ts';
import type { Caller } from '../../http/auth.ts';
import { memberAccount } from '../ledger/ledger.service.ts';
import { lineSums, linesOf } from './statement-lines.ts';

/**
 * The member centre's records, read from the ledger itself (DESIGN §5): what a member sees is what
 * moved, so a record can never disagree with a balance. Every query is the caller's own cash account
 * (trial members: their trial account), found through the member-history index.
 */

export interface RecordsDeps {
  db: Database;
  /** Dates the wallet when a first look at the records opens it. */
  now: () => Date;
}

export function walletOf(
  { db, now }: RecordsDeps,
  caller: Pick<Caller, 'merchantId' | 'memberId' | 'isTrial'>,
): Promise<number> {
  return memberAccount(
    db,
    { merchantId: caller.merchantId, memberId: caller.memberId },
    caller.isTrial ? 'trial' : 'cash',
    now(),
  );
}

const iso = (value: unknown) => new Date(value as string | Date).toISOString();

/** One movement of a member's wallet, from a row of its entry (id, created_at, amount, balance_after) and transfer (kind, reference). */
export function transactionRecordOf(row: Row) {
  return {
    id: Number(row.id),
    time: iso(row.created_at),
    kind: String(row.kind),
    amount: Number(row.amount),
    balanceAfter: Number(row.balance_after),
    reference: String(row.reference),
  };
}

/** Spec §2 account record (transactionHistory): every movement of the wallet, newest first. */
export async function listTransactions(
  deps: RecordsDeps,
  caller: Caller,
  query: TransactionQuery,
): Promise<TransactionPage> {
  const { db } = deps;
  const account = await walletOf(deps, caller);
  const kind = query.kind ? sql`and t.kind = ${query.kind}` : sql``;
  const where = sql`e.account_id = ${account} and e.balance_after is not null
    and e.created_at >= ${query.start}::timestamptz and e.created_at < ${query.end}::timestamptz ${kind}`;
  const [list, total] = await Promise.all([
    db.execute(sql`
      select e.id, e.created_at, t.kind, e.amount, e.balance_after, t.reference
      from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
      where ${where}
      order by e.id desc
      limit ${query.size} offset ${(query.page - 1) * query.size}`),
    db.execute(sql`
      select count(*) as n from ledger_entries e join ledger_transfers t on t.id = e.transfer_id where ${where}`),
  ]);
  return {
    list: rowsOf(list).map(transactionRecordOf),
    total: Number(rowsOf(total)[0]?.n ?? 0),
    page: query.page,
    size: query.size,
  };
}

/** Spec §2 betting record (personalHistoryCopy): each round with its stake and payout. */
export async function listBets(deps: RecordsDeps, caller: Caller, query: BetQuery) {
  const { db } = deps;
  const account = await walletOf(deps, caller);
  const rounds = sql`
    select t.reference,
      min(e.created_at) as time,
      coalesce(-sum(e.amount) filter (where t.kind = 'bet'), 0) as stake,
      coalesce(sum(e.amount) filter (where t.kind in ('win', 'bet_refund')), 0) as payout
    from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
    where e.account_id = ${account} and e.balance_after is not null
      and t.kind in ('bet', 'win', 'bet_refund')
      and e.created_at >= ${query.start}::timestamptz and e.created_at < ${query.end}::timestamptz
    group by t.reference`;
  // The page of rounds comes from the ledger; its game, vendor and state from the bet records,
  // joined on that page only (the member's own records, through their member index).
  const language = query.language ?? 'EN';
  const [list, total] = await Promise.all([
    db.execute(sql`select r.*, b.vendor_code, b.status,
        coalesce(g.names ->> ${language}, g.names ->> 'EN', b.game_code) as game_name
      from (select * from (${rounds}) p order by p.time desc, p.reference
        limit ${query.size} offset ${(query.page - 1) * query.size}) r
      left join bet_records b on b.member_id = ${caller.memberId}
        and b.vendor_code || ':' || b.round_id = r.reference
      left join games g on g.node_id = b.node_id
      order by r.time desc, r.reference`),
    db.execute(sql`select count(*) as n from (${rounds}) r`),
  ]);
  return {
    list: rowsOf(list).map((row) => {
      const stake = Number(row.stake);
      const payout = Number(row.payout);
      return {
        reference: String(row.reference),
        time: iso(row.time),
        stake,
        payout,
        result: payout - stake,
        gameName: row.game_name == null ? null : String(row.game_name),
        vassalage: row.vendor_code == null ? null : String(row.vendor_code),
        status: row.status == null ? null : (String(row.status) as 'open' | 'settled' | 'cancelled'),
      };
    }),
    total: Number(rowsOf(total)[0]?.n ?? 0),
    page: query.page,
    size: query.size,
  };
}

/** Spec §2 personal profit and loss (personalProfit): totals over a range. */
export async function profitSummary(
  deps: RecordsDeps,
  caller: Caller,
  range: RecordRange,
): Promise<ProfitSummary> {
  const { db } = deps;
  const account = await walletOf(deps, caller);
  const [row] = rowsOf(
    await db.execute(sql`
      select ${lineSums()} from (
        select t.kind, e.amount
        from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        where e.account_id = ${account} and e.balance_after is not null
          and e.created_at >= ${range.start}::timestamptz and e.created_at < ${range.end}::timestamptz
      ) moved`),
  );
  const lines = linesOf(row);
  // The summary reads stakes and what actually left as positive figures.
  const stake = -lines.bets;
  return {
    stake,
    payout: lines.wins,
    profit: lines.wins - stake,
    deposits: lines.deposits,
    withdrawals: -lines.withdrawals,
    bonuses: lines.bonuses,
  };
}
