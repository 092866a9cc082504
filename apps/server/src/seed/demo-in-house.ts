import { type GameFeedInput, GameFeedSchema } from '@platform/contract/games';
import { IN_HOUSE_LIVE_GAMES, IN_HOUSE_VENDOR, type InHouseGame } from '@platform/contract/in-house';
import type { Database } from '../db/client.ts';
import { importGameFeed } from '../modules/games/catalog-import.service.ts';
import { merchantVendors } from '../modules/games/vendors.tables.ts';
import { insertInHouseVendor } from '../modules/in-house/in-house.service.ts';

/**
 * The in-house games in the catalog: vendor INHOUSE, its six games under INHOUSE, and the table
 * games listed once more under LIVE (same game code, so they play the same engine). Apart from the
 * demo vendors' seed because that one runs only on an empty catalog, and this must reach demos
 * whose catalog already exists. Idempotent: the import writes only what differs.
 */

const NAMES: Readonly<Record<InHouseGame, { EN: string; CN: string }>> = {
  slot: { EN: 'Lucky Fruits Slot', CN: '幸运水果老虎机' },
  baccarat: { EN: 'Fair Baccarat', CN: '公平百家乐' },
  'dragon-tiger': { EN: 'Fair Dragon Tiger', CN: '公平龙虎' },
  roulette: { EN: 'Fair Roulette', CN: '公平轮盘' },
  'sic-bo': { EN: 'Fair Sic Bo', CN: '公平骰宝' },
  blackjack: { EN: 'Fair Blackjack', CN: '公平二十一点' },
};

/** Where the merchant lists the vendor among its others. */
const IN_HOUSE_SORT_ORDER = 100;

export function inHouseGameFeed(): GameFeedInput {
  const entry = (game: InHouseGame, gameType: 'INHOUSE' | 'LIVE', sortOrder: number) => ({
    gameId: gameType === 'INHOUSE' ? game : `live-${game}`,
    gameCode: game,
    names: { ...NAMES[game], MY: NAMES[game].EN },
    gameType,
    isHot: gameType === 'INHOUSE',
    // No free-trial button: members play with their money, trial members with trial money.
    supportPlay: 1 as const,
    iconUrl: `DEMO_GAMES/${IN_HOUSE_VENDOR}/${game}.png`,
    sortOrder,
  });
  const games = Object.keys(NAMES) as InHouseGame[];
  return {
    vendor: IN_HOUSE_VENDOR,
    games: [
      ...games.map((game, index) => entry(game, 'INHOUSE', index)),
      ...IN_HOUSE_LIVE_GAMES.map((game, index) => entry(game, 'LIVE', index)),
    ],
  };
}

/** The INHOUSE vendor, offered by the merchant, with its games. */
export async function seedInHouseCatalog(db: Database, merchantId: number, now: Date): Promise<void> {
  await insertInHouseVendor(db, now);
  await db
    .insert(merchantVendors)
    .values({ merchantId, vendorCode: IN_HOUSE_VENDOR, sortOrder: IN_HOUSE_SORT_ORDER })
    .onConflictDoNothing();
  await db.transaction(async (tx) => {
    const outcome = await importGameFeed(tx, GameFeedSchema.parse(inHouseGameFeed()), now);
    if (!outcome.ok) throw new Error(`In-house games: ${outcome.message}`);
  });
}
