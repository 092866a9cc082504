import { describe, expect, it } from 'vitest';
import { add, type Fraction, fraction, fractionToNumber, integer, mul } from '../table/fraction.ts';
import { drawRng, type FiveDigitResult, VN_NORTH_TIERS, VN_SOUTH_TIERS } from './draws.ts';
import { checkBet, FIVE_D, FOUR_D, type LotteryFamily, settleBet, VN_NORTH, VN_SOUTH } from './lottery.ts';
import { exactRtp } from './market.ts';
import { allEndingsChance } from './vietnamese.ts';

const SEED = 'a'.repeat(64);
const drawOf = <R>(family: LotteryFamily<R>) => family.draw(drawRng(SEED, `${family.code}-0001`));
const market = <R>(family: LotteryFamily<R>, code: string) => {
  const found = family.markets.find((m) => m.code === code);
  if (!found) throw new Error(`no market ${code}`);
  return found;
};
/** What a bet returns at the market's default odds. */
function returns<R>(
  family: LotteryFamily<R>,
  result: R,
  marketCode: string,
  selection: string,
  stake = 1000,
) {
  const checked = checkBet(family, { market: marketCode, selection, stake });
  if (!checked.ok) throw new Error(`${marketCode} ${selection}: ${checked.refusal}`);
  return settleBet(family, result, checked.bet, market(family, marketCode).defaultOdds);
}

describe('lottery draws from a committed seed and a public draw id', () => {
  it('draws the published results of the fixed seed (docs/lottery.md worked examples)', () => {
    expect(drawOf(FIVE_D)).toEqual([2, 1, 7, 9, 0]);
    expect(drawOf(VN_NORTH).SPECIAL).toEqual(['63996']);
    expect(drawOf(VN_NORTH).SEVENTH).toEqual(['84', '31', '11', '03']);
    expect(drawOf(VN_SOUTH).SPECIAL).toEqual(['331127']);
    expect(drawOf(FOUR_D).FIRST).toEqual(['6162']);
  });

  it('gives each Vietnamese tier its count of numbers with its digits: 27 in the north, 18 in the south', () => {
    for (const [family, tiers, total] of [
      [VN_NORTH, VN_NORTH_TIERS, 27],
      [VN_SOUTH, VN_SOUTH_TIERS, 18],
    ] as const) {
      const result = drawOf(family);
      for (const { tier, count, digits } of tiers) {
        expect(result[tier]).toHaveLength(count);
        for (const number of result[tier] ?? []) expect(number).toMatch(new RegExp(`^[0-9]{${digits}}$`));
      }
      expect(Object.values(result).flat()).toHaveLength(total);
    }
  });

  it('draws 23 different 4D numbers every time', () => {
    for (let i = 0; i < 500; i++) {
      const numbers = Object.values(FOUR_D.draw(drawRng(SEED, `4D-${i}`))).flat();
      expect(numbers).toHaveLength(23);
      expect(new Set(numbers).size).toBe(23);
    }
  });

  it('changes with the draw id and the seed', () => {
    const a = FIVE_D.draw(drawRng(SEED, 'FAST-1'));
    const others = ['FAST-2', 'FAST-3', 'FAST-4'].map((id) => FIVE_D.draw(drawRng(SEED, id)));
    expect(others.some((r) => r.join('') !== a.join(''))).toBe(true);
    expect(FIVE_D.draw(drawRng('b'.repeat(64), 'FAST-1')).join('')).not.toBe(a.join(''));
  });
});

describe('every market settles the fixed draw', () => {
  it('fast lottery (2 1 7 9 0): positions, big/small, odd/even, sum 19, dragon/tiger', () => {
    const r = drawOf(FIVE_D);
    expect(returns(FIVE_D, r, 'POSITION', '3:7')).toBe(9700);
    expect(returns(FIVE_D, r, 'POSITION', '3:6')).toBe(0);
    expect(returns(FIVE_D, r, 'POSITION_BIG_SMALL', '4:BIG')).toBe(1940);
    expect(returns(FIVE_D, r, 'POSITION_BIG_SMALL', '1:BIG')).toBe(0);
    expect(returns(FIVE_D, r, 'POSITION_ODD_EVEN', '2:ODD')).toBe(1940);
    expect(returns(FIVE_D, r, 'POSITION_ODD_EVEN', '5:ODD')).toBe(0);
    expect(returns(FIVE_D, r, 'SUM_BIG_SMALL', 'SMALL')).toBe(1940);
    expect(returns(FIVE_D, r, 'SUM_BIG_SMALL', 'BIG')).toBe(0);
    expect(returns(FIVE_D, r, 'SUM_ODD_EVEN', 'ODD')).toBe(1940);
    expect(returns(FIVE_D, r, 'DRAGON_TIGER', 'DRAGON')).toBe(2150);
    expect(returns(FIVE_D, r, 'DRAGON_TIGER', 'TIE')).toBe(0);
  });

  it('northern draw (special 63996): lô paid per number ending in it, đề, 3 càng, xiên', () => {
    const r = drawOf(VN_NORTH);
    // 70775 and 2175 both end in 75.
    expect(returns(VN_NORTH, r, 'LO', '75')).toBe(2 * 3600);
    expect(returns(VN_NORTH, r, 'LO', '03')).toBe(3600);
    expect(returns(VN_NORTH, r, 'LO', '00')).toBe(0);
    expect(returns(VN_NORTH, r, 'DE', '96')).toBe(97_000);
    expect(returns(VN_NORTH, r, 'DE', '99')).toBe(0);
    expect(returns(VN_NORTH, r, 'BA_CANG', '996')).toBe(970_000);
    expect(returns(VN_NORTH, r, 'XIEN_2', '96,03')).toBe(17_300);
    expect(returns(VN_NORTH, r, 'XIEN_3', '11,75,96')).toBe(77_000);
    expect(returns(VN_NORTH, r, 'XIEN_4', '00,11,75,96')).toBe(0);
  });

  it('southern draw (special 331127): 16 ends three numbers', () => {
    const r = drawOf(VN_SOUTH);
    expect(returns(VN_SOUTH, r, 'LO', '16')).toBe(3 * 5400);
    expect(returns(VN_SOUTH, r, 'DE', '27')).toBe(97_000);
    expect(returns(VN_SOUTH, r, 'BA_CANG', '127')).toBe(970_000);
    expect(returns(VN_SOUTH, r, 'XIEN_2', '02,27')).toBe(36_000);
  });

  it('4D (first 6162, third 7315, starter 1563): big pays every tier, small the first three', () => {
    const r = drawOf(FOUR_D);
    expect(returns(FOUR_D, r, 'BIG', '7315', 100)).toBe(50_000);
    expect(returns(FOUR_D, r, 'BIG', '1563', 100)).toBe(18_000);
    expect(returns(FOUR_D, r, 'SMALL', '1563', 100)).toBe(0);
    expect(returns(FOUR_D, r, 'SMALL', '6162', 100)).toBe(350_000);
    expect(returns(FOUR_D, r, 'BIG', '0000', 100)).toBe(0);
  });

  it('rounds a payout down to the minor unit', () => {
    // 333 * 1.94 = 646.02
    expect(returns(FIVE_D, drawOf(FIVE_D), 'SUM_BIG_SMALL', 'SMALL', 333)).toBe(646);
  });
});

describe('bets', () => {
  it('spells a xiên selection one way whatever the order, and refuses repeats and bad text', () => {
    const spelled = checkBet(VN_NORTH, { market: 'XIEN_3', selection: '96,03,11', stake: 10 });
    expect(spelled).toEqual({ ok: true, bet: { market: 'XIEN_3', selection: '03,11,96', stake: 10 } });
    for (const selection of ['03,03', '03,11', '3,11,96', '03,11,96,', 'toString', ''])
      expect(checkBet(VN_NORTH, { market: 'XIEN_3', selection, stake: 10 })).toEqual({
        ok: false,
        refusal: 'BAD_SELECTION',
      });
  });

  it('refuses unknown markets, selections outside the market and stakes that are not whole minor units', () => {
    expect(checkBet(FIVE_D, { market: 'LO', selection: '03', stake: 1 })).toMatchObject({
      refusal: 'UNKNOWN_MARKET',
    });
    for (const selection of ['6:1', '1:10', '0:5', 'constructor', '__proto__'])
      expect(checkBet(FIVE_D, { market: 'POSITION', selection, stake: 1 })).toMatchObject({
        refusal: 'BAD_SELECTION',
      });
    expect(checkBet(FIVE_D, { market: 'DRAGON_TIGER', selection: 'toString', stake: 1 })).toMatchObject({
      refusal: 'BAD_SELECTION',
    });
    for (const stake of [0, -5, 1.5, Number.NaN, 2 ** 60])
      expect(checkBet(FIVE_D, { market: 'POSITION', selection: '1:1', stake })).toMatchObject({
        refusal: 'BAD_STAKE',
      });
  });
});

describe('exact chances', () => {
  it('the fast lottery markets: each chance equals its count over all 100,000 results', () => {
    const selections: Record<string, string[]> = {
      POSITION: ['1:0', '3:7', '5:9'],
      POSITION_BIG_SMALL: ['1:BIG', '5:SMALL'],
      POSITION_ODD_EVEN: ['2:ODD', '4:EVEN'],
      SUM_BIG_SMALL: ['BIG', 'SMALL'],
      SUM_ODD_EVEN: ['ODD', 'EVEN'],
      DRAGON_TIGER: ['DRAGON', 'TIGER', 'TIE'],
    };
    const counts = new Map<string, number>();
    for (let n = 0; n < 100_000; n++) {
      const digits = String(n).padStart(5, '0').split('').map(Number) as unknown as FiveDigitResult;
      for (const m of FIVE_D.markets)
        for (const selection of selections[m.code] ?? []) {
          const won = m.wins(digits, selection).reduce((sum, w) => sum + w.times, 0);
          counts.set(`${m.code} ${selection}`, (counts.get(`${m.code} ${selection}`) ?? 0) + won);
        }
    }
    for (const m of FIVE_D.markets)
      for (const selection of selections[m.code] ?? []) {
        const expected = [...m.expected(selection).values()].reduce(add, integer(0));
        expect(
          fraction(BigInt(counts.get(`${m.code} ${selection}`) ?? 0), 100_000n),
          `${m.code} ${selection}`,
        ).toEqual(expected);
      }
  });

  /** The chance all k endings show among n numbers, by walking the n numbers over the sets seen. */
  function allSeenByWalking(k: number, n: number): Fraction {
    let bySeen = new Map<number, Fraction>([[0, integer(1)]]);
    const hundredth = fraction(1n, 100n);
    for (let i = 0; i < n; i++) {
      const next = new Map<number, Fraction>();
      const bump = (set: number, p: Fraction) => next.set(set, add(next.get(set) ?? integer(0), p));
      for (const [seen, p] of bySeen) {
        let stays = integer(1);
        for (let target = 0; target < k; target++) {
          if (seen & (1 << target)) continue;
          bump(seen | (1 << target), mul(p, hundredth));
          stays = add(stays, fraction(-1n, 100n));
        }
        bump(seen, mul(p, stays));
      }
      bySeen = next;
    }
    return bySeen.get((1 << k) - 1) ?? integer(0);
  }

  it('xiên: inclusion-exclusion agrees with walking the draw number by number', () => {
    for (const n of [18, 27])
      for (const k of [2, 3, 4]) expect(allEndingsChance(k, n)).toEqual(allSeenByWalking(k, n));
  });

  it('4D returns the published 64% (big) and 65% (small)', () => {
    expect(exactRtp(market(FOUR_D, 'BIG'), '1234', market(FOUR_D, 'BIG').defaultOdds)).toEqual(
      fraction(64n, 100n),
    );
    expect(exactRtp(market(FOUR_D, 'SMALL'), '1234', market(FOUR_D, 'SMALL').defaultOdds)).toEqual(
      fraction(65n, 100n),
    );
  });

  it('every other default market returns between 93% and 97.5% to the player', () => {
    const samples: Record<string, string[]> = {
      POSITION: ['1:1'],
      POSITION_BIG_SMALL: ['1:BIG'],
      POSITION_ODD_EVEN: ['1:ODD'],
      SUM_BIG_SMALL: ['BIG'],
      SUM_ODD_EVEN: ['ODD'],
      DRAGON_TIGER: ['DRAGON', 'TIGER', 'TIE'],
      LO: ['07'],
      DE: ['07'],
      BA_CANG: ['007'],
      XIEN_2: ['01,02'],
      XIEN_3: ['01,02,03'],
      XIEN_4: ['01,02,03,04'],
    };
    for (const family of [FIVE_D, VN_NORTH, VN_SOUTH] as LotteryFamily<unknown>[])
      for (const m of family.markets) {
        const selections = samples[m.code];
        expect(selections, `a sample of ${m.code}`).toBeDefined();
        for (const selection of selections ?? []) {
          const rtp = fractionToNumber(exactRtp(m, selection, m.defaultOdds));
          expect(rtp, `${family.code} ${m.code} ${selection}`).toBeGreaterThan(0.93);
          expect(rtp, `${family.code} ${m.code} ${selection}`).toBeLessThan(0.975);
        }
      }
  });
});
