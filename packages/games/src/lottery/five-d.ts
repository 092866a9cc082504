import { fraction } from '../table/fraction.ts';
import type { FiveDigitResult } from './draws.ts';
import { expectOne, type LotteryMarket, wonOnce } from './market.ts';

/**
 * The fast lotteries' markets on five digits (positions 1 to 5, each 0-9). Big is 5-9 for a
 * digit and 23-45 for the sum of all five; odd and even are of the digit or the sum. The chances
 * are closed forms (a test recomputes each over all 100,000 results):
 * - a digit's value: 1/10; a digit's or the sum's big/small and odd/even: exactly 1/2 (the sum's
 *   big/small by the symmetry d -> 9 - d, which takes a sum s to 45 - s; its parity is the fifth
 *   digit's parity flipped or not by the other four, so uniform);
 * - dragon (position 1 above position 5), tiger (below): 45/100 each; tie 10/100.
 */
type FiveD = LotteryMarket<FiveDigitResult>;

const HALF = fraction(1n, 2n);
const sumOf = (r: FiveDigitResult) => r[0] + r[1] + r[2] + r[3] + r[4];
const SIDES = { BIG: (n: number, big: number) => n >= big, SMALL: (n: number, big: number) => n < big };
const PARITIES = { ODD: (n: number) => n % 2 === 1, EVEN: (n: number) => n % 2 === 0 };

/** "p:rest" with p a position 1..5: the position's index and the rest, or null. */
function positioned(text: string): { index: number; rest: string } | null {
  const match = /^([1-5]):(.+)$/.exec(text);
  return match ? { index: Number(match[1]) - 1, rest: match[2] as string } : null;
}

const POSITION: FiveD = {
  code: 'POSITION',
  selection: (text) => (/^[1-5]:[0-9]$/.test(text) ? text : null),
  wins(result, selection) {
    const at = positioned(selection);
    return wonOnce(at !== null && result[at.index] === Number(at.rest), 'POSITION');
  },
  expected: () => expectOne('POSITION', fraction(1n, 10n)),
  defaultOdds: { POSITION: 9700 },
};

const POSITION_BIG_SMALL: FiveD = {
  code: 'POSITION_BIG_SMALL',
  selection: (text) => (/^[1-5]:(BIG|SMALL)$/.test(text) ? text : null),
  wins(result, selection) {
    const at = positioned(selection);
    const side = at && SIDES[at.rest as keyof typeof SIDES];
    return wonOnce(!!at && !!side && side(result[at.index] as number, 5), 'POSITION_BIG_SMALL');
  },
  expected: () => expectOne('POSITION_BIG_SMALL', HALF),
  defaultOdds: { POSITION_BIG_SMALL: 1940 },
};

const POSITION_ODD_EVEN: FiveD = {
  code: 'POSITION_ODD_EVEN',
  selection: (text) => (/^[1-5]:(ODD|EVEN)$/.test(text) ? text : null),
  wins(result, selection) {
    const at = positioned(selection);
    const parity = at && PARITIES[at.rest as keyof typeof PARITIES];
    return wonOnce(!!at && !!parity && parity(result[at.index] as number), 'POSITION_ODD_EVEN');
  },
  expected: () => expectOne('POSITION_ODD_EVEN', HALF),
  defaultOdds: { POSITION_ODD_EVEN: 1940 },
};

const SUM_BIG_SMALL: FiveD = {
  code: 'SUM_BIG_SMALL',
  selection: (text) => (text === 'BIG' || text === 'SMALL' ? text : null),
  wins: (result, selection) =>
    wonOnce(SIDES[selection as keyof typeof SIDES](sumOf(result), 23), 'SUM_BIG_SMALL'),
  expected: () => expectOne('SUM_BIG_SMALL', HALF),
  defaultOdds: { SUM_BIG_SMALL: 1940 },
};

const SUM_ODD_EVEN: FiveD = {
  code: 'SUM_ODD_EVEN',
  selection: (text) => (text === 'ODD' || text === 'EVEN' ? text : null),
  wins: (result, selection) =>
    wonOnce(PARITIES[selection as keyof typeof PARITIES](sumOf(result)), 'SUM_ODD_EVEN'),
  expected: () => expectOne('SUM_ODD_EVEN', HALF),
  defaultOdds: { SUM_ODD_EVEN: 1940 },
};

const DRAGON_TIGER_OUTCOME = {
  DRAGON: (r: FiveDigitResult) => r[0] > r[4],
  TIGER: (r: FiveDigitResult) => r[0] < r[4],
  TIE: (r: FiveDigitResult) => r[0] === r[4],
};
const DRAGON_TIGER_CHANCE = {
  DRAGON: fraction(45n, 100n),
  TIGER: fraction(45n, 100n),
  TIE: fraction(1n, 10n),
};

/** Position 1 against position 5. Each outcome is its own odds key: the tie pays more. */
const DRAGON_TIGER: FiveD = {
  code: 'DRAGON_TIGER',
  selection: (text) => (Object.hasOwn(DRAGON_TIGER_OUTCOME, text) ? text : null),
  wins: (result, selection) =>
    wonOnce(DRAGON_TIGER_OUTCOME[selection as keyof typeof DRAGON_TIGER_OUTCOME](result), selection),
  expected: (selection) =>
    expectOne(selection, DRAGON_TIGER_CHANCE[selection as keyof typeof DRAGON_TIGER_CHANCE]),
  defaultOdds: { DRAGON: 2150, TIGER: 2150, TIE: 9700 },
};

export const FIVE_D_MARKETS: readonly FiveD[] = [
  POSITION,
  POSITION_BIG_SMALL,
  POSITION_ODD_EVEN,
  SUM_BIG_SMALL,
  SUM_ODD_EVEN,
  DRAGON_TIGER,
];
