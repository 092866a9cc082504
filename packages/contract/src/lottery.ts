import { z } from 'zod';
import { text } from './text.ts';

/**
 * In-house lotteries (docs/lottery.md): the engine's families drawn on schedules by the job
 * runner, each draw's server seed committed (its SHA-256 shown) before betting opens, so anyone can
 * recompute the numbers once the draw reveals it.
 */

export const LOTTERY_FAMILY_CODES = ['FIVE_D', 'VN_NORTH', 'VN_SOUTH', 'FOUR_D'] as const;
export type LotteryFamilyCode = (typeof LOTTERY_FAMILY_CODES)[number];

export const LOTTERY_DRAW_STATUSES = ['open', 'drawn', 'settled', 'cancelled'] as const;
export type LotteryDrawStatus = (typeof LOTTERY_DRAW_STATUSES)[number];

export const LOTTERY_SLIP_STATUSES = ['open', 'settled', 'cancelled'] as const;
export type LotterySlipStatus = (typeof LOTTERY_SLIP_STATUSES)[number];

/** Most bets on one slip. */
export const LOTTERY_MAX_BETS = 50;
/** Most draws a results list answers. */
export const LOTTERY_RESULTS_MAX = 100;

const GAME_CODE = /^[A-Z0-9_]{2,24}$/;
const DRAW_ID = /^[A-Z0-9_]{2,24}-[0-9T+-]{8,30}$/;

export const LotteryGameCodeSchema = text().regex(GAME_CODE, 'Unknown lottery');
export const LotteryDrawIdSchema = text().regex(DRAW_ID, 'Unknown draw');

export const LotteryBetSchema = z.strictObject({
  market: text().min(1).max(24),
  selection: text().min(1).max(32),
  stake: z
    .number()
    .int('Whole minor units only')
    .positive('A stake is more than zero')
    .max(Number.MAX_SAFE_INTEGER),
});
export type LotteryBetRequest = z.infer<typeof LotteryBetSchema>;

export const PlaceLotterySlipSchema = z.strictObject({
  drawId: LotteryDrawIdSchema,
  /** The client's idempotency key: the same key again answers the first slip and moves nothing. */
  slipKey: z.uuid('A UUID'),
  bets: z.array(LotteryBetSchema).min(1).max(LOTTERY_MAX_BETS),
});
export type PlaceLotterySlip = z.infer<typeof PlaceLotterySlipSchema>;

export const LotteryDrawSchema = z.object({
  drawId: text(),
  gameCode: text(),
  family: z.enum(LOTTERY_FAMILY_CODES),
  opensAt: text(),
  closesAt: text(),
  drawsAt: text(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  /** SHA-256 (hex) of the draw's server seed, shown from the moment the draw opens. */
  serverSeedHash: text(),
  /** Revealed once the draw is made (or cancelled); null before. */
  serverSeed: text().nullable(),
  /** The engine's result (its shape is the family's); null before the draw. */
  result: z.unknown().nullable(),
});
export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;

export const LotteryMarketSchema = z.object({
  code: text(),
  /** Odds in thousandths per odds key: a win returns stake × odds / 1000, the stake included. */
  odds: z.record(text(), z.number().int()),
});

export const LotteryGameSchema = z.object({
  gameCode: text(),
  family: z.enum(LOTTERY_FAMILY_CODES),
  schedule: text(),
  closeBeforeSeconds: z.number().int(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  markets: z.array(LotteryMarketSchema),
  /** The draw taking bets now; null while none is open. */
  next: LotteryDrawSchema.nullable(),
  /** The latest draw made. */
  last: LotteryDrawSchema.nullable(),
});
export type LotteryGame = z.infer<typeof LotteryGameSchema>;

export const LotteryGameListSchema = z.object({ list: z.array(LotteryGameSchema) });

export const LotteryResultsQuerySchema = z.strictObject({
  gameCode: LotteryGameCodeSchema,
  limit: z.coerce.number().int().min(1).max(LOTTERY_RESULTS_MAX).optional(),
});

/** The Vietnamese lotteries' families (spec §7 `/lgw/vn/games/...`). */
export const VN_LOTTERY_FAMILIES = ['VN_NORTH', 'VN_SOUTH'] as const satisfies readonly LotteryFamilyCode[];

export const RecentResultsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(LOTTERY_RESULTS_MAX).optional(),
});

export const LotteryDrawParamsSchema = z.strictObject({ drawId: LotteryDrawIdSchema });

export const LotteryDrawListSchema = z.object({ list: z.array(LotteryDrawSchema) });

export const LotterySlipBetSchema = z.object({
  market: text(),
  selection: text(),
  stake: z.number().int(),
  odds: z.record(text(), z.number().int()),
  /** What one win at the best odds key returns: the figure the bet slip shows before confirming. */
  potentialWin: z.number().int(),
  /** Null until settled. */
  payout: z.number().int().nullable(),
});

export const LotterySlipSchema = z.object({
  id: text(),
  gameCode: text(),
  drawId: text(),
  status: z.enum(LOTTERY_SLIP_STATUSES),
  stake: z.number().int(),
  payout: z.number().int().nullable(),
  placedAt: text(),
  settledAt: text().nullable(),
  bets: z.array(LotterySlipBetSchema),
});
export type LotterySlip = z.infer<typeof LotterySlipSchema>;

export const LotterySlipListSchema = z.object({ list: z.array(LotterySlipSchema) });

/** One selection's exposure on a draw (operator): what the draw owes if it comes up, and the cap. */
export const LotteryExposureSchema = z.object({
  drawId: text(),
  maxExposure: z.number().int(),
  list: z.array(
    z.object({ market: text(), selection: text(), liability: z.number().int(), remaining: z.number().int() }),
  ),
});
