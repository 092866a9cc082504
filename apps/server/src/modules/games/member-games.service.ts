import {
  FAVOURITES_PER_MEMBER_MAX,
  type FavouriteBody,
  type FavouriteList,
  type FavouriteListQuery,
  type Game,
  type RecentGames,
  type RecentGamesQuery,
} from '@platform/contract/games';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import {
  type CatalogViewer,
  findVisibleGame,
  type GamesDeps,
  gameView,
  offeredVendors,
  viewColumns,
  visibleGames,
} from './games.service.ts';
import { games } from './games.tables.ts';
import { favouriteGames, recentGames } from './member-games.tables.ts';

/** The member whose games these are, on the merchant whose catalog they are read from. */
export interface MemberViewer extends CatalogViewer {
  memberId: number;
}

type ListTable = typeof favouriteGames | typeof recentGames;

/**
 * One page of a member's games (favourites or recent), newest first, narrowed like the lobby and
 * without the games the merchant no longer shows. A page above the total answers the last (spec §5).
 */
async function pageOfMemberGames(
  deps: GamesDeps,
  viewer: MemberViewer,
  table: ListTable,
  orderColumn: AnyPgColumn,
  query: { gameType?: Game['gameType']; vassalage?: string; page: number; pageSize: number },
) {
  const vendors = await offeredVendors(deps, viewer);
  const where = and(
    eq(table.memberId, viewer.memberId),
    visibleGames(
      viewer,
      vendors.map((vendor) => vendor.code),
      query,
    ),
  );
  const [counted] = await deps.db
    .select({ total: count() })
    .from(table)
    .innerJoin(games, eq(games.nodeId, table.nodeId))
    .where(where);
  const total = counted?.total ?? 0;
  const totalPages = Math.ceil(total / query.pageSize);
  const page = Math.max(1, Math.min(query.page, totalPages));
  const rows = total
    ? await deps.db
        .select(viewColumns)
        .from(table)
        .innerJoin(games, eq(games.nodeId, table.nodeId))
        .where(where)
        .orderBy(desc(orderColumn), desc(games.nodeId))
        .limit(query.pageSize)
        .offset((page - 1) * query.pageSize)
    : [];
  const names = new Map(vendors.map((vendor) => [vendor.code, vendor.displayName]));
  return {
    games: rows.map((row) => gameView(deps, viewer, names.get(row.vendorCode) ?? row.vendorCode, row)),
    page,
    total,
    totalPages,
  };
}

/** Spec §7 favourite ids: every favourite's node id, for the hearts on every card. */
export async function listFavouriteIds(deps: GamesDeps, viewer: MemberViewer): Promise<number[]> {
  const rows = await deps.db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(eq(favouriteGames.memberId, viewer.memberId))
    .orderBy(desc(favouriteGames.createdAt));
  return rows.map((row) => row.nodeId);
}

/** Spec §7 favourite list: `content`, `pageNum`, `totalPages` (page size 999 on home load). */
export async function listFavourites(
  deps: GamesDeps,
  viewer: MemberViewer,
  query: FavouriteListQuery,
): Promise<FavouriteList> {
  const page = await pageOfMemberGames(deps, viewer, favouriteGames, favouriteGames.createdAt, {
    ...query,
    page: query.pageNo,
  });
  return { content: page.games, pageNum: page.page, totalPages: page.totalPages, total: page.total };
}

export type AddFavouriteOutcome =
  | { ok: true }
  | { ok: false; code: 'NOT_FOUND' | 'MISMATCH' | 'FAVOURITE_LIMIT'; field?: 'vendor' | 'gameType' };

/**
 * Adds a favourite (spec §4): a game the merchant shows, named with its own vendor and type. Adding
 * one twice is fine; past the cap nothing is added, decided in the same statement as the insert so
 * simultaneous adds cannot pass it together.
 */
export async function addFavourite(
  deps: GamesDeps,
  viewer: MemberViewer,
  body: FavouriteBody,
): Promise<AddFavouriteOutcome> {
  const found = await findVisibleGame(deps, viewer, body.nodeId);
  if (!found) return { ok: false, code: 'NOT_FOUND' };
  if (found.game.vassalage !== body.vendor) return { ok: false, code: 'MISMATCH', field: 'vendor' };
  if (found.game.gameType !== body.gameType) return { ok: false, code: 'MISMATCH', field: 'gameType' };
  const inserted = await deps.db.execute(sql`
    insert into ${favouriteGames} (member_id, merchant_id, node_id, created_at)
    select ${viewer.memberId}, ${viewer.merchantId}, ${body.nodeId}, ${deps.now().toISOString()}::timestamptz
    where (select count(*) from ${favouriteGames} where member_id = ${viewer.memberId}) < ${FAVOURITES_PER_MEMBER_MAX}
      or exists (select 1 from ${favouriteGames} where member_id = ${viewer.memberId} and node_id = ${body.nodeId})
    on conflict (member_id, node_id) do nothing
    returning node_id`);
  const rows = (inserted as unknown as { rows: unknown[] }).rows;
  if (rows.length > 0) return { ok: true };
  const [already] = await deps.db
    .select({ nodeId: favouriteGames.nodeId })
    .from(favouriteGames)
    .where(and(eq(favouriteGames.memberId, viewer.memberId), eq(favouriteGames.nodeId, body.nodeId)));
  return already ? { ok: true } : { ok: false, code: 'FAVOURITE_LIMIT' };
}

/** Removes a favourite; removing one that is not there changes nothing and is not an error. */
export async function removeFavourite(deps: GamesDeps, viewer: MemberViewer, nodeId: number): Promise<void> {
  await deps.db
    .delete(favouriteGames)
    .where(and(eq(favouriteGames.memberId, viewer.memberId), eq(favouriteGames.nodeId, nodeId)));
}

/** Spec §7 recent games: `list`, `totalPages`, newest first. */
export async function listRecentGames(
  deps: GamesDeps,
  viewer: MemberViewer,
  query: RecentGamesQuery,
): Promise<RecentGames> {
  const page = await pageOfMemberGames(deps, viewer, recentGames, recentGames.lastPlayedAt, query);
  return { list: page.games, page: page.page, totalPages: page.totalPages, total: page.total };
}

/** Puts a game first on the member's RECENT row (a launch, a bet). */
export async function touchRecentGame(
  db: LedgerExecutor,
  input: { merchantId: number; memberId: number; nodeId: number; at: Date },
): Promise<void> {
  await db
    .insert(recentGames)
    .values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      nodeId: input.nodeId,
      lastPlayedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [recentGames.memberId, recentGames.nodeId],
      set: { lastPlayedAt: sql`greatest(${recentGames.lastPlayedAt}, excluded.last_played_at)` },
    });
}
