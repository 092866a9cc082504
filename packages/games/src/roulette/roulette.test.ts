import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fairRng, scriptedRng } from '../fairness/fairness.ts';
import {
  betOn,
  colourOf,
  findRouletteSpot,
  ROULETTE_BET_KINDS,
  ROULETTE_MAX_BETS,
  ROULETTE_MAX_STAKE,
  ROULETTE_PAYOUTS,
  ROULETTE_SPOTS,
  type RouletteBet,
  type RouletteBetKind,
  rouletteExactReturns,
  rouletteOutcome,
  settleRoulette,
  spinRoulette,
  validateRouletteBets,
} from './roulette.ts';

const limits = { min: 10, max: 10_000 };

/** Spins the given pocket through the generator, as a round would. */
const spin = (pocket: number) => spinRoulette(scriptedRng([pocket]));

/** What one bet returns on one pocket. */
const returnOf = (bet: RouletteBet, pocket: number): number => {
  const settled = settleRoulette(spin(pocket), [bet]).bets[0];
  if (settled === undefined) throw new Error('nothing settled');
  return settled.returned;
};

describe('the spin', () => {
  it('is one draw of rng.int(37): the pocket and its colour', () => {
    expect(spin(17)).toEqual({ pocket: 17, colour: 'BLACK' });
    expect(spin(0)).toEqual({ pocket: 0, colour: 'GREEN' });
    expect(spin(36)).toEqual({ pocket: 36, colour: 'RED' });
    const rng = scriptedRng([5, 6]);
    spinRoulette(rng);
    expect(rng.int(37)).toBe(6); // the spin took exactly one value
  });

  it('colours 18 numbers red and 18 black, the zero green, as on a European wheel', () => {
    const colours = Array.from({ length: 37 }, (_, pocket) => colourOf(pocket));
    expect(colours.filter((c) => c === 'RED')).toHaveLength(18);
    expect(colours.filter((c) => c === 'BLACK')).toHaveLength(18);
    expect(colours[0]).toBe('GREEN');
    expect([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].map(colourOf)).toEqual(
      new Array(18).fill('RED'),
    );
    expect([2, 4, 6, 8, 10, 11, 13, 15, 17, 20, 22, 24, 26, 28, 29, 31, 33, 35].map(colourOf)).toEqual(
      new Array(18).fill('BLACK'),
    );
    expect(() => rouletteOutcome(37)).toThrow(RangeError);
  });

  it('is the same for the same seeds and nonce (fairRng), and is the first rng.int(37)', () => {
    const pair = { serverSeed: 'a3f1c0de', clientSeed: 'lucky-7', nonce: 42 };
    const pockets = (nonce: number) =>
      Array.from({ length: 12 }, (_, i) => spinRoulette(fairRng({ ...pair, nonce: nonce + i })).pocket);
    expect(pockets(0)).toEqual(pockets(0));
    expect(pockets(0)).not.toEqual(pockets(1));
    // Pinned: a browser replaying these seeds must land on the same pockets.
    expect(pockets(0)).toEqual([0, 25, 4, 20, 23, 26, 18, 4, 29, 10, 17, 17]);
    // And anyone can check one with a stock HMAC: the first 32-bit word of the round's bytes, mod 37
    // (2^32 - (2^32 mod 37) bounds the words kept, so no draw is biased).
    const bytes = createHmac('sha256', pair.serverSeed).update('lucky-7:42:0').digest();
    const word = bytes.readUInt32BE(0);
    expect(word).toBeLessThan(2 ** 32 - (2 ** 32 % 37));
    expect(spinRoulette(fairRng(pair)).pocket).toBe(word % 37);
  });
});

describe('the layout', () => {
  const count = (kind: RouletteBetKind) => ROULETTE_SPOTS.filter((s) => s.kind === kind).length;

  it('has 37 straights, 60 splits, 12 streets, 22 corners, 2 trios, the first four and 11 six lines', () => {
    expect(
      ['STRAIGHT', 'SPLIT', 'STREET', 'CORNER', 'TRIO', 'FIRST_FOUR', 'SIX_LINE'].map((k) =>
        count(k as RouletteBetKind),
      ),
    ).toEqual([37, 60, 12, 22, 2, 1, 11]);
    expect(ROULETTE_SPOTS).toHaveLength(157);
    expect(ROULETTE_MAX_BETS).toBe(157);
    expect(new Set(ROULETTE_SPOTS.map((s) => s.id)).size).toBe(157);
  });

  it('pays 36/k - 1 to 1 on a spot covering k numbers', () => {
    for (const spot of ROULETTE_SPOTS) expect(spot.payout, spot.id).toBe(36 / spot.numbers.length - 1);
    expect(ROULETTE_PAYOUTS).toMatchObject({ STRAIGHT: 35, SPLIT: 17, STREET: 11, CORNER: 8, SIX_LINE: 5 });
  });

  it('covers 1-36 exactly once with each of red/black, odd/even, low/high, the dozens and the columns', () => {
    const numbers = (kind: RouletteBetKind) => findRouletteSpot(kind)?.numbers ?? [];
    for (const group of [
      ['RED', 'BLACK'],
      ['ODD', 'EVEN'],
      ['LOW', 'HIGH'],
      ['DOZEN_1', 'DOZEN_2', 'DOZEN_3'],
      ['COLUMN_1', 'COLUMN_2', 'COLUMN_3'],
    ] as RouletteBetKind[][]) {
      expect(group.flatMap(numbers).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 36 }, (_, i) => i + 1),
      );
    }
    expect(numbers('COLUMN_1')).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(numbers('DOZEN_2')).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
  });
});

describe('settlement', () => {
  // [bet, a winning pocket, a losing pocket, return on a stake of 10 when it wins]
  const cases: [RouletteBet, number, number, number][] = [
    [{ kind: 'STRAIGHT', numbers: [17], stake: 10 }, 17, 18, 360],
    [{ kind: 'STRAIGHT', numbers: [0], stake: 10 }, 0, 1, 360],
    [{ kind: 'SPLIT', numbers: [1, 2], stake: 10 }, 2, 3, 180], // side by side
    [{ kind: 'SPLIT', numbers: [35, 36], stake: 10 }, 35, 34, 180],
    [{ kind: 'SPLIT', numbers: [1, 4], stake: 10 }, 4, 5, 180], // one above the other
    [{ kind: 'SPLIT', numbers: [33, 36], stake: 10 }, 36, 0, 180],
    [{ kind: 'SPLIT', numbers: [0, 1], stake: 10 }, 0, 2, 180], // with the zero
    [{ kind: 'SPLIT', numbers: [0, 2], stake: 10 }, 2, 1, 180],
    [{ kind: 'SPLIT', numbers: [3, 0], stake: 10 }, 3, 6, 180],
    [{ kind: 'STREET', numbers: [1, 2, 3], stake: 10 }, 3, 0, 120],
    [{ kind: 'STREET', numbers: [34, 35, 36], stake: 10 }, 34, 33, 120],
    [{ kind: 'CORNER', numbers: [1, 2, 4, 5], stake: 10 }, 5, 3, 90],
    [{ kind: 'CORNER', numbers: [2, 3, 5, 6], stake: 10 }, 2, 1, 90],
    [{ kind: 'CORNER', numbers: [32, 33, 35, 36], stake: 10 }, 36, 34, 90],
    [{ kind: 'TRIO', numbers: [0, 1, 2], stake: 10 }, 1, 3, 120],
    [{ kind: 'TRIO', numbers: [0, 2, 3], stake: 10 }, 0, 1, 120],
    [{ kind: 'FIRST_FOUR', stake: 10 }, 3, 4, 90],
    [{ kind: 'FIRST_FOUR', numbers: [0, 1, 2, 3], stake: 10 }, 0, 36, 90],
    [{ kind: 'SIX_LINE', numbers: [1, 2, 3, 4, 5, 6], stake: 10 }, 6, 7, 60],
    [{ kind: 'SIX_LINE', numbers: [31, 32, 33, 34, 35, 36], stake: 10 }, 31, 30, 60],
    [{ kind: 'RED', stake: 10 }, 1, 2, 20],
    [{ kind: 'BLACK', stake: 10 }, 2, 1, 20],
    [{ kind: 'ODD', stake: 10 }, 35, 36, 20],
    [{ kind: 'EVEN', stake: 10 }, 36, 35, 20],
    [{ kind: 'LOW', stake: 10 }, 18, 19, 20],
    [{ kind: 'HIGH', stake: 10 }, 19, 18, 20],
    [{ kind: 'DOZEN_1', stake: 10 }, 12, 13, 30],
    [{ kind: 'DOZEN_2', stake: 10 }, 13, 25, 30],
    [{ kind: 'DOZEN_3', stake: 10 }, 36, 24, 30],
    [{ kind: 'COLUMN_1', stake: 10 }, 34, 35, 30],
    [{ kind: 'COLUMN_2', stake: 10 }, 2, 3, 30],
    [{ kind: 'COLUMN_3', stake: 10 }, 3, 1, 30],
  ];

  it('covers every bet kind in the cases below', () => {
    expect(new Set(cases.map(([bet]) => bet.kind))).toEqual(new Set(ROULETTE_BET_KINDS));
  });

  for (const [bet, winning, losing, returned] of cases) {
    it(`pays ${bet.kind} ${bet.numbers?.join('-') ?? ''} on ${winning} (${returned}) and takes it on ${losing}`, () => {
      const win = settleRoulette(spin(winning), [bet]);
      expect(win.bets[0]).toMatchObject({ result: 'WIN', returned, net: returned - 10 });
      const lose = settleRoulette(spin(losing), [bet]);
      expect(lose.bets[0]).toMatchObject({ result: 'LOSE', returned: 0, net: -10 });
    });
  }

  it('loses every outside bet on zero', () => {
    for (const kind of ['RED', 'BLACK', 'ODD', 'EVEN', 'LOW', 'HIGH'] as const) {
      expect(returnOf({ kind, stake: 100 }, 0), kind).toBe(0);
    }
    for (const n of [1, 2, 3]) {
      expect(returnOf({ kind: `DOZEN_${n}` as RouletteBetKind, stake: 100 }, 0)).toBe(0);
      expect(returnOf({ kind: `COLUMN_${n}` as RouletteBetKind, stake: 100 }, 0)).toBe(0);
    }
  });

  it('wins a spot exactly on the pockets it covers, on every spot and pocket of the table', () => {
    for (const spot of ROULETTE_SPOTS) {
      const bet = betOn(spot, 7);
      for (let pocket = 0; pocket < 37; pocket++) {
        const expected = spot.numbers.includes(pocket) ? 7 * (spot.payout + 1) : 0;
        expect(returnOf(bet, pocket), `${spot.id} on ${pocket}`).toBe(expected);
      }
    }
  });

  it('adds up a whole slip: staked, returned and net', () => {
    const slip: RouletteBet[] = [
      { kind: 'STRAIGHT', numbers: [7], stake: 100 },
      { kind: 'RED', stake: 500 },
      { kind: 'COLUMN_1', stake: 200 },
      { kind: 'SPLIT', numbers: [8, 9], stake: 50 },
    ];
    const round = settleRoulette(spin(7), slip);
    expect(round.bets.map((b) => b.returned)).toEqual([3600, 1000, 600, 0]);
    expect(round).toMatchObject({ totalStaked: 850, totalReturned: 5200, net: 4350 });
    expect(round.bets[3]).toMatchObject({ spot: 'SPLIT:8-9', numbers: [8, 9], net: -50 });
  });

  it('refuses to settle a bet that validation would refuse', () => {
    expect(() => settleRoulette(spin(1), [{ kind: 'SPLIT', numbers: [1, 5], stake: 10 }])).toThrow(
      RangeError,
    );
    expect(() => settleRoulette(spin(1), [{ kind: 'RED', stake: 0 }])).toThrow(RangeError);
    expect(() => settleRoulette(spin(1), [{ kind: 'RED', stake: 1.5 }])).toThrow(RangeError);
  });
});

describe('validation', () => {
  const unknown = (kind: string, numbers?: unknown) => {
    const result = validateRouletteBets([{ kind, numbers, stake: 100 }], limits);
    return !result.ok && result.errors.length === 1 && result.errors[0]?.code === 'UNKNOWN_SPOT';
  };

  it('accepts every spot on the table, numbers in any order', () => {
    for (const spot of ROULETTE_SPOTS) {
      const bet = betOn(spot, 100);
      const reversed = bet.numbers ? { ...bet, numbers: [...bet.numbers].reverse() } : bet;
      expect(validateRouletteBets([reversed], limits), spot.id).toEqual({
        ok: true,
        bets: [bet],
        total: 100,
      });
    }
  });

  it('refuses shapes that are not on the layout', () => {
    expect(unknown('SPLIT', [1, 5])).toBe(true); // diagonal
    expect(unknown('SPLIT', [3, 4])).toBe(true); // end of one row, start of the next
    expect(unknown('SPLIT', [0, 4])).toBe(true);
    expect(unknown('SPLIT', [1, 1])).toBe(true);
    expect(unknown('SPLIT', [1, 2, 3])).toBe(true);
    expect(unknown('SPLIT', [36, 37])).toBe(true);
    expect(unknown('CORNER', [1, 2, 3, 4])).toBe(true);
    expect(unknown('CORNER', [3, 4, 6, 7])).toBe(true); // wraps around the layout
    expect(unknown('CORNER', [1, 2, 4, 6])).toBe(true);
    expect(unknown('STREET', [2, 3, 4])).toBe(true);
    expect(unknown('STREET', [1, 4, 7])).toBe(true);
    expect(unknown('STREET', [0, 1, 2])).toBe(true); // that is a trio
    expect(unknown('TRIO', [0, 1, 3])).toBe(true);
    expect(unknown('SIX_LINE', [2, 3, 4, 5, 6, 7])).toBe(true);
    expect(unknown('SIX_LINE', [1, 2, 3, 7, 8, 9])).toBe(true); // streets not adjacent
    expect(unknown('STRAIGHT', [37])).toBe(true);
    expect(unknown('STRAIGHT', [-1])).toBe(true);
    expect(unknown('STRAIGHT', [1.5])).toBe(true);
    expect(unknown('STRAIGHT', ['7'])).toBe(true);
    expect(unknown('STRAIGHT')).toBe(true);
    expect(unknown('STRAIGHT', [])).toBe(true);
    expect(unknown('STRAIGHT', 7)).toBe(true);
    expect(unknown('FIRST_FOUR', [0, 1, 2])).toBe(true);
    expect(unknown('RED', [1, 3, 5])).toBe(true); // outside bets take no numbers
    expect(validateRouletteBets([{ kind: 'RED', numbers: null, stake: 100 }], limits).ok).toBe(true);
    expect(unknown('red')).toBe(true);
    expect(unknown('BASKET')).toBe(true);
    expect(unknown('DOZEN_4')).toBe(true);
    expect(unknown('toString')).toBe(true);
  });

  it('takes the corner 0-1-2-3 as the first four', () => {
    expect(validateRouletteBets([{ kind: 'CORNER', numbers: [3, 2, 1, 0], stake: 100 }], limits)).toEqual({
      ok: true,
      bets: [{ kind: 'FIRST_FOUR', stake: 100 }],
      total: 100,
    });
  });

  it('refuses bad stakes: zero, negative, fractional, not a number, unsafe, huge', () => {
    for (const stake of [
      0,
      -5,
      1.5,
      '100',
      null,
      undefined,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      1e300,
    ]) {
      const result = validateRouletteBets([{ kind: 'RED', stake }], limits);
      expect(result, String(stake)).toEqual({ ok: false, errors: [{ code: 'BAD_STAKE', index: 0, stake }] });
    }
    const huge = { min: 1, max: Number.MAX_SAFE_INTEGER };
    expect(validateRouletteBets([{ kind: 'RED', stake: ROULETTE_MAX_STAKE }], huge).ok).toBe(true);
    expect(validateRouletteBets([{ kind: 'RED', stake: ROULETTE_MAX_STAKE + 1 }], huge)).toMatchObject({
      ok: false,
      errors: [{ code: 'BAD_STAKE' }],
    });
  });

  it('enforces the table limits per spot and on the whole slip', () => {
    expect(validateRouletteBets([{ kind: 'RED', stake: 9 }], limits)).toEqual({
      ok: false,
      errors: [{ code: 'BELOW_MIN', index: 0, stake: 9, min: 10 }],
    });
    expect(validateRouletteBets([{ kind: 'RED', stake: 10_001 }], limits)).toEqual({
      ok: false,
      errors: [{ code: 'ABOVE_MAX', index: 0, stake: 10_001, max: 10_000 }],
    });
    expect(validateRouletteBets([{ kind: 'RED', stake: 10 }], limits).ok).toBe(true);
    expect(validateRouletteBets([{ kind: 'RED', stake: 10_000 }], limits).ok).toBe(true);
    const slip = [
      { kind: 'RED', stake: 600 },
      { kind: 'ODD', stake: 500 },
    ];
    expect(validateRouletteBets(slip, { ...limits, maxTotal: 1000 })).toEqual({
      ok: false,
      errors: [{ code: 'ABOVE_MAX_TOTAL', total: 1100, maxTotal: 1000 }],
    });
    expect(validateRouletteBets(slip, { ...limits, maxTotal: 1100 }).ok).toBe(true);
  });

  it('reports an empty slip, a slip that is not a list, a bet that is not an object, and too many bets', () => {
    expect(validateRouletteBets([], limits)).toEqual({ ok: false, errors: [{ code: 'EMPTY' }] });
    expect(validateRouletteBets({ kind: 'RED', stake: 10 }, limits)).toEqual({
      ok: false,
      errors: [{ code: 'MALFORMED', index: -1 }],
    });
    expect(validateRouletteBets([null, 'RED', [1]], limits)).toEqual({
      ok: false,
      errors: [0, 1, 2].map((index) => ({ code: 'MALFORMED', index })),
    });
    const tooMany = Array.from({ length: 158 }, () => ({ kind: 'RED', stake: 10 }));
    expect(validateRouletteBets(tooMany, limits)).toEqual({
      ok: false,
      errors: [{ code: 'TOO_MANY', count: 158, max: 157 }],
    });
  });

  it('refuses the same spot twice, however its numbers are ordered', () => {
    const result = validateRouletteBets(
      [
        { kind: 'SPLIT', numbers: [1, 2], stake: 10 },
        { kind: 'SPLIT', numbers: [2, 1], stake: 10 },
        { kind: 'FIRST_FOUR', stake: 10 },
        { kind: 'CORNER', numbers: [0, 1, 2, 3], stake: 10 },
      ],
      limits,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'DUPLICATE_SPOT', index: 1, spot: 'SPLIT:1-2' },
        { code: 'DUPLICATE_SPOT', index: 3, spot: 'FIRST_FOUR' },
      ],
    });
  });

  it('reports every problem on a slip, each with its bet', () => {
    const result = validateRouletteBets(
      [
        { kind: 'SPLIT', numbers: [1, 5], stake: 5 },
        { kind: 'RED', stake: 100 },
        { kind: 'BLACK', stake: -1 },
      ],
      limits,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { code: 'UNKNOWN_SPOT', index: 0, kind: 'SPLIT', numbers: [1, 5] },
        { code: 'BELOW_MIN', index: 0, stake: 5, min: 10 },
        { code: 'BAD_STAKE', index: 2, stake: -1 },
      ],
    });
  });

  it('never throws, whatever arrives', () => {
    const hostile = Object.defineProperty({}, 'kind', {
      get() {
        throw new Error('boom');
      },
    });
    const inputs: unknown[] = [
      undefined,
      null,
      42,
      'RED',
      [undefined],
      [{}],
      [{ kind: 'STRAIGHT', numbers: [{}], stake: 10 }],
      [{ kind: 'STRAIGHT', numbers: new Array(1000).fill(1), stake: 10 }],
      [{ kind: { toString: () => 'RED' }, stake: 10 }],
      [hostile],
      [{ kind: 'RED', stake: 10n }],
    ];
    for (const input of inputs) {
      const result = validateRouletteBets(input, limits);
      expect(result.ok).toBe(false);
    }
  });

  it('survives a round trip through JSON, as a browser sends it', () => {
    const slip = [
      { kind: 'SPLIT', numbers: [0, 3], stake: 100 },
      { kind: 'SIX_LINE', numbers: [13, 14, 15, 16, 17, 18], stake: 100 },
      { kind: 'DOZEN_3', stake: 100 },
    ];
    const first = validateRouletteBets(JSON.parse(JSON.stringify(slip)), limits);
    if (!first.ok) throw new Error('refused');
    expect(validateRouletteBets(JSON.parse(JSON.stringify(first.bets)), limits)).toEqual(first);
  });
});

describe('exact returns', () => {
  const returns = rouletteExactReturns();

  it('give every bet kind the same 1/37 = 2.70% house edge, by enumerating the 37 pockets', () => {
    for (const kind of ROULETTE_BET_KINDS) {
      const r = returns[kind];
      expect(r.exact.houseEdge, kind).toEqual({ numerator: 1n, denominator: 37n });
      expect(r.exact.expectedReturn, kind).toEqual({ numerator: 36n, denominator: 37n });
      expect(r.houseEdge * 100, kind).toBeCloseTo(2.7027, 4);
      expect(Number((r.houseEdge * 100).toFixed(2))).toBe(2.7);
    }
  });

  it('include the first four at 8:1 (covering 4 numbers) and report each kind on its own spots', () => {
    expect(returns.FIRST_FOUR).toMatchObject({ payout: 8, numbersCovered: 4, spots: 1 });
    expect(returns.CORNER).toMatchObject({ payout: 8, numbersCovered: 4, spots: 22 });
    expect(returns.SPLIT).toMatchObject({ payout: 17, numbersCovered: 2, spots: 60 });
    expect(returns.RED).toMatchObject({ payout: 1, numbersCovered: 18, spots: 1 });
    expect(returns.COLUMN_2).toMatchObject({ payout: 2, numbersCovered: 12, spots: 1 });
  });
});
