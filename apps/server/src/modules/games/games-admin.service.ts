import type { AdminGameList, AdminGameListQuery } from '@platform/contract/games';
import { and, asc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import { games, merchantHiddenGames } from './games.tables.ts';
import { containsPattern, searchKeyOf } from './search-key.ts';

/**
 * One page of the shared catalogue with this merchant's hidden flag, in vendor and feed order.
 * Disabled games are listed too: the operator sees what the feed withdrew.
 */
export async function listAdminGames(
  db: LedgerExecutor,
  merchantId: number,
  query: AdminGameListQuery,
): Promise<AdminGameList> {
  const key = query.name ? searchKeyOf(query.name) : '';
  const where = and(
    query.vassalage ? eq(games.vendorCode, query.vassalage) : undefined,
    query.gameType ? eq(games.gameType, query.gameType) : undefined,
    // The trigram index answers LIKE '%term%', as in the lobby's search.
    key ? like(games.searchText, containsPattern(key)) : undefined,
    query.hidden === 'true' ? isNotNull(merchantHiddenGames.nodeId) : undefined,
    query.hidden === 'false' ? isNull(merchantHiddenGames.nodeId) : undefined,
  );
  const rows = await db
    .select({
      nodeId: games.nodeId,
      gameId: games.gameId,
      names: games.names,
      vassalage: games.vendorCode,
      gameType: games.gameType,
      gameClassify: games.gameClassify,
      isHot: games.isHot,
      isNew: games.isNew,
      enabled: games.enabled,
      // A join, not a correlated subquery: drizzle writes a lone table's columns unqualified in a select.
      hidden: sql<boolean>`${merchantHiddenGames.nodeId} is not null`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(games)
    .leftJoin(
      merchantHiddenGames,
      and(eq(merchantHiddenGames.nodeId, games.nodeId), eq(merchantHiddenGames.merchantId, merchantId)),
    )
    .where(where)
    .orderBy(asc(games.vendorCode), asc(games.sortOrder), asc(games.nodeId))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  const total = rows[0]?.total ?? 0;
  return {
    list: rows.map(({ total: _total, ...row }) => row),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
