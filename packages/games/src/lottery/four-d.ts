import { fraction } from '../table/fraction.ts';
import { FOUR_D_TIERS, type FourDResult, type FourDTier } from './draws.ts';
import { digitsPattern, type LotteryMarket } from './market.ts';

/**
 * 4D: a bet names a 4-digit number. BIG pays on any of the 23 drawn numbers, by the tier it was
 * drawn in; SMALL only on the first three, at higher odds. The 23 numbers are different, so a
 * number wins at most one tier: a tier of c numbers is hit with chance c/10000. The defaults are
 * the common published table per unit staked (BIG 2,500 / 1,000 / 500 / 180 / 60; SMALL 3,500 /
 * 2,000 / 1,000): a return of 64% (BIG) and 65% (SMALL), as 4D's is.
 */
type FourD = LotteryMarket<FourDResult>;

function fourD(code: 'BIG' | 'SMALL', odds: Partial<Record<FourDTier, number>>): FourD {
  const paid = FOUR_D_TIERS.filter(({ tier }) => odds[tier] !== undefined);
  return {
    code,
    selection: (text) => (digitsPattern(4).test(text) ? text : null),
    wins(result, selection) {
      const tier = paid.find(({ tier }) => result[tier].includes(selection));
      return tier ? [{ key: tier.tier, times: 1 }] : [];
    },
    expected: () => new Map(paid.map(({ tier, count }) => [tier, fraction(BigInt(count), 10_000n)])),
    defaultOdds: odds as Record<string, number>,
  };
}

export const FOUR_D_MARKETS: readonly FourD[] = [
  fourD('BIG', {
    FIRST: 2_500_000,
    SECOND: 1_000_000,
    THIRD: 500_000,
    STARTER: 180_000,
    CONSOLATION: 60_000,
  }),
  fourD('SMALL', { FIRST: 3_500_000, SECOND: 2_000_000, THIRD: 1_000_000 }),
];
