import type { LotteryDrawStatus, LotterySlipStatus } from '@platform/contract/lottery';
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
 * A lottery a merchant runs (docs/lottery.md): one of the engine's families on a schedule read in
 * the merchant's time zone, each period's end a draw. Betting closes `close_before_seconds` before
 * the draw. Odds are the engine's defaults unless `odds` names the market (thousandths per key).
 */
export const lotteryGames = pgTable(
  'lottery_games',
  {
    id: rowId(),
    merchantId: merchantRef(),
    gameCode: varchar('game_code', { length: 24 }).notNull(),
    family: varchar('family', { length: 16 }).notNull(),
    schedule: varchar('schedule', { length: 64 }).notNull(),
    closeBeforeSeconds: integer('close_before_seconds').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Market code to its odds (key to thousandths), for the markets the operator priced. */
    odds: jsonb('odds').$type<Record<string, Record<string, number>>>().notNull().default({}),
    minStake: bigint('min_stake', { mode: 'number' }).notNull(),
    maxStake: bigint('max_stake', { mode: 'number' }).notNull(),
    /** The most one selection of one market may owe in one draw (minor units): the exposure cap. */
    maxExposure: bigint('max_exposure', { mode: 'number' }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('lottery_games_code').on(t.merchantId, t.gameCode),
    check('lottery_games_close', sql`${t.closeBeforeSeconds} >= 0`),
    check(
      'lottery_games_limits',
      sql`${t.minStake} > 0 and ${t.maxStake} >= ${t.minStake} and ${t.maxExposure} > 0`,
    ),
  ],
);

/**
 * One draw of a lottery. Its server seed is made with the row, before any bet, and only its
 * SHA-256 is shown until the draw: the numbers are the engine's draw from that seed and the public
 * `draw_id`. Status moves open → drawn → settled, or to cancelled (every slip refunded).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: rowId(),
    merchantId: merchantRef(),
    lotteryId: bigint('lottery_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryGames.id, { onDelete: 'restrict' }),
    /** The public id, the generator's client seed: `<gameCode>-<local draw time>`. */
    drawId: varchar('draw_id', { length: 64 }).notNull(),
    opensAt: at('opens_at').notNull(),
    closesAt: at('closes_at').notNull(),
    drawsAt: at('draws_at').notNull(),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).$type<LotteryDrawStatus>().notNull().default('open'),
    result: jsonb('result'),
    drawnAt: at('drawn_at'),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_draws_time').on(t.lotteryId, t.drawsAt),
    uniqueIndex('lottery_draws_public_id').on(t.merchantId, t.drawId),
    // The job's work list: draws due and draws drawn but not settled.
    index('lottery_draws_pending').on(t.drawsAt).where(sql`${t.status} in ('open', 'drawn')`),
    check('lottery_draws_status', sql`${t.status} in ('open', 'drawn', 'settled', 'cancelled')`),
    check('lottery_draws_times', sql`${t.opensAt} <= ${t.closesAt} and ${t.closesAt} <= ${t.drawsAt}`),
  ],
);

/**
 * A member's slip of bets on one draw, its stake taken in one posting and its return paid in one,
 * both keyed by the slip. `slip_key` is the client's idempotency key.
 */
export const lotterySlips = pgTable(
  'lottery_slips',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('restrict'),
    drawRowId: bigint('draw_row_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'restrict' }),
    slipKey: uuid('slip_key').notNull(),
    /** SHA-256 of the request: the same key with other bets is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    /** Paid back in all; null until settled (0 for a loss). */
    payout: bigint('payout', { mode: 'number' }),
    status: varchar('status', { length: 16 }).$type<LotterySlipStatus>().notNull().default('open'),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('lottery_slips_key').on(t.memberId, t.slipKey),
    index('lottery_slips_member').on(t.memberId, t.id.desc()),
    index('lottery_slips_draw_open').on(t.drawRowId).where(sql`${t.status} = 'open'`),
    check('lottery_slips_status', sql`${t.status} in ('open', 'settled', 'cancelled')`),
    check('lottery_slips_amounts', sql`${t.stake} > 0 and coalesce(${t.payout}, 0) >= 0`),
  ],
);

/** One bet of a slip, with the odds it was taken at (later changes of the market's odds never touch it). */
export const lotteryBets = pgTable(
  'lottery_bets',
  {
    id: rowId(),
    slipId: bigint('slip_id', { mode: 'number' })
      .notNull()
      .references(() => lotterySlips.id, { onDelete: 'cascade' }),
    market: varchar('market', { length: 24 }).notNull(),
    selection: varchar('selection', { length: 32 }).notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    odds: jsonb('odds').$type<Record<string, number>>().notNull(),
    /** What one win at the market's best odds would pay: what the bet adds to the exposure. */
    liability: bigint('liability', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }),
  },
  (t) => [index('lottery_bets_slip').on(t.slipId), check('lottery_bets_stake', sql`${t.stake} > 0`)],
);

/** What a draw owes on one selection of one market if it comes up: capped per lottery. */
export const lotteryExposure = pgTable(
  'lottery_exposure',
  {
    drawRowId: bigint('draw_row_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    market: varchar('market', { length: 24 }).notNull(),
    selection: varchar('selection', { length: 32 }).notNull(),
    liability: bigint('liability', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.drawRowId, t.market, t.selection] }),
    check('lottery_exposure_liability', sql`${t.liability} >= 0`),
  ],
);
