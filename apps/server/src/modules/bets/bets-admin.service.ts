import type {
  AdminBet,
  AdminBetCount,
  AdminBetFilter,
  AdminBetList,
  AdminBetListQuery,
  AdminBetRound,
} from '@platform/contract/bets-admin';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { COUNT_LIMIT, cappedCount } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
import { vendorTransactions } from '../seamless/seamless.tables.ts';
import { betRecords } from './bets.tables.ts';

function betFilters(merchantId: number, query: AdminBetFilter): SQL | undefined {
  return and(
    eq(betRecords.merchantId, merchantId),
    query.memberId === undefined ? undefined : eq(betRecords.memberId, query.memberId),
    query.vendorCode === undefined ? undefined : eq(betRecords.vendorCode, query.vendorCode),
    query.gameCode === undefined ? undefined : eq(betRecords.gameCode, query.gameCode),
    query.status === undefined ? undefined : eq(betRecords.status, query.status),
    query.from === undefined ? undefined : gte(betRecords.placedAt, new Date(query.from)),
    query.to === undefined ? undefined : lt(betRecords.placedAt, new Date(query.to)),
  );
}

/**
 * A page of the merchant's bet rounds, newest first. The page is cut from the bet records by
 * index first (one row past it says whether another page follows); the member's account and the
 * game's name are joined to that page's rows only. It counts nothing: see `countMerchantBets`.
 */
export async function listMerchantBets(
  db: Database,
  input: { merchantId: number; query: AdminBetListQuery },
): Promise<AdminBetList> {
  const { query } = input;
  // The page's ids first, from the index alone; the rows of just those ids after.
  const page = db
    .select({ pageId: betRecords.id })
    .from(betRecords)
    .where(betFilters(input.merchantId, query))
    .orderBy(desc(betRecords.placedAt), desc(betRecords.id))
    .limit(query.pageSize + 1)
    .offset((query.pageNo - 1) * query.pageSize)
    .as('page');
  const rows = await db
    .select(roundColumns)
    .from(page)
    .innerJoin(betRecords, eq(betRecords.id, page.pageId))
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .orderBy(desc(betRecords.placedAt), desc(betRecords.id));
  return { list: rows.slice(0, query.pageSize).map(adminBetOf), hasMore: rows.length > query.pageSize };
}

/** What the operator sees of a round: the bet record, the member's account and the game's name. */
const roundColumns = {
  id: betRecords.id,
  memberId: betRecords.memberId,
  vendorCode: betRecords.vendorCode,
  roundId: betRecords.roundId,
  gameCode: betRecords.gameCode,
  status: betRecords.status,
  stake: betRecords.stake,
  payout: betRecords.payout,
  placedAt: betRecords.placedAt,
  settledAt: betRecords.settledAt,
  memberAccount: members.account,
  gameName: sql<string | null>`${games.names} ->> 'EN'`,
};

function adminBetOf(
  row: { placedAt: Date; settledAt: Date | null } & Omit<AdminBet, 'placedAt' | 'settledAt'>,
) {
  return { ...row, placedAt: row.placedAt.toISOString(), settledAt: row.settledAt?.toISOString() ?? null };
}

/**
 * Round details: one round of the merchant's members with every wallet call the vendor made in it,
 * in the order they were taken. Another merchant's round is not found, like one that never was.
 */
export async function findMerchantBetRound(
  db: Database,
  input: { merchantId: number; id: number },
): Promise<AdminBetRound | null> {
  const [row] = await db
    .select(roundColumns)
    .from(betRecords)
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .where(and(eq(betRecords.id, input.id), eq(betRecords.merchantId, input.merchantId)));
  if (!row) return null;
  const calls = await db
    .select({
      transactionId: vendorTransactions.transactionId,
      kind: vendorTransactions.kind,
      winType: vendorTransactions.winType,
      amount: vendorTransactions.amount,
      jackpotContribution: vendorTransactions.jackpotContribution,
      refTransactionId: vendorTransactions.refTransactionId,
      ledgerTransferId: vendorTransactions.ledgerTransferId,
      createdAt: vendorTransactions.createdAt,
    })
    .from(vendorTransactions)
    .where(
      and(
        eq(vendorTransactions.vendorCode, row.vendorCode),
        eq(vendorTransactions.roundId, row.roundId),
        eq(vendorTransactions.memberId, row.memberId),
      ),
    )
    .orderBy(asc(vendorTransactions.id));
  const transactions = calls.map((call) => ({ ...call, createdAt: call.createdAt.toISOString() }));
  const sumOf = (pick: (call: (typeof calls)[number]) => number) =>
    calls.reduce((total, call) => total + pick(call), 0);
  return {
    round: adminBetOf(row),
    transactions,
    jackpotContributed: sumOf((call) => (call.kind === 'bet' ? call.jackpotContribution : 0)),
    jackpotWon: sumOf((call) => (call.winType === 'jackpot' ? call.amount : 0)),
  };
}

/** How many rounds the filter matches, counted up to the cap from the same index the pages use. */
export async function countMerchantBets(
  db: Database,
  input: { merchantId: number; filter: AdminBetFilter },
): Promise<AdminBetCount> {
  const matching = db
    .select({ one: sql`1` })
    .from(betRecords)
    .where(betFilters(input.merchantId, input.filter))
    .limit(COUNT_LIMIT);
  const [counted] = await db.select({ n: count() }).from(matching.as('matching'));
  return cappedCount(counted?.n ?? 0);
}
