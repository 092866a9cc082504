import type { AdminBetList, AdminBetListQuery } from '@platform/contract/bets-admin';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { COUNT_LIMIT, cappedTotals } from '../../db/capped-count.ts';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
import { betRecords } from './bets.tables.ts';

function betFilters(merchantId: number, query: AdminBetListQuery): SQL | undefined {
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
 * index first; the member's account and the game's name are joined to that page's rows only.
 */
export async function listMerchantBets(
  db: Database,
  input: { merchantId: number; query: AdminBetListQuery },
): Promise<AdminBetList> {
  const { query } = input;
  const where = betFilters(input.merchantId, query);
  const page = db
    .select()
    .from(betRecords)
    .where(where)
    .orderBy(desc(betRecords.placedAt), desc(betRecords.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize)
    .as('page');
  const matching = db.select({ one: sql`1` }).from(betRecords).where(where).limit(COUNT_LIMIT);
  const [rows, counts] = await Promise.all([
    db
      .select({
        id: page.id,
        memberId: page.memberId,
        vendorCode: page.vendorCode,
        roundId: page.roundId,
        gameCode: page.gameCode,
        status: page.status,
        stake: page.stake,
        payout: page.payout,
        placedAt: page.placedAt,
        settledAt: page.settledAt,
        memberAccount: members.account,
        gameName: sql<string | null>`${games.names} ->> 'EN'`,
      })
      .from(page)
      .innerJoin(members, eq(members.id, page.memberId))
      .leftJoin(games, eq(games.nodeId, page.nodeId))
      .orderBy(desc(page.placedAt), desc(page.id)),
    db.select({ n: count() }).from(matching.as('matching')),
  ]);
  return {
    list: rows.map((row) => ({
      ...row,
      placedAt: row.placedAt.toISOString(),
      settledAt: row.settledAt?.toISOString() ?? null,
    })),
    ...cappedTotals(counts[0]?.n ?? 0, query.pageSize),
  };
}
