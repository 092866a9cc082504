import { describe, expect, it } from 'vitest';
import { fairRng, type Rng, rngFromWords, scriptedRng } from '../fairness/fairness.ts';
import {
  CLASSIC_SLOT,
  type SlotConfig,
  type SlotFraction,
  slotExactRtp,
  slotExactStats,
  slotExactVariance,
  slotSpinAt,
  spinSlot,
  validateSlotConfig,
  validateSlotStake,
} from './slot.ts';

/**
 * A test machine whose windows are easy to dial in. Every reel is the same 12-stop strip; stop s
 * shows strip[s], strip[s+1], strip[s+2] top to bottom, so:
 *   stop 0 -> X A X (A in the middle)      stop 1 -> A X B (A on top, B at the bottom)
 *   stop 2 -> X B X (B in the middle)      stop 4 -> X W X (wild in the middle)
 *   stop 5 -> W X S (scatter at the bottom) stop 6 -> X S X (scatter in the middle)
 *   stop 7 -> S X C (scatter on top)       stop 8 -> X C X (C in the middle)
 *   stop 10 -> X X X (nothing)
 * X is not in the paytable and never pays. Four lines: middle, top, bottom and a V. A stake of 40 is
 * a line bet of 10.
 */
const STRIP = ['X', 'A', 'X', 'B', 'X', 'W', 'X', 'S', 'X', 'C', 'X', 'X'];
const TEST_SLOT: SlotConfig = {
  reels: [STRIP, STRIP, STRIP, STRIP, STRIP],
  paylines: [
    [1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0],
    [2, 2, 2, 2, 2],
    [0, 1, 2, 1, 0],
  ],
  paytable: { A: [5, 20, 100], B: [3, 10, 50], C: [2, 5, 20], W: [50, 200, 1000] },
  wild: 'W',
  scatter: 'S',
  scatterPays: [2, 10, 50],
  freeSpins: [3, 3, 3],
  freeSpinMultiplier: 3,
  retrigger: false,
};
const STAKE = 40;
const NOTHING = 10;

/** The base spin at these stops (no free spins played). */
const at = (stops: number[], config: SlotConfig = TEST_SLOT) => slotSpinAt(config, stops, STAKE);

/** A generator replaying `values` that also reports how many it has handed out. */
function countingRng(values: readonly number[]): Rng & { used: () => number } {
  const inner = scriptedRng(values);
  let used = 0;
  return {
    int(n) {
      used += 1;
      return inner.int(n);
    },
    used: () => used,
  };
}

const sameFraction = (f: SlotFraction, numerator: bigint, denominator: bigint) =>
  f.numerator * denominator === numerator * f.denominator;

describe('line wins', () => {
  it('pay 3, 4 and 5 of a kind from the left reel at paytable times the line bet', () => {
    const three = at([0, 0, 0, NOTHING, NOTHING]);
    expect(three.lineWins).toEqual([{ line: 0, symbol: 'A', count: 3, amount: 50 }]);
    expect(three.win).toBe(50);
    expect(at([0, 0, 0, 0, NOTHING]).lineWins).toEqual([{ line: 0, symbol: 'A', count: 4, amount: 200 }]);
    expect(at([0, 0, 0, 0, 0]).lineWins).toEqual([{ line: 0, symbol: 'A', count: 5, amount: 1000 }]);
    expect(at([2, 2, 2, NOTHING, NOTHING]).win).toBe(30);
  });

  it('show the window the stops point at, wrapping round the strip', () => {
    expect(at([0, 1, 11, NOTHING, 4]).window).toEqual([
      ['X', 'A', 'X'],
      ['A', 'X', 'B'],
      ['X', 'X', 'A'],
      ['X', 'X', 'X'],
      ['X', 'W', 'X'],
    ]);
  });

  it('pay nothing when the run breaks, or does not start on the first reel', () => {
    expect(at([0, 0, NOTHING, 0, 0]).win).toBe(0);
    expect(at([NOTHING, 0, 0, 0, 0]).win).toBe(0);
    expect(at([0, 0, 2, 0, 0]).win).toBe(0); // A A B A A
    expect(at([0, 0, NOTHING, NOTHING, NOTHING]).win).toBe(0); // two of a kind pays nothing
    expect(at([0, 0, 6, 0, 0]).lineWins).toEqual([]); // the scatter is no substitute
  });

  it('let the wild stand in for any symbol but the scatter', () => {
    expect(at([0, 4, 0, 0, NOTHING]).lineWins).toEqual([{ line: 0, symbol: 'A', count: 4, amount: 200 }]);
    expect(at([0, 4, 4, NOTHING, NOTHING]).lineWins).toEqual([
      { line: 0, symbol: 'A', count: 3, amount: 50 },
    ]);
    expect(at([6, 4, 4, NOTHING, NOTHING]).lineWins).toEqual([]); // S W W
  });

  it('pay leading wilds as wilds or as the symbol they complete, whichever is worth more', () => {
    // W W W A A: three wilds (50) or five A's (100): five A's.
    expect(at([4, 4, 4, 0, 0]).lineWins).toEqual([{ line: 0, symbol: 'A', count: 5, amount: 1000 }]);
    // W W W B X: three wilds (50) beat four B's (10).
    expect(at([4, 4, 4, 2, NOTHING]).lineWins).toEqual([{ line: 0, symbol: 'W', count: 3, amount: 500 }]);
    // Five wilds pay the wild's top prize.
    expect(at([4, 4, 4, 4, 4]).lineWins).toEqual([{ line: 0, symbol: 'W', count: 5, amount: 10_000 }]);
  });

  it('read wilds alone as the best symbol when the wild has no pay of its own', () => {
    const { W: _, ...rest } = TEST_SLOT.paytable;
    const plainWild = { ...TEST_SLOT, paytable: rest };
    expect(at([4, 4, 4, NOTHING, NOTHING], plainWild).lineWins).toEqual([
      { line: 0, symbol: 'A', count: 3, amount: 50 },
    ]);
    expect(at([4, 4, 4, 2, 2], plainWild).lineWins).toEqual([
      { line: 0, symbol: 'B', count: 5, amount: 500 },
    ]);
  });

  it('pay every winning line, added together', () => {
    // Top row A A A A A, bottom row B B B B B, middle all X.
    const spin = at([1, 1, 1, 1, 1]);
    expect(spin.lineWins).toEqual([
      { line: 1, symbol: 'A', count: 5, amount: 1000 },
      { line: 2, symbol: 'B', count: 5, amount: 500 },
    ]);
    expect(spin.win).toBe(1500);
    // The V line (top, middle, bottom, middle, top) reading A W A W A.
    const v = at([1, 4, 11, 4, 1]); // top A, middle W, bottom A, middle W, top A
    expect(v.lineWins).toEqual([{ line: 3, symbol: 'A', count: 5, amount: 1000 }]);
  });
});

describe('scatters and free spins', () => {
  it('pay scatters anywhere in the window by the number of reels showing one', () => {
    const spin = at([6, 7, 5, NOTHING, NOTHING]); // middle, top, bottom
    expect(spin.scatterCount).toBe(3);
    expect(spin.scatterWin).toBe(2 * STAKE);
    expect(spin.freeSpinsAwarded).toBe(3);
    expect(at([6, 7, 5, 6, NOTHING]).scatterWin).toBe(10 * STAKE);
    expect(at([6, 7, 5, 6, 7]).scatterWin).toBe(50 * STAKE);
    expect(at([6, 7, NOTHING, NOTHING, NOTHING]).scatterWin).toBe(0);
  });

  it('play the free spins in the same round, with wins multiplied, and settle once', () => {
    const rng = countingRng([
      ...[6, 7, 5, NOTHING, NOTHING], // base: 3 scatters pay 80, award 3 free spins
      ...[0, 0, 0, 0, 0], // free 1: five A's, 1000 x 3
      ...[NOTHING, NOTHING, NOTHING, NOTHING, NOTHING], // free 2: nothing
      ...[6, 6, 6, NOTHING, NOTHING], // free 3: scatters pay 80 x 3, no re-trigger
    ]);
    const round = spinSlot(TEST_SLOT, rng, STAKE);
    expect(rng.used()).toBe(20);
    expect(round.win).toBe(80);
    expect(round.freeSpinsAwarded).toBe(3);
    expect(round.freeSpinSpins.map((s) => s.win)).toEqual([3000, 0, 240]);
    expect(round.freeSpinSpins.every((s) => s.multiplier === 3)).toBe(true);
    expect(round.freeSpinSpins[0]?.lineWins).toEqual([{ line: 0, symbol: 'A', count: 5, amount: 3000 }]);
    expect(round.freeSpinSpins[2]?.freeSpinsAwarded).toBe(0);
    expect(round.freeSpinsWin).toBe(3240);
    expect(round.totalWin).toBe(3320);
    expect(round.lineBet).toBe(10);
  });

  it('add more free spins for scatters during free spins when re-triggers are on', () => {
    const retrigger = { ...TEST_SLOT, retrigger: true };
    const rng = countingRng([
      ...[6, 7, 5, NOTHING, NOTHING], // base: 3 free spins
      ...[6, 6, 6, NOTHING, NOTHING], // free 1: 3 more
      ...Array.from({ length: 25 }, () => NOTHING), // free 2..6: nothing
    ]);
    const round = spinSlot(retrigger, rng, STAKE);
    expect(rng.used()).toBe(35);
    expect(round.freeSpinSpins).toHaveLength(6);
    expect(round.freeSpinSpins[0]?.freeSpinsAwarded).toBe(3);
    expect(round.totalWin).toBe(80 + 240);
  });

  it('end the round at once when nothing triggers', () => {
    const rng = countingRng([0, 0, 0, NOTHING, NOTHING]);
    const round = spinSlot(TEST_SLOT, rng, STAKE);
    expect(rng.used()).toBe(5);
    expect(round.freeSpinSpins).toEqual([]);
    expect(round.totalWin).toBe(50);
  });
});

describe('stakes', () => {
  const limits = { min: 20, max: 2000 };

  it('accept a whole multiple of the lines within the limits, and give the line bet', () => {
    expect(validateSlotStake(CLASSIC_SLOT, 100, limits)).toEqual({ ok: true, stake: 100, lineBet: 5 });
  });

  it('refuse what is not a positive safe integer', () => {
    for (const stake of [0, -20, 20.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, '20', null, undefined])
      expect(validateSlotStake(CLASSIC_SLOT, stake, limits)).toEqual({
        ok: false,
        errors: [{ code: 'BAD_STAKE', stake }],
      });
  });

  it('refuse stakes outside the limits or not a multiple of the lines', () => {
    expect(validateSlotStake(CLASSIC_SLOT, 10, limits)).toEqual({
      ok: false,
      errors: [
        { code: 'BELOW_MIN', stake: 10, min: 20 },
        { code: 'NOT_LINE_MULTIPLE', stake: 10, lines: 20 },
      ],
    });
    expect(validateSlotStake(CLASSIC_SLOT, 2020, limits)).toEqual({
      ok: false,
      errors: [{ code: 'ABOVE_MAX', stake: 2020, max: 2000 }],
    });
    expect(validateSlotStake(CLASSIC_SLOT, 30, limits)).toEqual({
      ok: false,
      errors: [{ code: 'NOT_LINE_MULTIPLE', stake: 30, lines: 20 }],
    });
  });

  it('are checked again by the engine, which will not play a fractional line bet', () => {
    expect(() => spinSlot(CLASSIC_SLOT, scriptedRng([0, 0, 0, 0, 0]), 30)).toThrow(RangeError);
    expect(() => spinSlot(CLASSIC_SLOT, scriptedRng([0, 0, 0, 0, 0]), 0)).toThrow(RangeError);
  });
});

describe('configurations', () => {
  it('are refused when malformed', () => {
    expect(() => validateSlotConfig({ ...TEST_SLOT, reels: [STRIP, STRIP, STRIP, STRIP] })).toThrow(
      RangeError,
    );
    expect(() => validateSlotConfig({ ...TEST_SLOT, paylines: [[1, 1, 3, 1, 1]] })).toThrow(RangeError);
    expect(() => validateSlotConfig({ ...TEST_SLOT, paytable: { S: [1, 2, 3] } })).toThrow(RangeError);
    expect(() => validateSlotConfig({ ...TEST_SLOT, paytable: { A: [1.5, 2, 3] } })).toThrow(RangeError);
    expect(() => validateSlotConfig({ ...TEST_SLOT, freeSpinMultiplier: 0 })).toThrow(RangeError);
    expect(() => validateSlotConfig({ ...TEST_SLOT, wild: 'S' })).toThrow(RangeError);
    expect(() => validateSlotConfig(CLASSIC_SLOT)).not.toThrow();
  });

  it('may not re-trigger so generously that free spins would never end', () => {
    // Every window shows a scatter on every reel: each free spin would award 3 more.
    const allScatter = ['S', 'S', 'S'];
    const endless: SlotConfig = {
      ...TEST_SLOT,
      reels: [allScatter, allScatter, allScatter, allScatter, allScatter],
      retrigger: true,
    };
    expect(() => validateSlotConfig(endless)).toThrow(/fewer than 1/);
    expect(() => validateSlotConfig({ ...endless, retrigger: false })).not.toThrow();
  });
});

describe('provably fair rounds', () => {
  const pair = { serverSeed: 'slot-server-seed', clientSeed: 'spin-to-win', nonce: 7 };

  it('are the same for the same seeds and nonce, and replay from their stops', () => {
    const rounds = (nonce: number) =>
      Array.from({ length: 5 }, (_, i) =>
        spinSlot(CLASSIC_SLOT, fairRng({ ...pair, nonce: nonce + i }), 200),
      );
    const first = rounds(7);
    expect(rounds(7)).toEqual(first);
    expect(rounds(12).map((r) => r.stops)).not.toEqual(first.map((r) => r.stops));
    for (const round of first) {
      const { stops, window, lineWins, scatterWin, win } = slotSpinAt(CLASSIC_SLOT, round.stops, 200);
      expect({ stops, window, lineWins, scatterWin, win }).toEqual({
        stops: round.stops,
        window: round.window,
        lineWins: round.lineWins,
        scatterWin: round.scatterWin,
        win: round.win,
      });
    }
  });

  it('always pay whole minor units at every stake', () => {
    for (let nonce = 0; nonce < 300; nonce++) {
      const round = spinSlot(CLASSIC_SLOT, fairRng({ ...pair, nonce }), 20 * (1 + (nonce % 7)));
      expect(Number.isSafeInteger(round.totalWin) && round.totalWin >= 0).toBe(true);
    }
  });
});

describe('exact return', () => {
  it('of CLASSIC_SLOT is 104,623,945,895 / 108,781,387,776 = 96.178%', () => {
    const stats = slotExactStats(CLASSIC_SLOT);
    expect(stats.rtp).toBeGreaterThan(0.955);
    expect(stats.rtp).toBeLessThan(0.965);
    expect(slotExactRtp(CLASSIC_SLOT)).toBeCloseTo(0.96178168, 8);
    expect(sameFraction(stats.exact.rtp, 104_623_945_895n, 108_781_387_776n)).toBe(true);
    expect(stats.baseRtp + stats.freeSpinsRtp).toBeCloseTo(stats.rtp, 12);
    expect(sameFraction(stats.exact.hitFrequency, 137_713n, 294_912n)).toBe(true);
    expect(sameFraction(stats.exact.freeSpinsTriggerProbability, 263n, 16_384n)).toBe(true);
    expect(slotExactVariance(CLASSIC_SLOT)).toBeCloseTo(13.6811, 4);
    expect(stats.standardDeviation).toBeCloseTo(3.6988, 4);
    expect(stats.combinations).toBe(24 ** 5);
  });

  it('matches a one-line machine worked out by hand', () => {
    // Middle row of ['A', 'X', 'X', 'X'] shows A one time in 4 on each reel.
    // P(3) = 3/256, P(4) = 3/1024, P(5) = 1/1024; pays 10, 40, 200 times the (single) line bet.
    const strip = ['A', 'X', 'X', 'X'];
    const oneLine: SlotConfig = {
      reels: [strip, strip, strip, strip, strip],
      paylines: [[1, 1, 1, 1, 1]],
      paytable: { A: [10, 40, 200] },
      wild: 'W',
      scatter: 'S',
      scatterPays: [0, 0, 0],
      freeSpins: [0, 0, 0],
      freeSpinMultiplier: 1,
      retrigger: false,
    };
    const stats = slotExactStats(oneLine);
    // E = (10 * 12 + 40 * 3 + 200) / 1024 = 440 / 1024; E[W^2] = (1200 + 4800 + 40000) / 1024.
    expect(sameFraction(stats.exact.rtp, 440n, 1024n)).toBe(true);
    expect(sameFraction(stats.exact.variance, 46_000n * 1024n - 440n * 440n, 1024n * 1024n)).toBe(true);
    expect(sameFraction(stats.exact.hitFrequency, 16n, 1024n)).toBe(true);
  });

  it('matches a scatter machine worked out by hand, with and without re-triggers', () => {
    // ['S', 'X' x 5]: the scatter is in view on 3 stops of 6, so the scatter reels are Binomial(5, 1/2).
    // E[scatter pay] = (1 * 10 + 2 * 5 + 10 * 1) / 32 = 30/32 stakes; P(3+) = 1/2 awards 1 spin at x2.
    const strip = ['S', 'X', 'X', 'X', 'X', 'X'];
    const scatterOnly: SlotConfig = {
      reels: [strip, strip, strip, strip, strip],
      paylines: [[1, 1, 1, 1, 1]],
      paytable: {},
      wild: 'W',
      scatter: 'S',
      scatterPays: [1, 2, 10],
      freeSpins: [1, 1, 1],
      freeSpinMultiplier: 2,
      retrigger: false,
    };
    // No re-trigger: 30/32 + 1/2 * 2 * 30/32 = 60/32.
    expect(sameFraction(slotExactStats(scatterOnly).exact.rtp, 60n, 32n)).toBe(true);
    // Re-trigger: a free spin is worth 2 * 30/32 / (1 - 1/2) = 120/32; 30/32 + 1/2 * 120/32 = 90/32.
    const again = { ...scatterOnly, retrigger: true };
    const stats = slotExactStats(again);
    expect(sameFraction(stats.exact.rtp, 90n, 32n)).toBe(true);
    expect(sameFraction(stats.exact.expectedFreeSpins, 1n, 1n)).toBe(true); // 1/2 / (1 - 1/2)

    // The variance against the free-spin chain followed step by step (no closed form used): the
    // joint law of (win, spins awarded) of one free spin, from the engine's own spins.
    const spin = new Map<string, { win: number; award: number; p: number }>();
    for (let i = 0; i < 6 ** 5; i++) {
      const stops = [0, 1, 2, 3, 4].map((k) => Math.floor(i / 6 ** k) % 6);
      const s = slotSpinAt(again, stops, 1, true);
      const key = `${s.win}:${s.freeSpinsAwarded}`;
      const entry = spin.get(key) ?? { win: s.win, award: s.freeSpinsAwarded, p: 0 };
      entry.p += 1 / 6 ** 5;
      spin.set(key, entry);
    }
    const base = [...spin.values()].map(({ win, award, p }) => ({ win: win / 2, award, p }));
    // States: pending free spins -> (mass, E[win so far; state], E[win^2; state]).
    let states = new Map<number, [number, number, number]>();
    let m1 = 0;
    let m2 = 0;
    for (const { win, award, p } of base) {
      const s = states.get(award) ?? [0, 0, 0];
      states.set(award, [s[0] + p, s[1] + p * win, s[2] + p * win * win]);
    }
    for (let step = 0; step < 200; step++) {
      const next = new Map<number, [number, number, number]>();
      for (const [pending, [mass, s1, s2]] of states) {
        if (pending === 0) {
          m1 += s1;
          m2 += s2;
          continue;
        }
        for (const { win, award, p } of spin.values()) {
          const k = pending - 1 + award;
          const s = next.get(k) ?? [0, 0, 0];
          next.set(k, [
            s[0] + p * mass,
            s[1] + p * (s1 + mass * win),
            s[2] + p * (s2 + 2 * win * s1 + mass * win * win),
          ]);
        }
      }
      states = next;
    }
    expect(m1).toBeCloseTo(90 / 32, 9);
    expect(stats.variance).toBeCloseTo(m2 - m1 * m1, 9);
  });

  it('agrees with every base spin of a small machine played one by one through the engine', () => {
    // Free spins off, so a round is one spin: sum the engine's wins over all 7^5 stops.
    const strip = ['A', 'B', 'W', 'A', 'S', 'B', 'C'];
    const turn = (k: number) => [...strip.slice(k), ...strip.slice(0, k)];
    const small: SlotConfig = {
      ...TEST_SLOT,
      reels: [turn(0), turn(2), turn(4), turn(1), turn(3)],
      freeSpins: [0, 0, 0],
    };
    let sum = 0;
    let sumSq = 0;
    let hits = 0;
    const n = 7 ** 5;
    const stops = [0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      for (let k = 0, rest = i; k < 5; k++, rest = Math.floor(rest / 7)) stops[k] = rest % 7;
      const { win } = slotSpinAt(small, stops, STAKE);
      sum += win;
      sumSq += win * win;
      if (win > 0) hits += 1;
    }
    const stats = slotExactStats(small);
    expect(sum).toBeGreaterThan(0);
    expect(sameFraction(stats.exact.rtp, BigInt(sum), BigInt(n * STAKE))).toBe(true);
    expect(sameFraction(stats.exact.hitFrequency, BigInt(hits), BigInt(n))).toBe(true);
    const mean = sum / n / STAKE;
    expect(stats.variance).toBeCloseTo(sumSq / n / STAKE ** 2 - mean * mean, 9);
  });
});

describe('simulated play', () => {
  const stats = slotExactStats(CLASSIC_SLOT);

  /** Average return per unit staked over `rounds` rounds, and how many standard errors off it is. */
  function play(rounds: number, rngFor: (round: number) => Rng) {
    let won = 0;
    for (let i = 0; i < rounds; i++) won += spinSlot(CLASSIC_SLOT, rngFor(i), 20).totalWin;
    const rtp = won / 20 / rounds;
    return { rtp, z: (rtp - stats.rtp) / (stats.standardDeviation / Math.sqrt(rounds)) };
  }

  it('returns the exact RTP over 120,000 rounds, within 4 standard errors', () => {
    // The unbiased-integer path of fairRng fed by a fast xorshift stream (HMAC would take ~4 s).
    let x = 0x9e3779b9;
    const rng = rngFromWords(() => {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      return x >>> 0;
    });
    const { z } = play(120_000, () => rng);
    expect(Math.abs(z)).toBeLessThan(4);
  });

  it('returns the exact RTP over 10,000 provably fair rounds, within 4 standard errors', () => {
    const { z } = play(10_000, (nonce) => fairRng({ serverSeed: 'slot-sim', clientSeed: 'c', nonce }));
    expect(Math.abs(z)).toBeLessThan(4);
  });
});
