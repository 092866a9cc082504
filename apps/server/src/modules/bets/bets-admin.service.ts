import type {
  AdminBetCount,
  AdminBetFilter,
  AdminBetList,
  AdminBetListQuery,
} from '@platform/contract/bets-admin';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { COUNT_LIMIT, cappedCount } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
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
    .select({
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
    })
    .from(page)
    .innerJoin(betRecords, eq(betRecords.id, page.pageId))
    .innerJoin(members, eq(members.id, betRecords.memberId))
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .orderBy(desc(betRecords.placedAt), desc(betRecords.id));
  return {
    list: rows.slice(0, query.pageSize).map((row) => ({
      ...row,
      placedAt: row.placedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    })),
    hasMore: rows.length > query.pageSize,
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
