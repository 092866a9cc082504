import { PVP_ROOM_ACTIVE_MINUTES, type PvpRoom, type PvpRoomsQuery } from '@platform/contract/games';
import { and, asc, countDistinct, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { betRecords } from '../bets/bets.tables.ts';
import {
  type CatalogViewer,
  type GamesDeps,
  gameView,
  type UnknownVendor,
  vendorsFor,
  viewColumns,
  visibleGames,
} from './games.service.ts';
import { games } from './games.tables.ts';

/**
 * Spec §7 pvp rooms. A PVP game is a vendor's table; the vendors publish no live seat counts, so
 * who sits there is read from this site's own rounds of the last few minutes: a true figure,
 * if a modest one, rather than a number made up. Tables of the merchant's offered PVP vendors only.
 */
export async function listPvpRooms(
  deps: GamesDeps,
  viewer: CatalogViewer,
  query: PvpRoomsQuery,
): Promise<{ ok: true; list: PvpRoom[] } | UnknownVendor> {
  const vendors = await vendorsFor(deps, viewer, query.vassalage);
  if (!vendors) return { ok: false, code: 'UNKNOWN_VENDOR' };
  const since = new Date(deps.now().getTime() - PVP_ROOM_ACTIVE_MINUTES * 60_000);
  const seated = deps.db
    .select({
      nodeId: betRecords.nodeId,
      players: countDistinct(betRecords.memberId).as('players'),
      rounds: sql<number>`count(*)`.as('rounds'),
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, viewer.merchantId),
        gte(betRecords.placedAt, since),
        isNotNull(betRecords.nodeId),
      ),
    )
    .groupBy(betRecords.nodeId)
    .as('seated');
  const players = sql<number>`coalesce(${seated.players}, 0)`.mapWith(Number);
  const rounds = sql<number>`coalesce(${seated.rounds}, 0)`.mapWith(Number);
  const rows = await deps.db
    .select({ ...viewColumns, players, rounds })
    .from(games)
    .leftJoin(seated, eq(seated.nodeId, games.nodeId))
    .where(
      visibleGames(
        viewer,
        vendors.map((vendor) => vendor.code),
        { gameType: 'PVP', vassalage: query.vassalage },
      ),
    )
    .orderBy(desc(players), desc(rounds), desc(games.isHot), asc(games.sortOrder), asc(games.nodeId))
    .limit(query.limitNum);
  const byCode = new Map(vendors.map((vendor) => [vendor.code, vendor]));
  return {
    ok: true,
    list: rows.map((row) => {
      const vendor = byCode.get(row.vendorCode);
      return {
        game: gameView(deps, viewer, vendor?.displayName ?? row.vendorCode, row),
        players: row.players,
        rounds: row.rounds,
        maintenance: vendor?.underMaintenance ?? false,
      };
    }),
  };
}
