import { and, eq, gte, inArray, isNotNull, lt, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { localDays, type Period } from '../../jobs/schedule.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';

// The query pieces every report is made of: one reading of the ledger's member side (trial money left
// out), so the dashboard, the daily P&L, the vendors and the agent tree can never disagree.

/** The transfer kinds of each figure, as their modules post them, and the sign of the member side. */
export const FIGURES = {
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
export type Figure = keyof typeof FIGURES;

export const GAME_KINDS = [...FIGURES.bets.kinds, ...FIGURES.wins.kinds];
export const ALL_KINDS = Object.values(FIGURES).flatMap((figure) => figure.kinds);
/** A stake placed (not its rollback): what makes a player active and a round played. */
export const PLACED_BET = 'bet';

/** A sum from SQL (bigint, sent as text) as a JSON-safe number; anything larger is a fault, never rounded. */
export function minor(value: unknown): number {
  const amount = Number(value);
  if (!Number.isSafeInteger(amount)) throw new Error(`report sum ${String(value)} is not a safe integer`);
  return amount;
}

/** Where a sum finds a transfer's kind and its entry's amount: the tables, or a subquery's columns. */
export interface KindAndAmount {
  kind: SQLWrapper;
  amount: SQLWrapper;
}

const LEDGER_COLUMNS: KindAndAmount = { kind: ledgerTransfers.kind, amount: ledgerEntries.amount };

/** The member-side sum of one figure's transfers, signed as the figure reads. */
export function figureSum(figure: Figure, columns: KindAndAmount = LEDGER_COLUMNS) {
  const { kinds, sign } = FIGURES[figure];
  const sum = sql`coalesce(sum(${columns.amount}) filter (where ${inArray(columns.kind, [...kinds])}), 0)`;
  return (sign < 0 ? sql`(-${sum})::bigint` : sql`${sum}::bigint`).mapWith(minor);
}

/** Members who placed a real-money bet, among the rows counted: the active players. */
export function bettors() {
  const placed = eq(ledgerTransfers.kind, PLACED_BET);
  return sql<number>`count(distinct ${ledgerAccounts.memberId}) filter (where ${placed})`.mapWith(Number);
}

export const withGgr = <T extends { bets: number; wins: number }>(row: T) => ({
  ...row,
  ggr: row.bets - row.wins,
});

/** Largest ggr first, then by name: the order of every breakdown. */
export const largestGgrFirst = <K extends string>(key: K) => {
  type Row = Record<K, string> & { ggr: number };
  return (a: Row, b: Row) => b.ggr - a.ggr || a[key].localeCompare(b[key]);
};

/** A game transfer's reference is `<vendor>:<round>` (seamless and in-house): its bet record's key. */
export const transferVendor = sql<string>`split_part(${ledgerTransfers.reference}, ':', 1)`;

export interface Range {
  merchantId: number;
  start: Date;
  end: Date;
}

// The entries of each transfer, with their account: the member side is told apart by its account.
export const entryOfTransfer = eq(ledgerEntries.transferId, ledgerTransfers.id);
export const accountOfEntry = eq(ledgerAccounts.id, ledgerEntries.accountId);

/** The merchant's transfers of `kinds` in [start, end), on real-money member accounts (the joins above). */
export function memberSide(range: Range, kinds: readonly string[]) {
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

/**
 * The local day (1..n) an instant falls on, by width_bucket over the days' midnights; null on the
 * row of a grouping set without the day. Group by its position, never by the expression again: a
 * second copy would bind its bounds again and not match.
 */
export function dayBucket(at: SQLWrapper, days: readonly Period[]) {
  const last = days.at(-1);
  const midnights = [...days.map((day) => day.start), ...(last ? [last.end] : [])];
  const bounds = `{${midnights.map((instant) => instant.toISOString()).join(',')}}`;
  return sql<number | null>`width_bucket(${at}, ${bounds}::timestamptz[])`.mapWith(Number);
}

/** The range of local days a report answers, and the instants that bound it. */
export interface ReportDays {
  from: string;
  to: string;
  timeZone: string;
  days: readonly Period[];
  range: Range;
}

/**
 * The merchant's days `from` to `to` in its time zone; no range means its today, by `now`. A caller
 * that has read the zone already passes it.
 */
export async function reportDays(
  db: Database,
  input: {
    merchantId: number;
    now: Date;
    from?: string | undefined;
    to?: string | undefined;
    timeZone?: string | undefined;
  },
): Promise<ReportDays> {
  const timeZone = input.timeZone ?? (await findMerchantTimeZone(db, input.merchantId));
  const today = localDate(input.now, timeZone);
  const from = input.from ?? today;
  const to = input.to ?? today;
  const days = localDays(timeZone, from, to);
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) throw new Error(`no local day from ${from} to ${to} in ${timeZone}`);
  return {
    from,
    to,
    timeZone,
    days,
    range: { merchantId: input.merchantId, start: first.start, end: last.end },
  };
}

/** Reads of one report in one read-only snapshot, so its figures agree with each other. */
export function inSnapshot<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
