import {
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  type GameCategory,
  type GameClassify,
} from '@platform/contract/constants';
import type {
  Game,
  GameList,
  GameListQuery,
  GameMenuEntry,
  GameVendors,
  HotGamesQuery,
  VendorGame,
} from '@platform/contract/games';
import type { Language } from '@platform/contract/i18n';
import { and, asc, count, eq, inArray, isNotNull, like, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pickText } from '../../i18n/localized-text.ts';
import { imageUrl } from '../content/content.service.ts';
import { games, merchantHiddenGames } from './games.tables.ts';
import { containsPattern, searchKeyOf } from './search-key.ts';
import { listMerchantVendors, type MerchantVendor, type MerchantVendorCache } from './vendors.service.ts';

export interface GamesDeps {
  db: Database;
  now: () => Date;
  /** Base URL of the image host: stored icon paths are relative to it. */
  imageBaseUrl: string;
  /** Offered vendors per merchant, shared by every catalog read (none: read each time). */
  vendorCache?: MerchantVendorCache;
}

/** The merchant whose catalog is read and the language its names are answered in. */
export interface CatalogViewer {
  merchantId: number;
  languages: readonly string[];
  language: Language;
  defaultLanguage: Language;
}

/** An expected failure: a vendor the merchant does not offer (a 400 naming the field). */
export type UnknownVendor = { ok: false; code: 'UNKNOWN_VENDOR' };

/** Spec §2 shows at most 12 hot games on home and a two-row swiper above 14: a few more suffice. */
export const HOT_GAMES_LIMIT = 48;

type GameRow = typeof games.$inferSelect;

export const viewColumns = {
  nodeId: games.nodeId,
  gameId: games.gameId,
  gameCode: games.gameCode,
  vendorCode: games.vendorCode,
  names: games.names,
  gameType: games.gameType,
  gameClassify: games.gameClassify,
  isHot: games.isHot,
  isNew: games.isNew,
  supportPlay: games.supportPlay,
  showIcon: games.showIcon,
  iconUrl: games.iconUrl,
  isGame: games.isGame,
};
export type GameViewRow = Pick<GameRow, keyof typeof viewColumns>;

export function gameView(deps: GamesDeps, viewer: CatalogViewer, vendorName: string, row: GameViewRow): Game {
  // Feeds nearly always carry English: it stands in when the merchant's default language is missing.
  const fallback = row.names[viewer.defaultLanguage] ? viewer.defaultLanguage : 'EN';
  const name = pickText(row.names, viewer.language, fallback);
  return {
    nodeId: row.nodeId,
    gameId: row.gameId,
    gameName: name,
    nodeName: name,
    vassalage: row.vendorCode,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    accountTypeName: vendorName,
    isHot: row.isHot,
    isNew: row.isNew,
    supportPlay: row.supportPlay,
    showIcon: row.showIcon,
    iconUrl: row.iconUrl ? imageUrl(deps, row.iconUrl) : null,
    gameCode: row.gameCode,
    isGame: row.isGame,
  };
}

/** A vendor in one category, with the spec's §3 image paths on the image host. */
function vendorGameView(deps: GamesDeps, vendor: MerchantVendor, gameType: GameCategory): VendorGame {
  return {
    vassalage: vendor.code,
    displayName: vendor.displayName,
    gameType,
    lagerIcon: imageUrl(deps, `SUBMENU_IMG/STYLE4/${gameType}-${vendor.code}.png`),
    iconUrl: imageUrl(deps, `TCG_PROD_IMAGES/VENDOR_ICON_SMALL/${vendor.code}-DEFAULT.png`),
    walletMode: vendor.walletMode,
    maintenance: vendor.underMaintenance,
  };
}

export function offeredVendors(deps: GamesDeps, viewer: CatalogViewer) {
  return listMerchantVendors(deps.db, {
    merchantId: viewer.merchantId,
    now: deps.now(),
    cache: deps.vendorCache,
  });
}

/**
 * What every catalog read filters on: enabled games of the vendors the merchant offers, not hidden
 * by the merchant, narrowed by category, vendor, sub-type and a name search in any language.
 */
export function visibleGames(
  viewer: CatalogViewer,
  vendorCodes: string[],
  filter: {
    gameType?: GameCategory;
    vassalage?: string;
    gameClassify?: GameClassify;
    gameName?: string;
    isNew?: 'true' | 'false';
  },
): SQL | undefined {
  const key = filter.gameName ? searchKeyOf(filter.gameName) : '';
  return and(
    eq(games.enabled, true),
    inArray(games.vendorCode, vendorCodes),
    filter.gameType ? eq(games.gameType, filter.gameType) : undefined,
    filter.vassalage ? eq(games.vendorCode, filter.vassalage) : undefined,
    filter.gameClassify ? eq(games.gameClassify, filter.gameClassify) : undefined,
    filter.isNew === 'true' ? eq(games.isNew, true) : undefined,
    // The trigram index answers LIKE '%term%' without reading every game.
    key ? like(games.searchText, containsPattern(key)) : undefined,
    notExists(
      sql`(select 1 from ${merchantHiddenGames} where ${merchantHiddenGames.merchantId} = ${viewer.merchantId} and ${merchantHiddenGames.nodeId} = ${games.nodeId})`,
    ),
  );
}

/** The vendors to read games of, or null (UNKNOWN_VENDOR) when the asked one is not offered. */
export async function vendorsFor(deps: GamesDeps, viewer: CatalogViewer, vassalage: string | undefined) {
  const vendors = await offeredVendors(deps, viewer);
  if (vassalage && !vendors.some((vendor) => vendor.code === vassalage)) return null;
  return vendors;
}

/** The slot sub-types offered; BG only when the merchant's languages include TY (spec §1). */
function classifyOptions(found: readonly string[], languages: readonly string[]) {
  return GAME_CLASSIFIES.filter((c) => found.includes(c) && (c !== 'BG' || languages.includes('TY')));
}

/**
 * Spec §2 game menu: HOME, each category with at least one offered vendor (in the order of spec
 * §1), PROMO, and FAV always appended. Only RNG has a classify menu (FISH has only All).
 */
export async function getGameMenus(deps: GamesDeps, viewer: CatalogViewer): Promise<GameMenuEntry[]> {
  const vendors = await offeredVendors(deps, viewer);
  const entries: GameMenuEntry[] = [{ gameCategory: 'HOME', vendors: [], gameClassify: [] }];
  for (const category of GAME_CATEGORIES) {
    const inCategory = vendors.filter((vendor) => vendor.gameTypes.includes(category));
    if (!inCategory.length) continue;
    let gameClassify: GameMenuEntry['gameClassify'] = [];
    if (category === 'RNG') {
      const rows = await deps.db
        .selectDistinct({ classify: games.gameClassify })
        .from(games)
        .where(
          and(
            visibleGames(
              viewer,
              inCategory.map((vendor) => vendor.code),
              { gameType: 'RNG' },
            ),
            isNotNull(games.gameClassify),
          ),
        );
      gameClassify = classifyOptions(
        rows.map((row) => row.classify ?? ''),
        viewer.languages,
      );
    }
    entries.push({
      gameCategory: category,
      vendors: inCategory.map((vendor) => vendorGameView(deps, vendor, category)),
      gameClassify,
    });
  }
  entries.push({ gameCategory: 'PROMO', vendors: [], gameClassify: [] });
  entries.push({ gameCategory: 'FAV', vendors: [], gameClassify: [] });
  return entries;
}

/**
 * Spec §7 game list: one page of games in sort order. A page above the total answers the last page
 * (spec §5: pages above the total are ignored), so a stale link never shows an empty lobby.
 */
export async function listGames(
  deps: GamesDeps,
  viewer: CatalogViewer,
  query: GameListQuery,
): Promise<{ ok: true; list: GameList } | UnknownVendor> {
  const vendors = await vendorsFor(deps, viewer, query.vassalage);
  if (!vendors) return { ok: false, code: 'UNKNOWN_VENDOR' };
  const where = visibleGames(
    viewer,
    vendors.map((vendor) => vendor.code),
    query,
  );
  // One round trip per page: the total rides along as a window count over the filtered games.
  const pageOf = (pageNo: number) =>
    deps.db
      .select({ ...viewColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(games)
      .where(where)
      .orderBy(asc(games.sortOrder), asc(games.nodeId))
      .limit(query.pageSize)
      .offset((pageNo - 1) * query.pageSize);
  let pageNo = Math.max(1, query.pageNo);
  let rows = await pageOf(pageNo);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && pageNo > 1) {
    // Spec §5: a page above the total is ignored, so the last page answers.
    const [counted] = await deps.db.select({ total: count() }).from(games).where(where);
    total = counted?.total ?? 0;
    if (total) {
      pageNo = Math.ceil(total / query.pageSize);
      rows = await pageOf(pageNo);
    }
  }
  const totalPages = Math.ceil(total / query.pageSize);
  pageNo = Math.max(1, Math.min(pageNo, totalPages));
  const names = new Map(vendors.map((vendor) => [vendor.code, vendor.displayName]));
  return {
    ok: true,
    list: {
      games: rows.map((row) => gameView(deps, viewer, names.get(row.vendorCode) ?? row.vendorCode, row)),
      pageNo,
      pageSize: query.pageSize,
      total,
      totalPages,
    },
  };
}

/** Spec §7 hot games: the hot games of a category or vendor, in sort order. */
export async function listHotGames(
  deps: GamesDeps,
  viewer: CatalogViewer,
  query: HotGamesQuery,
): Promise<{ ok: true; list: Game[] } | UnknownVendor> {
  const vendors = await vendorsFor(deps, viewer, query.vassalage);
  if (!vendors) return { ok: false, code: 'UNKNOWN_VENDOR' };
  const rows = await deps.db
    .select(viewColumns)
    .from(games)
    .where(
      and(
        visibleGames(
          viewer,
          vendors.map((vendor) => vendor.code),
          query,
        ),
        eq(games.isHot, true),
      ),
    )
    .orderBy(asc(games.sortOrder), asc(games.nodeId))
    .limit(HOT_GAMES_LIMIT);
  const names = new Map(vendors.map((vendor) => [vendor.code, vendor.displayName]));
  return {
    ok: true,
    list: rows.map((row) => gameView(deps, viewer, names.get(row.vendorCode) ?? row.vendorCode, row)),
  };
}

/** Spec §7 game vendors: one lane per category with at least one vendor, vendors in the merchant's order. */
export async function listGameVendors(deps: GamesDeps, viewer: CatalogViewer): Promise<GameVendors> {
  const vendors = await offeredVendors(deps, viewer);
  const lanes = GAME_CATEGORIES.map((gameType) => ({
    gameType,
    vendors: vendors
      .filter((vendor) => vendor.gameTypes.includes(gameType))
      .map((vendor) => vendorGameView(deps, vendor, gameType)),
  })).filter((lane) => lane.vendors.length > 0);
  return { data: { lanes } };
}

/** Spec §7 vendor game type: the categories one offered vendor has games in. */
export async function listVendorGameTypes(
  deps: GamesDeps,
  viewer: CatalogViewer,
  vassalage: string,
): Promise<{ ok: true; list: VendorGame[] } | UnknownVendor> {
  const vendors = await offeredVendors(deps, viewer);
  const vendor = vendors.find((candidate) => candidate.code === vassalage);
  if (!vendor) return { ok: false, code: 'UNKNOWN_VENDOR' };
  const types = GAME_CATEGORIES.filter((category) => vendor.gameTypes.includes(category));
  return { ok: true, list: types.map((gameType) => vendorGameView(deps, vendor, gameType)) };
}

/** A game the merchant shows, with what starting it depends on: its vendor's mode and maintenance. */
export interface PlayableGame {
  game: Game;
  vendor: MerchantVendor;
  maintenanceEnd: Date | null;
}

/** One game by node id if the merchant shows it (enabled, vendor offered, not hidden), else null. */
export async function findVisibleGame(
  deps: GamesDeps,
  viewer: CatalogViewer,
  nodeId: number,
): Promise<PlayableGame | null> {
  const vendors = await offeredVendors(deps, viewer);
  const [row] = await deps.db
    .select(viewColumns)
    .from(games)
    .where(
      and(
        eq(games.nodeId, nodeId),
        visibleGames(
          viewer,
          vendors.map((vendor) => vendor.code),
          {},
        ),
      ),
    );
  const vendor = row && vendors.find((candidate) => candidate.code === row.vendorCode);
  if (!row || !vendor) return null;
  return {
    game: gameView(deps, viewer, vendor.displayName, row),
    vendor,
    maintenanceEnd: vendor.maintenanceEndsAt,
  };
}
