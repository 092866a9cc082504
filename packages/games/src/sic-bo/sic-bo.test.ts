import { describe, expect, it } from 'vitest';
import { fairRng, scriptedRng } from '../fairness/fairness.ts';
import {
  rollSicBo,
  SIC_BO_MAX_STAKE,
  SIC_BO_PAYTABLE,
  SIC_BO_SPOTS,
  type SicBoBet,
  type SicBoSpot,
  settleSicBo,
  sicBoExactReturns,
  sicBoOutcome,
  validateSicBoBets,
} from './sic-bo.ts';

const limits = { min: 10, max: 10_000 };

/** Rolls these dice through the generator, as a round would (each die is rng.int(6) + 1). */
const roll = (a: number, b: number, c: number) => rollSicBo(scriptedRng([a - 1, b - 1, c - 1]));

/** What a stake of 10 on a spot returns on a roll. */
const returnOf = (spot: SicBoSpot, dice: [number, number, number]): number => {
  const settled = settleSicBo(roll(...dice), [{ spot, stake: 10 }]).bets[0];
  if (settled === undefined) throw new Error('nothing settled');
  return settled.returned;
};

describe('the roll', () => {
  it('is three draws of rng.int(6) + 1, first die first', () => {
    expect(roll(1, 3, 6)).toEqual({ dice: [1, 3, 6], total: 10, triple: false });
    expect(roll(4, 4, 4)).toEqual({ dice: [4, 4, 4], total: 12, triple: true });
    const rng = scriptedRng([0, 1, 2, 5]);
    rollSicBo(rng);
    expect(rng.int(6)).toBe(5); // the roll took exactly three values
    expect(() => sicBoOutcome([0, 1, 2])).toThrow(RangeError);
    expect(() => sicBoOutcome([1, 2])).toThrow(RangeError);
  });

  it('is the same for the same seeds and nonce (fairRng)', () => {
    const pair = { serverSeed: 'a3f1c0de', clientSeed: 'lucky-7', nonce: 42 };
    const rolls = (nonce: number) =>
      Array.from({ length: 6 }, (_, i) => rollSicBo(fairRng({ ...pair, nonce: nonce + i })).dice.join(''));
    expect(rolls(0)).toEqual(rolls(0));
    expect(rolls(0)).not.toEqual(rolls(1));
    // Pinned: a browser replaying these seeds must show the same dice (more in known-rounds.test.ts).
    expect(rolls(0)).toEqual(['546', '334', '511', '142', '532', '425']);
  });
});

describe('the table', () => {
  it('has 52 spots: small, big, odd, even, any triple, 6 triples, 6 doubles, 14 totals, 15 pairs, 6 singles', () => {
    const count = (prefix: string) => SIC_BO_SPOTS.filter((s) => s.startsWith(prefix)).length;
    expect(SIC_BO_SPOTS).toHaveLength(52);
    expect(new Set(SIC_BO_SPOTS).size).toBe(52);
    expect([count('TRIPLE_'), count('DOUBLE_'), count('TOTAL_'), count('COMBO_'), count('SINGLE_')]).toEqual([
      6, 6, 14, 15, 6,
    ]);
  });

  it('publishes the pay table it settles with', () => {
    const { TOTAL, SINGLE } = SIC_BO_PAYTABLE;
    // [spot, a roll it wins on, the published odds for that win]
    const published: [SicBoSpot, [number, number, number], number][] = [
      ['SMALL', [1, 2, 1], SIC_BO_PAYTABLE.SMALL],
      ['BIG', [6, 4, 1], SIC_BO_PAYTABLE.BIG],
      ['ODD', [1, 2, 4], SIC_BO_PAYTABLE.ODD],
      ['EVEN', [1, 2, 3], SIC_BO_PAYTABLE.EVEN],
      ['TRIPLE_2', [2, 2, 2], SIC_BO_PAYTABLE.SPECIFIC_TRIPLE],
      ['ANY_TRIPLE', [3, 3, 3], SIC_BO_PAYTABLE.ANY_TRIPLE],
      ['DOUBLE_5', [5, 2, 5], SIC_BO_PAYTABLE.SPECIFIC_DOUBLE],
      ['COMBO_1_2', [2, 6, 1], SIC_BO_PAYTABLE.COMBINATION],
      ['SINGLE_4', [4, 1, 2], SINGLE[1]],
      ['SINGLE_4', [4, 4, 2], SINGLE[2]],
      ['SINGLE_4', [4, 4, 4], SINGLE[3]],
      ['TOTAL_4', [1, 1, 2], TOTAL[4]],
      ['TOTAL_5', [1, 1, 3], TOTAL[5]],
      ['TOTAL_6', [1, 2, 3], TOTAL[6]],
      ['TOTAL_7', [1, 2, 4], TOTAL[7]],
      ['TOTAL_8', [1, 3, 4], TOTAL[8]],
      ['TOTAL_9', [2, 3, 4], TOTAL[9]],
      ['TOTAL_10', [2, 3, 5], TOTAL[10]],
      ['TOTAL_11', [2, 4, 5], TOTAL[11]],
      ['TOTAL_12', [3, 4, 5], TOTAL[12]],
      ['TOTAL_13', [3, 4, 6], TOTAL[13]],
      ['TOTAL_14', [3, 5, 6], TOTAL[14]],
      ['TOTAL_15', [4, 5, 6], TOTAL[15]],
      ['TOTAL_16', [4, 6, 6], TOTAL[16]],
      ['TOTAL_17', [5, 6, 6], TOTAL[17]],
    ];
    for (const [spot, dice, odds] of published) expect(returnOf(spot, dice), spot).toBe(10 * (1 + odds));
  });

  it('pays a total the same as its mirror (n and 21 - n are equally likely)', () => {
    const odds: Readonly<Record<number, number>> = SIC_BO_PAYTABLE.TOTAL;
    for (let total = 4; total <= 10; total++) expect(odds[total], String(total)).toBe(odds[21 - total]);
  });
});

describe('settlement', () => {
  // [spot, a winning roll, what 10 returns on it, a losing roll]
  const cases: [SicBoSpot, [number, number, number], number, [number, number, number]][] = [
    ['SMALL', [1, 2, 1], 20, [5, 5, 1]],
    ['SMALL', [6, 3, 1], 20, [6, 4, 1]], // 10 is small, 11 is big
    ['BIG', [6, 4, 1], 20, [6, 3, 1]],
    ['BIG', [6, 6, 5], 20, [1, 1, 2]],
    ['ODD', [1, 2, 4], 20, [1, 2, 3]],
    ['EVEN', [1, 2, 3], 20, [1, 2, 4]],
    ['ANY_TRIPLE', [3, 3, 3], 310, [3, 3, 4]],
    ['DOUBLE_5', [5, 2, 5], 110, [5, 2, 4]],
    ['TOTAL_4', [1, 2, 1], 610, [1, 1, 1]],
    ['TOTAL_17', [6, 5, 6], 610, [6, 6, 6]],
    ['TOTAL_5', [1, 1, 3], 310, [1, 1, 4]],
    ['TOTAL_16', [6, 6, 4], 310, [6, 6, 3]],
    ['TOTAL_6', [2, 2, 2], 180, [2, 2, 3]],
    ['TOTAL_15', [5, 5, 5], 180, [5, 5, 4]],
    ['TOTAL_7', [1, 2, 4], 130, [1, 2, 5]],
    ['TOTAL_14', [4, 4, 6], 130, [4, 4, 5]],
    ['TOTAL_8', [2, 3, 3], 90, [2, 3, 4]],
    ['TOTAL_13', [6, 6, 1], 90, [6, 6, 2]],
    ['TOTAL_9', [3, 3, 3], 70, [3, 3, 4]],
    ['TOTAL_10', [4, 4, 2], 70, [4, 4, 3]],
    ['TOTAL_11', [5, 5, 1], 70, [5, 5, 2]],
    ['TOTAL_12', [4, 4, 4], 70, [4, 4, 5]],
    ['COMBO_1_2', [2, 6, 1], 60, [2, 6, 2]],
    ['COMBO_5_6', [5, 6, 6], 60, [5, 5, 5]],
    ['SINGLE_4', [4, 1, 2], 20, [1, 2, 3]],
  ];
  for (let face = 1; face <= 6; face++) {
    const other = (face % 6) + 1;
    cases.push([`TRIPLE_${face}` as SicBoSpot, [face, face, face], 1810, [face, face, other]]);
    cases.push([`DOUBLE_${face}` as SicBoSpot, [face, other, face], 110, [face, other, other]]);
    cases.push([`SINGLE_${face}` as SicBoSpot, [other, face, other], 20, [other, other, other]]);
  }
  for (let low = 1; low <= 6; low++)
    for (let high = low + 1; high <= 6; high++)
      cases.push([`COMBO_${low}_${high}` as SicBoSpot, [high, 3, low], 60, [low, low, low]]);

  it('covers every spot in the cases below', () => {
    expect(new Set(cases.map(([spot]) => spot))).toEqual(new Set(SIC_BO_SPOTS));
  });

  for (const [spot, winning, returned, losing] of cases) {
    it(`pays ${spot} on ${winning.join('-')} (${returned} for 10) and takes it on ${losing.join('-')}`, () => {
      const win = settleSicBo(roll(...winning), [{ spot, stake: 10 }]);
      expect(win.bets[0]).toMatchObject({ result: 'WIN', returned, net: returned - 10 });
      const lose = settleSicBo(roll(...losing), [{ spot, stake: 10 }]);
      expect(lose.bets[0]).toMatchObject({ result: 'LOSE', returned: 0, net: -10, payout: 0 });
    });
  }

  it('lets any triple kill small, big, odd and even, while the triple bets win', () => {
    expect(returnOf('SMALL', [2, 2, 2])).toBe(0); // total 6, small, but a triple
    expect(returnOf('SMALL', [3, 3, 3])).toBe(0);
    expect(returnOf('BIG', [4, 4, 4])).toBe(0); // total 12
    expect(returnOf('BIG', [5, 5, 5])).toBe(0);
    expect(returnOf('ODD', [3, 3, 3])).toBe(0); // total 9
    expect(returnOf('EVEN', [4, 4, 4])).toBe(0); // total 12
    expect(returnOf('SMALL', [1, 1, 1])).toBe(0); // 3 and 18 are neither small nor big
    expect(returnOf('BIG', [6, 6, 6])).toBe(0);
    expect(returnOf('ANY_TRIPLE', [2, 2, 2])).toBe(310);
    expect(returnOf('TRIPLE_2', [2, 2, 2])).toBe(1810);
    expect(returnOf('TRIPLE_3', [2, 2, 2])).toBe(0);
    expect(returnOf('DOUBLE_2', [2, 2, 2])).toBe(110); // a triple holds the double
    expect(returnOf('TOTAL_6', [2, 2, 2])).toBe(180);
  });

  it('pays a single number 1:1, 2:1 or 3:1 as it shows on one, two or three dice', () => {
    const single = (dice: [number, number, number]) =>
      settleSicBo(roll(...dice), [{ spot: 'SINGLE_4', stake: 10 }]);
    expect(single([4, 1, 2]).bets[0]).toMatchObject({ result: 'WIN', payout: 1, returned: 20 });
    expect(single([4, 4, 2]).bets[0]).toMatchObject({ result: 'WIN', payout: 2, returned: 30 });
    expect(single([2, 4, 4]).bets[0]).toMatchObject({ result: 'WIN', payout: 2, returned: 30 });
    expect(single([4, 4, 4]).bets[0]).toMatchObject({ result: 'WIN', payout: 3, returned: 40 });
    expect(single([1, 2, 3]).bets[0]).toMatchObject({ result: 'LOSE', payout: 0, returned: 0 });
  });

  it('pays a two-dice combination once, however many of either face show', () => {
    expect(returnOf('COMBO_3_4', [3, 4, 4])).toBe(60);
    expect(returnOf('COMBO_3_4', [3, 3, 5])).toBe(0);
  });

  it('adds up a whole slip: staked, returned and net', () => {
    const slip: SicBoBet[] = [
      { spot: 'BIG', stake: 100 },
      { spot: 'TOTAL_14', stake: 20 },
      { spot: 'SINGLE_6', stake: 50 },
      { spot: 'ANY_TRIPLE', stake: 10 },
    ];
    const round = settleSicBo(roll(6, 6, 2), slip);
    expect(round.bets.map((b) => b.returned)).toEqual([200, 260, 150, 0]);
    expect(round).toMatchObject({ totalStaked: 180, totalReturned: 610, net: 430 });
  });

  it('refuses to settle a bet that validation would refuse', () => {
    const dice = roll(1, 2, 3);
    expect(() => settleSicBo(dice, [{ spot: 'TOTAL_3' as SicBoSpot, stake: 10 }])).toThrow(RangeError);
    expect(() => settleSicBo(dice, [{ spot: 'BIG', stake: -10 }])).toThrow(RangeError);
  });
});

describe('validation', () => {
  it('accepts every spot', () => {
    const slip = SIC_BO_SPOTS.map((spot) => ({ spot, stake: 10 }));
    expect(validateSicBoBets(slip, limits)).toEqual({ ok: true, bets: slip, total: 520 });
  });

  it('refuses spots not on the table', () => {
    for (const spot of [
      'TOTAL_3',
      'TOTAL_18',
      'COMBO_2_1',
      'COMBO_3_3',
      'SINGLE_7',
      'TRIPLE_0',
      'big',
      '',
      7,
      null,
    ]) {
      expect(validateSicBoBets([{ spot, stake: 100 }], limits), String(spot)).toEqual({
        ok: false,
        errors: [{ code: 'UNKNOWN_SPOT', index: 0, spot }],
      });
    }
  });

  it('refuses bad stakes: zero, negative, fractional, not a number, unsafe, huge', () => {
    for (const stake of [
      0,
      -5,
      0.5,
      '100',
      null,
      undefined,
      Number.NaN,
      Number.NEGATIVE_INFINITY,
      2 ** 53,
      1e300,
    ]) {
      expect(validateSicBoBets([{ spot: 'BIG', stake }], limits), String(stake)).toEqual({
        ok: false,
        errors: [{ code: 'BAD_STAKE', index: 0, stake }],
      });
    }
    const huge = { min: 1, max: Number.MAX_SAFE_INTEGER };
    expect(validateSicBoBets([{ spot: 'TRIPLE_6', stake: SIC_BO_MAX_STAKE }], huge).ok).toBe(true);
    expect(validateSicBoBets([{ spot: 'TRIPLE_6', stake: SIC_BO_MAX_STAKE + 1 }], huge)).toMatchObject({
      ok: false,
      errors: [{ code: 'BAD_STAKE' }],
    });
  });

  it('enforces the table limits per spot and on the whole slip', () => {
    expect(validateSicBoBets([{ spot: 'SMALL', stake: 9 }], limits)).toEqual({
      ok: false,
      errors: [{ code: 'BELOW_MIN', index: 0, stake: 9, min: 10 }],
    });
    expect(validateSicBoBets([{ spot: 'SMALL', stake: 10_001 }], limits)).toEqual({
      ok: false,
      errors: [{ code: 'ABOVE_MAX', index: 0, stake: 10_001, max: 10_000 }],
    });
    const slip = [
      { spot: 'SMALL', stake: 600 },
      { spot: 'TOTAL_4', stake: 500 },
    ];
    expect(validateSicBoBets(slip, { ...limits, maxTotal: 1000 })).toEqual({
      ok: false,
      errors: [{ code: 'ABOVE_MAX_TOTAL', total: 1100, maxTotal: 1000 }],
    });
    expect(validateSicBoBets(slip, { ...limits, maxTotal: 1100 })).toEqual({
      ok: true,
      bets: slip,
      total: 1100,
    });
  });

  it('reports an empty slip, a malformed one, duplicates and too many bets, and never throws', () => {
    expect(validateSicBoBets([], limits)).toEqual({ ok: false, errors: [{ code: 'EMPTY' }] });
    expect(validateSicBoBets('BIG', limits)).toEqual({
      ok: false,
      errors: [{ code: 'MALFORMED', index: -1 }],
    });
    expect(validateSicBoBets([{ spot: 'BIG', stake: 10 }, 'SMALL'], limits)).toEqual({
      ok: false,
      errors: [{ code: 'MALFORMED', index: 1 }],
    });
    expect(
      validateSicBoBets(
        [
          { spot: 'BIG', stake: 10 },
          { spot: 'BIG', stake: 20 },
        ],
        limits,
      ),
    ).toEqual({ ok: false, errors: [{ code: 'DUPLICATE_SPOT', index: 1, spot: 'BIG' }] });
    const tooMany = Array.from({ length: 53 }, () => ({ spot: 'BIG', stake: 10 }));
    expect(validateSicBoBets(tooMany, limits)).toEqual({
      ok: false,
      errors: [{ code: 'TOO_MANY', count: 53, max: 52 }],
    });
    const hostile = Object.defineProperty({}, 'spot', {
      get() {
        throw new Error('boom');
      },
    });
    for (const input of [undefined, null, 3, [undefined], [{}], [hostile], [{ spot: 'BIG', stake: 10n }]])
      expect(validateSicBoBets(input, limits).ok).toBe(false);
  });
});

describe('exact returns over the 216 rolls', () => {
  const returns = sicBoExactReturns();
  /** House edge in percent, to two decimals, as the published tables give it. */
  const edge = (spot: SicBoSpot) => Number((returns[spot].houseEdge * 100).toFixed(2));
  const exactEdge = (spot: SicBoSpot) => returns[spot].exact.houseEdge;

  it('match the published house edges for this pay table', () => {
    const published: [SicBoSpot[], number, bigint][] = [
      [['SMALL', 'BIG', 'ODD', 'EVEN'], 2.78, 6n],
      [['TRIPLE_1', 'TRIPLE_2', 'TRIPLE_3', 'TRIPLE_4', 'TRIPLE_5', 'TRIPLE_6'], 16.2, 35n],
      [['ANY_TRIPLE'], 13.89, 30n],
      [['DOUBLE_1', 'DOUBLE_2', 'DOUBLE_3', 'DOUBLE_4', 'DOUBLE_5', 'DOUBLE_6'], 18.52, 40n],
      [['TOTAL_4', 'TOTAL_17'], 15.28, 33n],
      [['TOTAL_5', 'TOTAL_16'], 13.89, 30n],
      [['TOTAL_6', 'TOTAL_15'], 16.67, 36n],
      [['TOTAL_7', 'TOTAL_14'], 9.72, 21n],
      [['TOTAL_8', 'TOTAL_13'], 12.5, 27n],
      [['TOTAL_9', 'TOTAL_12'], 18.98, 41n],
      [['TOTAL_10', 'TOTAL_11'], 12.5, 27n],
      [SIC_BO_SPOTS.filter((s) => s.startsWith('COMBO_')), 16.67, 36n],
      [SIC_BO_SPOTS.filter((s) => s.startsWith('SINGLE_')), 7.87, 17n],
    ];
    const checked = new Set<SicBoSpot>();
    for (const [spots, percent, per216] of published) {
      for (const spot of spots) {
        expect(edge(spot), spot).toBe(percent);
        const { numerator, denominator } = exactEdge(spot);
        expect(numerator * 216n, spot).toBe(per216 * denominator);
        checked.add(spot);
      }
    }
    expect(checked.size).toBe(52);
  });

  it('count the winning rolls of each bet among the 216', () => {
    expect(returns.SMALL.winningRolls).toBe(105);
    expect(returns.BIG.winningRolls).toBe(105);
    expect(returns.ODD.winningRolls).toBe(105);
    expect(returns.ANY_TRIPLE.winningRolls).toBe(6);
    expect(returns.TRIPLE_4.winningRolls).toBe(1);
    expect(returns.DOUBLE_4.winningRolls).toBe(16);
    expect(returns.COMBO_2_5.winningRolls).toBe(30);
    expect(returns.SINGLE_3.winningRolls).toBe(91);
    const ways = [3, 6, 10, 15, 21, 25, 27, 27, 25, 21, 15, 10, 6, 3];
    expect(ways.map((_, i) => returns[`TOTAL_${i + 4}` as SicBoSpot].winningRolls)).toEqual(ways);
  });

  it('are exact fractions over 216', () => {
    expect(returns.SMALL.exact).toEqual({
      expectedReturn: { numerator: 35n, denominator: 36n },
      houseEdge: { numerator: 1n, denominator: 36n },
    });
    expect(returns.SINGLE_1.exact.expectedReturn).toEqual({ numerator: 199n, denominator: 216n });
    expect(returns.TOTAL_7.expectedReturn).toBe(195 / 216);
  });
});
