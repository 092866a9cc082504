import type { LotteryFamilyCode } from '@platform/contract/lottery';
import { FIVE_D, FOUR_D, type LotteryFamily, VN_NORTH, VN_SOUTH } from '@platform/games/lottery/lottery';
import type { LotteryMarket, Odds } from '@platform/games/lottery/market';

/** The engine's family behind a lottery row (results are JSON: the family's own shape). */
export const FAMILIES: Readonly<Record<LotteryFamilyCode, LotteryFamily<unknown>>> = {
  FIVE_D: FIVE_D as LotteryFamily<unknown>,
  VN_NORTH: VN_NORTH as LotteryFamily<unknown>,
  VN_SOUTH: VN_SOUTH as LotteryFamily<unknown>,
  FOUR_D: FOUR_D as LotteryFamily<unknown>,
};

export const familyOf = (code: string): LotteryFamily<unknown> => {
  const family = FAMILIES[code as LotteryFamilyCode];
  if (!family) throw new RangeError(`unknown lottery family ${code}`);
  return family;
};

/** A market's odds on a site: the operator's where set, else the engine's defaults. */
export function oddsOf(
  market: LotteryMarket<unknown>,
  priced: Readonly<Record<string, Record<string, number>>>,
): Odds {
  return priced[market.code] ?? market.defaultOdds;
}

/**
 * What one bet adds to the draw's exposure on its selection: one win at the market's best-paying
 * key (a lô number ending several prizes may win more; the cap counts the usual worst case).
 */
export function liabilityOf(stake: number, odds: Odds): number {
  const best = Math.max(...Object.values(odds));
  return Number((BigInt(stake) * BigInt(best)) / 1000n);
}

/**
 * The lotteries a new site starts with: the three fast lotteries, the northern and southern
 * Vietnamese draws at their published local times, and 4D on Wednesdays and weekends.
 */
export const DEFAULT_LOTTERIES = [
  { gameCode: 'FAST1', family: 'FIVE_D', schedule: 'every 1m', closeBeforeSeconds: 5 },
  { gameCode: 'FAST3', family: 'FIVE_D', schedule: 'every 3m', closeBeforeSeconds: 10 },
  { gameCode: 'FAST5', family: 'FIVE_D', schedule: 'every 5m', closeBeforeSeconds: 15 },
  { gameCode: 'VN_NORTH', family: 'VN_NORTH', schedule: '15 18 * * *', closeBeforeSeconds: 900 },
  { gameCode: 'VN_SOUTH', family: 'VN_SOUTH', schedule: '15 16 * * *', closeBeforeSeconds: 900 },
  { gameCode: 'FOUR_D', family: 'FOUR_D', schedule: '0 19 * * 0,3,6', closeBeforeSeconds: 900 },
] as const satisfies readonly {
  gameCode: string;
  family: LotteryFamilyCode;
  schedule: string;
  closeBeforeSeconds: number;
}[];

/** Per bet, minor units; the exposure cap per selection per draw. */
export const DEFAULT_LOTTERY_LIMITS = {
  minStake: 100,
  maxStake: 1_000_000,
  maxExposure: 50_000_000,
} as const;
