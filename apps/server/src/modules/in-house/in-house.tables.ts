import type { InHouseGame } from '@platform/contract/in-house';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';

/**
 * A member's provably fair seed pair (DESIGN §6). The server seed stays secret (only its SHA-256 is
 * shown) until a rotation retires the pair and reveals it; `nonce` is the nonce of the next round,
 * taken and incremented under this row's lock, so each round of a pair has its own.
 */
export const inHouseSeedPairs = pgTable(
  'in_house_seed_pairs',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    /** When a rotation retired the pair and revealed its server seed; null while in use. */
    revealedAt: at('revealed_at'),
  },
  (t) => [
    // One pair in use per member.
    uniqueIndex('in_house_seed_pairs_active').on(t.memberId).where(sql`${t.revealedAt} is null`),
    index('in_house_seed_pairs_revealed').on(t.memberId, t.revealedAt.desc()),
    check('in_house_seed_pairs_nonce', sql`${t.nonce} >= 0`),
  ],
);

export const IN_HOUSE_ROUND_STATUSES = ['open', 'settled'] as const;
export type InHouseRoundStatus = (typeof IN_HOUSE_ROUND_STATUSES)[number];

/**
 * One round of an in-house game, written in the transaction that moves its money. `round_key` is
 * the client's idempotency key: the same key again answers this round and moves nothing.
 */
export const inHouseRounds = pgTable(
  'in_house_rounds',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    roundKey: uuid('round_key').notNull(),
    /** SHA-256 of the request (game and bets): the same key with other bets is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    game: varchar('game', { length: 16 }).$type<InHouseGame>().notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' })
      .notNull()
      .references(() => inHouseSeedPairs.id, { onDelete: 'restrict' }),
    nonce: integer('nonce').notNull(),
    /** Played with free-play money: trial account against the trial house, no bet record. */
    trial: boolean('trial').notNull(),
    /** Everything staked, minor units (blackjack adds doubles, splits and insurance). */
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Paid back in all, minor units; null while open. */
    totalReturn: bigint('total_return', { mode: 'number' }),
    /** The validated bets with what each returned (server-side JSON). */
    bets: jsonb('bets').notNull(),
    /** The engine's outcome; blackjack's full state, hole card included: never sent as it is. */
    outcome: jsonb('outcome').notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<InHouseRoundStatus>().notNull(),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('in_house_rounds_key').on(t.memberId, t.roundKey),
    uniqueIndex('in_house_rounds_nonce').on(t.seedPairId, t.nonce),
    index('in_house_rounds_member').on(t.memberId, t.id.desc()),
    check('in_house_rounds_status', sql`${t.status} in ('open', 'settled')`),
    check('in_house_rounds_amounts', sql`${t.stake} > 0 and coalesce(${t.totalReturn}, 0) >= 0`),
  ],
);

/** A blackjack action accepted on a round, idempotent by the client's key. */
export const inHouseRoundActions = pgTable(
  'in_house_round_actions',
  {
    roundId: bigint('round_id', { mode: 'number' })
      .notNull()
      .references(() => inHouseRounds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    actionKey: uuid('action_key').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roundId, t.seq] }),
    uniqueIndex('in_house_round_actions_key').on(t.roundId, t.actionKey),
  ],
);

/** A merchant's stake limits per in-house game, per bet, in minor units; defaults when no row. */
export const inHouseLimits = pgTable(
  'in_house_limits',
  {
    merchantId: merchantRef(),
    game: varchar('game', { length: 16 }).$type<InHouseGame>().notNull(),
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.game] }),
    check('in_house_limits_range', sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake}`),
  ],
);
