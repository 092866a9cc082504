import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { at, merchantRef } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { games } from './games.tables.ts';

/** A member's favourite games (spec §4 Favourites), newest first on the FAV list. */
export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: memberRef('cascade'),
    merchantId: merchantRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('favourite_games_member_time').on(t.memberId, t.createdAt.desc()),
  ],
);

/**
 * The games a member opened or played last (spec §2 RECENT), one row per game with the last time:
 * a launch and every settled round touch it.
 */
export const recentGames = pgTable(
  'recent_games',
  {
    memberId: memberRef('cascade'),
    merchantId: merchantRef(),
    nodeId: integer('node_id')
      .notNull()
      .references(() => games.nodeId, { onDelete: 'cascade' }),
    lastPlayedAt: at('last_played_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.nodeId] }),
    index('recent_games_member_time').on(t.memberId, t.lastPlayedAt.desc()),
  ],
);
