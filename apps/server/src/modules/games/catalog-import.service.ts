import type { FieldError } from '@platform/contract/errors';
import type { GameFeed, GameImportResult } from '@platform/contract/games';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { games } from './games.tables.ts';
import { searchTextOf } from './search-key.ts';
import { gameVendors } from './vendors.tables.ts';

export type ImportOutcome =
  | { ok: true; result: GameImportResult }
  | { ok: false; code: 'VALIDATION_ERROR'; message: string; fields: FieldError[] };

// Rows per INSERT: 1,000 games × 14 columns stays far below PostgreSQL's 65,535 parameters.
const CHUNK = 1_000;

/** The columns a feed sets; a re-import writes a row only when one of them differs. */
const FEED_COLUMNS = [
  'gameCode',
  'names',
  'searchText',
  'gameType',
  'gameClassify',
  'isHot',
  'isNew',
  'supportPlay',
  'showIcon',
  'iconUrl',
  'isGame',
  'sortOrder',
  'enabled',
] as const;
const columnNames = FEED_COLUMNS.map((key) => `"${games[key].name}"`);
const takeExcluded = Object.fromEntries(
  FEED_COLUMNS.map((key, i) => [key, sql.raw(`excluded.${columnNames[i]}`)]),
);
const rowDiffers = sql.raw(
  `(${columnNames.map((c) => `"games".${c}`).join(', ')}) is distinct from (${columnNames.map((c) => `excluded.${c}`).join(', ')})`,
);

/**
 * Upserts one vendor's whole game list (a feed validated by `GameFeedSchema`), idempotently: an
 * unchanged game is not written (the same feed twice changes nothing), a changed one is updated
 * in place under its node id, and games the feed no longer lists are disabled, never deleted, so
 * favourites and bet records keep pointing at them. Run it inside a transaction: the vendor row is
 * locked, so two imports of one vendor run one after the other.
 */
export async function importGameFeed(tx: Database, feed: GameFeed, now: Date): Promise<ImportOutcome> {
  const [vendor] = await tx
    .select({ code: gameVendors.code })
    .from(gameVendors)
    .where(eq(gameVendors.code, feed.vendor))
    .for('update');
  if (!vendor)
    return {
      ok: false,
      code: 'VALIDATION_ERROR',
      message: 'Unknown vendor',
      fields: [{ field: 'body.vendor', message: 'Unknown vendor' }],
    };

  let created = 0;
  let updated = 0;
  for (let start = 0; start < feed.games.length; start += CHUNK) {
    const rows = feed.games.slice(start, start + CHUNK).map((game) => ({
      vendorCode: feed.vendor,
      gameId: game.gameId,
      gameCode: game.gameCode ?? game.gameId,
      names: game.names,
      searchText: searchTextOf(game.names),
      gameType: game.gameType,
      gameClassify: game.gameClassify,
      isHot: game.isHot,
      isNew: game.isNew,
      supportPlay: game.supportPlay,
      showIcon: game.showIcon,
      iconUrl: game.iconUrl,
      isGame: game.isGame,
      sortOrder: game.sortOrder,
      enabled: true,
      updatedAt: now,
    }));
    const written = await tx
      .insert(games)
      .values(rows)
      .onConflictDoUpdate({
        target: [games.vendorCode, games.gameId],
        set: { ...takeExcluded, updatedAt: now },
        setWhere: rowDiffers,
      })
      // xmax is 0 on a row this statement inserted, and set on one it updated.
      .returning({ inserted: sql<boolean>`xmax = 0` });
    for (const row of written) row.inserted ? created++ : updated++;
  }

  const listed = feed.games.map((game) => game.gameId);
  const disabled = await tx
    .update(games)
    .set({ enabled: false, updatedAt: now })
    .where(
      and(
        eq(games.vendorCode, feed.vendor),
        eq(games.enabled, true),
        listed.length ? notInArray(games.gameId, listed) : undefined,
      ),
    )
    .returning({ nodeId: games.nodeId });

  // The vendor's categories follow its enabled games, so menus never offer an empty category.
  await tx
    .update(gameVendors)
    .set({
      gameTypes: sql`array(select distinct ${games.gameType} from ${games} where ${games.vendorCode} = ${feed.vendor} and ${games.enabled} order by 1)`,
    })
    .where(eq(gameVendors.code, feed.vendor));

  return {
    ok: true,
    result: {
      vendor: feed.vendor,
      created,
      updated,
      unchanged: feed.games.length - created - updated,
      disabled: disabled.length,
    },
  };
}
