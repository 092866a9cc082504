import { z } from 'zod';
import { adminPagingFields, cappedTotalFields } from './list-query.ts';
import { LOTTERY_DRAW_STATUSES, LOTTERY_FAMILY_CODES, LotteryGameCodeSchema } from './lottery.ts';
import { text } from './text.ts';

/**
 * The operator's side of the in-house lotteries (docs/lottery.md, "Operator settings"): each
 * lottery's switch, stake limits, exposure cap, close and odds, and its draws with their money.
 */

/**
 * Odds in thousandths. A win must return more than the stake (above 1.000), and 10,000.000 is far
 * beyond any published table (3 càng pays 970), so a slip of the finger cannot price a market at
 * a million to one.
 */
export const LOTTERY_ODDS_MIN_EXCLUSIVE = 1_000;
export const LOTTERY_ODDS_MAX = 10_000_000;
/** Betting may close at most a day before the draw. */
export const LOTTERY_CLOSE_MAX_SECONDS = 86_400;

export const LotteryOddsValueSchema = z
  .number()
  .int('Odds are whole thousandths')
  .gt(LOTTERY_ODDS_MIN_EXCLUSIVE, 'A win must return more than the stake')
  .max(LOTTERY_ODDS_MAX, 'Odds of at most 10,000');

const MinorSchema = z
  .number()
  .int('Whole minor units only')
  .positive('More than zero')
  .max(Number.MAX_SAFE_INTEGER);

/** Market code to its odds (odds key to thousandths); every key of a priced market is required (checked by the server against the family). */
export const LotteryOddsTableSchema = z.record(
  text().min(1).max(24),
  z.record(text().min(1).max(24), LotteryOddsValueSchema),
);

/**
 * One lottery's settings, PUT whole. `odds` names the markets the operator prices; a market left
 * out pays the engine's defaults. New settings apply to bets placed afterwards: a bet keeps the
 * odds it was taken at, and a draw already open keeps its close.
 */
export const UpdateLotterySettingsSchema = z
  .strictObject({
    enabled: z.boolean(),
    minStake: MinorSchema,
    maxStake: MinorSchema,
    maxExposure: MinorSchema,
    closeBeforeSeconds: z
      .number()
      .int('Whole seconds')
      .min(0, 'Zero or more seconds')
      .max(LOTTERY_CLOSE_MAX_SECONDS, 'At most a day'),
    odds: LotteryOddsTableSchema,
  })
  .refine((settings) => settings.maxStake >= settings.minStake, {
    message: 'The largest stake is below the smallest',
    path: ['maxStake'],
  });
export type UpdateLotterySettings = z.infer<typeof UpdateLotterySettingsSchema>;

export const AdminLotteryParamsSchema = z.strictObject({ gameCode: LotteryGameCodeSchema });

export const AdminLotteryMarketSchema = z.object({
  code: text(),
  /** The odds a bet placed now is taken at. */
  odds: z.record(text(), z.number().int()),
  defaultOdds: z.record(text(), z.number().int()),
  /** True when the operator priced this market; false when it pays the engine's defaults. */
  custom: z.boolean(),
});
export type AdminLotteryMarket = z.infer<typeof AdminLotteryMarketSchema>;

export const AdminLotterySchema = z.object({
  gameCode: text(),
  family: z.enum(LOTTERY_FAMILY_CODES),
  schedule: text(),
  closeBeforeSeconds: z.number().int(),
  enabled: z.boolean(),
  minStake: z.number().int(),
  maxStake: z.number().int(),
  maxExposure: z.number().int(),
  markets: z.array(AdminLotteryMarketSchema),
});
export type AdminLottery = z.infer<typeof AdminLotterySchema>;

export const AdminLotteryListSchema = z.object({ list: z.array(AdminLotterySchema) });
export type AdminLotteryList = z.infer<typeof AdminLotteryListSchema>;

export const AdminLotteryDrawsQuerySchema = z.strictObject(adminPagingFields);
export type AdminLotteryDrawsQuery = z.infer<typeof AdminLotteryDrawsQuerySchema>;

/** One draw as the operator sees it: its times, its status and its money. */
export const AdminLotteryDrawSchema = z.object({
  drawId: text(),
  status: z.enum(LOTTERY_DRAW_STATUSES),
  opensAt: text(),
  closesAt: text(),
  drawsAt: text(),
  drawnAt: text().nullable(),
  settledAt: text().nullable(),
  slipCount: z.number().int(),
  /** Stakes of the slips taken (a cancelled draw's were refunded). */
  totalStaked: z.number().int(),
  /** Returns paid on settled slips. */
  totalPaid: z.number().int(),
  /** The largest exposure of one selection: what the draw would owe at worst on one number. */
  largestLiability: z.number().int(),
});
export type AdminLotteryDraw = z.infer<typeof AdminLotteryDrawSchema>;

/** A fast lottery draws 1,440 times a day: the total is counted up to 10,000 (`totalCapped` beyond). */
export const AdminLotteryDrawPageSchema = z.object({
  list: z.array(AdminLotteryDrawSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  ...cappedTotalFields,
});
export type AdminLotteryDrawPage = z.infer<typeof AdminLotteryDrawPageSchema>;

/** What cancelling a draw answers: the slips refunded and their stakes in all. */
export const LotteryCancelResultSchema = z.object({ refunded: z.number().int(), amount: z.number().int() });
export type LotteryCancelResult = z.infer<typeof LotteryCancelResultSchema>;
