import { add, type Fraction, fraction, integer, mul } from '../table/fraction.ts';
import { numbersDrawn, type PrizeTier, type VnResult } from './draws.ts';
import { digitsPattern, expectOne, type LotteryMarket, wonOnce } from './market.ts';

/**
 * The Vietnamese markets, on the northern (27 numbers) or southern/central (18) structure:
 * - LO "NN": paid once for each drawn number ending in NN (lô); expected n/100 times.
 * - DE "NN": the special prize ends in NN (đề); 1/100.
 * - BA_CANG "NNN": the special prize ends in NNN (3 càng); 1/1000.
 * - XIEN_2, XIEN_3, XIEN_4 "NN,NN,...": every one of 2, 3 or 4 different endings is among the
 *   drawn numbers' endings (xiên). Each ending is uniform and independent over the n numbers, so
 *   by inclusion-exclusion the chance is sum over j = 0..k of (-1)^j C(k, j) ((100 - j)/100)^n.
 */
type Vn = LotteryMarket<VnResult>;

const endings = (result: VnResult, digits: number): string[] =>
  Object.values(result).flatMap((numbers) => numbers.map((n) => n.slice(-digits)));
const special = (result: VnResult): string => result.SPECIAL?.[0] ?? '';

/** k different 2-digit endings, comma-separated, in ascending order (the canonical spelling). */
function endingSet(text: string, k: number): string | null {
  const parts = text.split(',');
  if (parts.length !== k || !parts.every((p) => digitsPattern(2).test(p)) || new Set(parts).size !== k)
    return null;
  return [...parts].sort().join(',');
}

function binomial(n: number, k: number): bigint {
  let value = 1n;
  for (let i = 0; i < k; i++) value = (value * BigInt(n - i)) / BigInt(i + 1);
  return value;
}

/** The chance that all of k given endings show among n independent uniform endings. */
export function allEndingsChance(k: number, n: number): Fraction {
  let chance = integer(0);
  for (let j = 0; j <= k; j++) {
    const missing = fraction(BigInt(100 - j) ** BigInt(n), 100n ** BigInt(n));
    chance = add(chance, mul(integer((j % 2 ? -1n : 1n) * binomial(k, j)), missing));
  }
  return chance;
}

function xien(k: 2 | 3 | 4, n: number, odds: number): Vn {
  const code = `XIEN_${k}`;
  return {
    code,
    selection: (text) => endingSet(text, k),
    wins(result, selection) {
      const drawn = new Set(endings(result, 2));
      return wonOnce(
        selection.split(',').every((e) => drawn.has(e)),
        code,
      );
    },
    expected: () => expectOne(code, allEndingsChance(k, n)),
    defaultOdds: { [code]: odds },
  };
}

/** Default odds (thousandths) by structure; each market's return is in docs/lottery.md. */
const DEFAULT_ODDS = {
  north: { LO: 3600, XIEN_2: 17_300, XIEN_3: 77_000, XIEN_4: 355_000 },
  south: { LO: 5400, XIEN_2: 36_000, XIEN_3: 240_000, XIEN_4: 1_700_000 },
} as const;

export function vietnameseMarkets(tiers: readonly PrizeTier[], structure: 'north' | 'south'): readonly Vn[] {
  const n = numbersDrawn(tiers);
  const odds = DEFAULT_ODDS[structure];
  const LO: Vn = {
    code: 'LO',
    selection: (text) => (digitsPattern(2).test(text) ? text : null),
    wins(result, selection) {
      const times = endings(result, 2).filter((e) => e === selection).length;
      return times ? [{ key: 'LO', times }] : [];
    },
    expected: () => expectOne('LO', fraction(BigInt(n), 100n)),
    defaultOdds: { LO: odds.LO },
  };
  const DE: Vn = {
    code: 'DE',
    selection: (text) => (digitsPattern(2).test(text) ? text : null),
    wins: (result, selection) => wonOnce(special(result).endsWith(selection), 'DE'),
    expected: () => expectOne('DE', fraction(1n, 100n)),
    defaultOdds: { DE: 97_000 },
  };
  const BA_CANG: Vn = {
    code: 'BA_CANG',
    selection: (text) => (digitsPattern(3).test(text) ? text : null),
    wins: (result, selection) => wonOnce(special(result).endsWith(selection), 'BA_CANG'),
    expected: () => expectOne('BA_CANG', fraction(1n, 1000n)),
    defaultOdds: { BA_CANG: 970_000 },
  };
  return [LO, DE, BA_CANG, xien(2, n, odds.XIEN_2), xien(3, n, odds.XIEN_3), xien(4, n, odds.XIEN_4)];
}
