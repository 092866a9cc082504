import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { Dashboard, DashboardQuery } from '@platform/contract/reports';
import type { WithdrawalStatus } from '@platform/contract/withdrawals';
import { and, eq, gte, inArray, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { localDays, type Period } from '../../jobs/schedule.ts';
import { members } from '../accounts/accounts.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { listMerchantDeposits, type PaymentsDeps } from '../payments/deposits.service.ts';
import { listMerchantWithdrawals, type WithdrawalsDeps } from '../withdrawals/withdrawals.service.ts';

// The dashboard is summed from the ledger's member side (trial money left out), so it can never disagree with a balance.

export interface ReportsDeps {
  db: Database;
  payments: PaymentsDeps;
  withdrawals: WithdrawalsDeps;
}

/** The transfer kinds of each figure, as their modules post them, and the sign of the member side. */
const FIGURES = {
  // payments/deposits.service: the gateway clearing credits the member's cash.
  deposits: { kinds: ['deposit'], sign: 1 },
  // withdrawals.service: the hold pays out to payout clearing; a refund after a dispute gives some back.
  withdrawals: { kinds: ['withdrawal_paid', 'withdrawal_refund'], sign: -1 },
  // seamless and in-house: stakes to the house; a vendor's rollback gives a stake back.
  bets: { kinds: ['bet', 'bet_refund'], sign: -1 },
  wins: { kinds: ['win'], sign: 1 },
  // No module posts it yet; member-side credits under this kind, as records.service reads them.
  bonuses: { kinds: ['bonus'], sign: 1 },
} as const;
type Figure = keyof typeof FIGURES;

const GAME_KINDS = [...FIGURES.bets.kinds, ...FIGURES.wins.kinds];
const ALL_KINDS = Object.values(FIGURES).flatMap((figure) => figure.kinds);

/** A sum from SQL (bigint, sent as text) as a JSON-safe number; anything larger is a fault, never rounded. */
function minor(value: unknown): number {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw new Error(`report sum ${String(value)} is not a safe integer`);
  return amount;
}

/** The member-side sum of one figure's transfers, signed as the figure reads. */
function figureSum(figure: Figure) {
  const { kinds, sign } = FIGURES[figure];
  const sum = sql`coalesce(sum(${ledgerEntries.amount}) filter (where ${inArray(ledgerTransfers.kind, [...kinds])}), 0)`;
  return (sign < 0 ? sql`(-${sum})::bigint` : sql`${sum}::bigint`).mapWith(minor);
}

interface Range {
  merchantId: number;
  start: Date;
  end: Date;
}

// The entries of each transfer, with their account: the member side is told apart by its account.
const entryOfTransfer = eq(ledgerEntries.transferId, ledgerTransfers.id);
const accountOfEntry = eq(ledgerAccounts.id, ledgerEntries.accountId);

/** The merchant's transfers of `kinds` in [start, end), on real-money member accounts (the joins above). */
function memberSide(range: Range, kinds: readonly string[]) {
  // Merchant and time first: the range is the selective part on a large ledger.
  return and(
    eq(ledgerTransfers.merchantId, range.merchantId),
    gte(ledgerTransfers.createdAt, range.start),
    lt(ledgerTransfers.createdAt, range.end),
    inArray(ledgerTransfers.kind, [...kinds]),
    isNotNull(ledgerAccounts.memberId),
    ne(ledgerAccounts.kind, 'trial'),
  );
}

const withGgr = <T extends { bets: number; wins: number }>(row: T) => ({ ...row, ggr: row.bets - row.wins });
const largestGgrFirst = <K extends string>(key: K) => {
  type Row = Record<K, string> & { ggr: number };
  return (a: Row, b: Row) => b.ggr - a.ggr || a[key].localeCompare(b[key]);
};

/** Bets and wins by vendor and by game category, in one pass over the range. */
async function gameBreakdown(db: Database, range: Range) {
  // A game transfer's reference is `<vendor>:<round>` (seamless and in-house): its bet record's key.
  const vendor = sql<string>`coalesce(${betRecords.vendorCode}, split_part(${ledgerTransfers.reference}, ':', 1))`;
  const category = sql<string>`coalesce(${games.gameType}, 'UNKNOWN')`;
  const rows = await db
    .select({
      vendor,
      category,
      ofVendor: sql<number>`grouping(${category})`.mapWith(Number),
      bets: figureSum('bets'),
      wins: figureSum('wins'),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, accountOfEntry)
    .leftJoin(
      betRecords,
      and(
        eq(betRecords.merchantId, ledgerTransfers.merchantId),
        sql`${betRecords.vendorCode} = split_part(${ledgerTransfers.reference}, ':', 1)`,
        sql`${betRecords.roundId} = substr(${ledgerTransfers.reference}, strpos(${ledgerTransfers.reference}, ':') + 1)`,
      ),
    )
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .where(memberSide(range, GAME_KINDS))
    .groupBy(sql`grouping sets ((${vendor}), (${category}))`);
  const figures = (row: (typeof rows)[number]) => withGgr({ bets: row.bets, wins: row.wins });
  return {
    byVendor: rows
      .filter((row) => row.ofVendor === 1)
      .map((row) => ({ vendor: row.vendor, ...figures(row) }))
      .sort(largestGgrFirst('vendor')),
    byCategory: rows
      .filter((row) => row.ofVendor === 0)
      .map((row) => ({ category: row.category, ...figures(row) }))
      .sort(largestGgrFirst('category')),
  };
}

/** Members whose first deposit ever was in the range: no deposit on their account before it. */
async function firstDepositors(db: Database, range: Range): Promise<number> {
  const earlier = alias(ledgerEntries, 'earlier');
  const earlierTransfer = alias(ledgerTransfers, 'earlier_transfer');
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${ledgerEntries.accountId})`.mapWith(Number) })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, accountOfEntry)
    .where(
      and(
        memberSide(range, FIGURES.deposits.kinds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .innerJoin(earlierTransfer, eq(earlierTransfer.id, earlier.transferId))
            .where(
              and(
                // Through the member-history index: this account's own entries only.
                eq(earlier.accountId, ledgerEntries.accountId),
                isNotNull(earlier.balanceAfter),
                inArray(earlierTransfer.kind, [...FIGURES.deposits.kinds]),
                lt(earlierTransfer.createdAt, range.start),
              ),
            ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Members who placed a real-money bet in the range. */
async function activePlayers(db: Database, range: Range): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${ledgerAccounts.memberId})`.mapWith(Number) })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, accountOfEntry)
    .where(memberSide(range, ['bet']));
  return row?.n ?? 0;
}

/** Members registered in the range; free-play visitors are not players. */
function newPlayers(db: Database, range: Range): Promise<number> {
  return db.$count(
    members,
    and(
      eq(members.merchantId, range.merchantId),
      gte(members.createdAt, range.start),
      lt(members.createdAt, range.end),
      ne(members.type, TRIAL_TYPE),
    ),
  );
}

/** What waits for the operator now, counted by the deposit and withdrawal lists' own filters. */
async function pendingWork(
  deps: ReportsDeps,
  db: Database,
  merchantId: number,
): Promise<Dashboard['pending']> {
  // A page of one row is the least a list fetches; only its total is read.
  const page = { pageNo: 1, pageSize: 1 };
  const withdrawalsIn = (status: WithdrawalStatus[]) =>
    listMerchantWithdrawals({ ...deps.withdrawals, db }, merchantId, { ...page, status });
  const [deposits, withdrawals, disputed] = await Promise.all([
    listMerchantDeposits({ ...deps.payments, db }, { merchantId, query: { ...page, status: ['pending'] } }),
    withdrawalsIn(['requested', 'approved']),
    withdrawalsIn(['disputed']),
  ]);
  return { deposits: deposits.total, withdrawals: withdrawals.total, disputedReceipts: disputed.total };
}

/** Money per local day, numbered 1..n by width_bucket over the days' midnights. */
function moneyByDay(db: Database, range: Range, days: readonly Period[]) {
  const midnights = [...days.map((day) => day.start), range.end].map((at) => at.toISOString());
  const bounds = `{${midnights.join(',')}}`;
  return (
    db
      .select({
        bucket: sql<number>`width_bucket(${ledgerTransfers.createdAt}, ${bounds}::timestamptz[])`.mapWith(
          Number,
        ),
        deposits: figureSum('deposits'),
        withdrawals: figureSum('withdrawals'),
        bets: figureSum('bets'),
        wins: figureSum('wins'),
        bonuses: figureSum('bonuses'),
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, entryOfTransfer)
      .innerJoin(ledgerAccounts, accountOfEntry)
      .where(memberSide(range, ALL_KINDS))
      // The first column, the bucket: its expression repeated would bind its bounds again and not match.
      .groupBy(sql`1`)
  );
}

/** The dashboard of the merchant's local days `from` to `to`, from one snapshot so its figures agree. */
export async function merchantDashboard(
  deps: ReportsDeps,
  input: { merchantId: number; query: DashboardQuery },
): Promise<Dashboard> {
  const { merchantId } = input;
  const timeZone = await findMerchantTimeZone(deps.db, merchantId);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone }).format(deps.payments.now());
  const query = { from: input.query.from ?? today, to: input.query.to ?? today };
  const days = localDays(timeZone, query.from, query.to);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error(`no local day from ${query.from} to ${query.to} in ${timeZone}`);
  const range: Range = { merchantId, start: first.start, end: last.end };

  return deps.db.transaction(
    async (tx) => {
      const [perDay, active, breakdown, firsts, registered, pending] = await Promise.all([
        moneyByDay(tx, range, days),
        activePlayers(tx, range),
        gameBreakdown(tx, range),
        firstDepositors(tx, range),
        newPlayers(tx, range),
        pendingWork(deps, tx, merchantId),
      ]);
      const byBucket = new Map(perDay.map((row) => [row.bucket, row]));
      const daily = days.map((day, i) => {
        const row = byBucket.get(i + 1);
        return {
          day: day.key,
          deposits: row?.deposits ?? 0,
          withdrawals: row?.withdrawals ?? 0,
          ...withGgr({ bets: row?.bets ?? 0, wins: row?.wins ?? 0 }),
        };
      });
      const total = (figure: Figure) => perDay.reduce((sum, row) => sum + row[figure], 0);
      const ggr = total('bets') - total('wins');
      return {
        from: query.from,
        to: query.to,
        timeZone,
        totals: {
          deposits: total('deposits'),
          withdrawals: total('withdrawals'),
          bets: total('bets'),
          wins: total('wins'),
          ggr,
          bonuses: total('bonuses'),
          ngr: ggr - total('bonuses'),
          activePlayers: active,
          newPlayers: registered,
          firstDepositors: firsts,
        },
        daily,
        ...breakdown,
        pending,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
