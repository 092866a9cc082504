import type { Rng } from '../fairness/fairness.ts';
import {
  drawFiveDigits,
  drawFourD,
  drawVietnamese,
  type FiveDigitResult,
  type FourDResult,
  VN_NORTH_TIERS,
  VN_SOUTH_TIERS,
  type VnResult,
} from './draws.ts';
import { FIVE_D_MARKETS } from './five-d.ts';
import { FOUR_D_MARKETS } from './four-d.ts';
import { type LotteryMarket, type Odds, payout } from './market.ts';
import { vietnameseMarkets } from './vietnamese.ts';

/**
 * The lottery families: how a draw is made and what can be bet on it. A lottery the operator runs
 * (a game code with a schedule: the 1, 3 and 5 minute fast lotteries, the daily Vietnamese and 4D
 * draws) is one of these.
 */
export interface LotteryFamily<Result> {
  readonly code: string;
  draw(rng: Rng): Result;
  readonly markets: readonly LotteryMarket<Result>[];
}

export const FIVE_D: LotteryFamily<FiveDigitResult> = {
  code: 'FIVE_D',
  draw: drawFiveDigits,
  markets: FIVE_D_MARKETS,
};
export const VN_NORTH: LotteryFamily<VnResult> = {
  code: 'VN_NORTH',
  draw: (rng) => drawVietnamese(rng, VN_NORTH_TIERS),
  markets: vietnameseMarkets(VN_NORTH_TIERS, 'north'),
};
export const VN_SOUTH: LotteryFamily<VnResult> = {
  code: 'VN_SOUTH',
  draw: (rng) => drawVietnamese(rng, VN_SOUTH_TIERS),
  markets: vietnameseMarkets(VN_SOUTH_TIERS, 'south'),
};
export const FOUR_D: LotteryFamily<FourDResult> = {
  code: 'FOUR_D',
  draw: drawFourD,
  markets: FOUR_D_MARKETS,
};

export const LOTTERY_FAMILIES = [FIVE_D, VN_NORTH, VN_SOUTH, FOUR_D] as const;

export interface LotteryBet {
  readonly market: string;
  readonly selection: string;
  /** Minor units. */
  readonly stake: number;
}

export type BetRefusal = 'UNKNOWN_MARKET' | 'BAD_SELECTION' | 'BAD_STAKE';

/** The bet in its canonical spelling, or why it cannot be placed on this family. */
export function checkBet<Result>(
  family: LotteryFamily<Result>,
  bet: LotteryBet,
): { ok: true; bet: LotteryBet } | { ok: false; refusal: BetRefusal } {
  const market = family.markets.find((m) => m.code === bet.market);
  if (!market) return { ok: false, refusal: 'UNKNOWN_MARKET' };
  const selection = market.selection(bet.selection);
  if (selection === null) return { ok: false, refusal: 'BAD_SELECTION' };
  if (!Number.isSafeInteger(bet.stake) || bet.stake <= 0) return { ok: false, refusal: 'BAD_STAKE' };
  return { ok: true, bet: { ...bet, selection } };
}

/**
 * What a checked bet returns on a result at the market's odds (minor units, stake included; 0 for
 * a loss). `odds` are the market's, keyed as its `defaultOdds` are.
 */
export function settleBet<Result>(
  family: LotteryFamily<Result>,
  result: Result,
  bet: LotteryBet,
  odds: Odds,
): number {
  const market = family.markets.find((m) => m.code === bet.market);
  if (!market) throw new RangeError(`${family.code} has no market ${bet.market}`);
  return payout(bet.stake, market.wins(result, bet.selection), odds);
}
