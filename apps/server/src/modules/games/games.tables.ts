import type { GameCategory, GameClassify, IsGame } from '@platform/contract/constants';
import type { LocalizedText } from '@platform/contract/i18n';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef } from '../../db/columns.ts';
import { vendorRef } from './vendors.tables.ts';

/**
 * One game of one vendor (spec §3 Game), the same for every merchant. `node_id` is the stable id
 * the client keeps (favourites, recent): a feed re-import updates the row and never renumbers it.
 * Games a feed stops listing are disabled, not deleted, so favourites and bet records keep them.
 */
export const games = pgTable(
  'games',
  {
    nodeId: integer('node_id').primaryKey().generatedAlwaysAsIdentity(),
    vendorCode: vendorRef('cascade'),
    /** The vendor's own id of the game, the key of its feed. */
    gameId: varchar('game_id', { length: 64 }).notNull(),
    /** What the launch sends to the vendor. */
    gameCode: varchar('game_code', { length: 64 }).notNull(),
    names: jsonb('names').$type<LocalizedText>().notNull(),
    /** Every name, accent-free and lower case (`search-key.ts`), for the trigram search index. */
    searchText: text('search_text').notNull(),
    gameType: varchar('game_type', { length: 16 }).$type<GameCategory>().notNull(),
    gameClassify: varchar('game_classify', { length: 8 }).$type<GameClassify>(),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    supportPlay: smallint('support_play').$type<0 | 1>().notNull().default(1),
    showIcon: boolean('show_icon').notNull().default(true),
    /** An image-host path or an https URL. */
    iconUrl: varchar('icon_url', { length: 300 }),
    isGame: varchar('is_game', { length: 16 }).$type<IsGame>().notNull().default('GAME'),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('games_vendor_game_id').on(t.vendorCode, t.gameId),
    // The lobby's pages: one category (and often one vendor) in sort order.
    index('games_lobby').on(t.gameType, t.vendorCode, t.sortOrder, t.nodeId).where(sql`${t.enabled}`),
    index('games_hot').on(t.sortOrder, t.nodeId).where(sql`${t.enabled} and ${t.isHot}`),
    index('games_search_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    check('games_support_play', sql`${t.supportPlay} in (0, 1)`),
    check('games_is_game', sql`${t.isGame} in ('GAME', 'VASSALAGE')`),
  ],
);

/** Games one merchant has taken off its site while still offering the vendor's others. */
export const merchantHiddenGames = pgTable(
  'merchant_hidden_games',
  {
    merchantId: merchantRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.nodeId] })],
);
