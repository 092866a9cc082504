import type { Rng } from '../fairness/fairness.ts';
import {
  add,
  div,
  type Fraction,
  fraction as frac,
  fractionToNumber,
  integer as int,
  mul,
  sub,
} from '../table/fraction.ts';
import { assertSafe, isStake } from '../table/money.ts';

export { fractionToNumber as slotFractionToNumber } from '../table/fraction.ts';

/**
 * A 5-reel, 3-row video slot with paylines, a wild, a paying scatter and free spins.
 *
 * Rules (every number below is fixed by a `SlotConfig`):
 *
 * - **Stake and money.** The stake is the total bet per spin, in integer minor units, and must be a
 *   positive multiple of the number of paylines: the line bet is `stake / lines`, an integer. Line
 *   pays are integer multiples of the LINE bet, scatter pays integer multiples of the TOTAL stake,
 *   and the free-spin multiplier is an integer, so every win is an exact integer in minor units and
 *   the RTP below holds exactly for every accepted stake (no rounding anywhere).
 * - **Reels.** Reel i's stop is `rng.int(strip.length)`; the window shows `strip[stop]`,
 *   `strip[stop + 1]`, `strip[stop + 2]` (wrapping) as rows 0 (top), 1, 2 (bottom). The generator
 *   is called once per reel, reels 1..5, for the base spin and then again for each free spin in
 *   order, and for nothing else.
 * - **Lines.** A payline names the row shown on each reel. It pays for 3, 4 or 5 of a kind
 *   counted from the leftmost reel; the wild substitutes for every symbol except the scatter. Each
 *   line pays only its single best reading: a run of leading wilds pays the better of the wild's
 *   own paytable entry and the best symbol's entry for that count (wilds standing in for it), and
 *   this is compared with the run of the first non-wild symbol with the wilds substituting
 *   (`WILD WILD WILD A A` is 3 wilds or 5 A's, whichever pays more). A line of five wilds pays the
 *   wild's 5-of-a-kind or, if better, the best 5-of-a-kind. Symbols absent from the paytable (and
 *   the scatter) never pay on a line. Wins on different lines add up.
 * - **Scatter.** Counted by reels: a reel showing the scatter anywhere in its window counts once.
 *   3, 4 or 5 such reels pay `scatterPays` times the total stake, in addition to line wins, and
 *   award `freeSpins` free spins.
 * - **Free spins** are played at once, in the same round (one bet, one settlement), at the same
 *   stake on the same reels; every win in a free spin (lines and scatter) is multiplied by
 *   `freeSpinMultiplier`. With `retrigger` on, scatters during free spins award more free spins,
 *   added to those left, without a cap: the configuration must keep the expected number of spins a
 *   free spin awards below 1 (checked), so a round ends with probability 1 and the expected number
 *   of free spins is finite (the geometric series solved exactly in `slotExactStats`). With
 *   `retrigger` off, scatters in free spins still pay but award nothing.
 */

export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/** Pays for 3, 4 and 5 of a kind (or 3, 4 and 5 scatter reels), in that order. */
export type SlotPays = readonly [three: number, four: number, five: number];

export interface SlotConfig {
  /** One strip per reel (5), each a cycle of symbol ids; at least 3 stops each. */
  readonly reels: readonly (readonly string[])[];
  /** Each payline is the row (0 top, 1 middle, 2 bottom) shown on reels 1..5. */
  readonly paylines: readonly (readonly number[])[];
  /** Line pays as non-negative integer multiples of the LINE bet (stake / lines), for 3/4/5 of a kind. */
  readonly paytable: Readonly<Record<string, SlotPays>>;
  /** Substitutes for every symbol but the scatter; pays on its own if it has a paytable entry. */
  readonly wild: string;
  /** Pays by the number of reels showing it, anywhere; never pays on a line. */
  readonly scatter: string;
  /** Scatter pays as non-negative integer multiples of the TOTAL stake, for 3/4/5 scatter reels. */
  readonly scatterPays: SlotPays;
  /** Free spins awarded for 3/4/5 scatter reels. */
  readonly freeSpins: SlotPays;
  /** Positive integer multiplying every win of a free spin. */
  readonly freeSpinMultiplier: number;
  /** Whether scatters in free spins award more free spins. */
  readonly retrigger: boolean;
}

/** One winning payline. */
export interface SlotLineWin {
  /** Index into `config.paylines`. */
  readonly line: number;
  /** The symbol paid (the wild, or the symbol the wilds stood for). */
  readonly symbol: string;
  /** How many reels from the left count towards the win (3, 4 or 5). */
  readonly count: number;
  /** Minor units, free-spin multiplier included. */
  readonly amount: number;
}

/** One spin of the reels, base or free. */
export interface SlotSpin {
  /** Each reel's stop, as drawn. */
  readonly stops: readonly number[];
  /** `window[reel][row]`: five columns of three symbols, row 0 at the top. */
  readonly window: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  /** Reels showing the scatter. */
  readonly scatterCount: number;
  /** Minor units, free-spin multiplier included. */
  readonly scatterWin: number;
  /** Free spins this spin awards (0 for a free spin when re-triggers are off). */
  readonly freeSpinsAwarded: number;
  /** 1 on the base spin, the free-spin multiplier on a free spin. */
  readonly multiplier: number;
  /** Line wins plus scatter win of this spin, minor units. */
  readonly win: number;
}

/** A whole round: the base spin (its fields at the top level) and every free spin it led to. */
export interface SlotRound extends SlotSpin {
  readonly stake: number;
  readonly lineBet: number;
  /** The free spins played, in order (empty when none were won). */
  readonly freeSpinSpins: readonly SlotSpin[];
  /** Total won in free spins, minor units. */
  readonly freeSpinsWin: number;
  /** Base win plus free-spin wins: what the round pays back, minor units. */
  readonly totalWin: number;
}

// ---------------------------------------------------------------------------------------------
// Configuration, compiled to small integer codes
// ---------------------------------------------------------------------------------------------

interface CompiledSlot {
  readonly config: SlotConfig;
  readonly symbols: readonly string[];
  readonly wild: number;
  readonly scatter: number;
  /** codes[reel][stop]. */
  readonly codes: readonly Int32Array[];
  readonly lines: number;
  readonly lineRows: readonly (readonly number[])[];
  /** symPay[symbol * 6 + count]: line-bet multiples, 0 below 3 of a kind. */
  readonly symPay: Int32Array;
  /** Best reading of a run of k leading wilds, and the symbol it is read as. */
  readonly wildRunPay: readonly number[];
  readonly wildRunSymbol: readonly number[];
  /** Indexed by scatter reels 0..5. */
  readonly scatterPay: readonly number[];
  readonly award: readonly number[];
}

const compiled = new WeakMap<SlotConfig, CompiledSlot>();

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function checkPays(pays: unknown, what: string): void {
  if (!Array.isArray(pays) || pays.length !== 3 || !pays.every(isCount))
    throw new RangeError(`${what} must be three non-negative integers (3, 4, 5 of a kind)`);
}

/** By count 0..5 from the [3, 4, 5] entries. */
const byCount = (pays: SlotPays): number[] => [0, 0, 0, pays[0], pays[1], pays[2]];

function compile(config: SlotConfig): CompiledSlot {
  const cached = compiled.get(config);
  if (cached) return cached;
  const { reels, paylines, paytable, wild, scatter } = config;
  if (!Array.isArray(reels) || reels.length !== SLOT_REELS) throw new RangeError('a slot has 5 reels');
  if (typeof wild !== 'string' || typeof scatter !== 'string' || wild === '' || scatter === '')
    throw new RangeError('wild and scatter must be symbol ids');
  if (wild === scatter) throw new RangeError('the wild and the scatter must differ');
  if (Object.hasOwn(paytable, scatter)) throw new RangeError('the scatter pays by count, not on lines');
  const symbols: string[] = [];
  const codeOf = new Map<string, number>();
  const code = (symbol: string): number => {
    let c = codeOf.get(symbol);
    if (c === undefined) {
      c = symbols.length;
      symbols.push(symbol);
      codeOf.set(symbol, c);
    }
    return c;
  };
  const wildCode = code(wild);
  const scatterCode = code(scatter);
  for (const [symbol, pays] of Object.entries(paytable)) {
    checkPays(pays, `paytable[${symbol}]`);
    code(symbol);
  }
  const codes = reels.map((strip, reel) => {
    if (!Array.isArray(strip) || strip.length < SLOT_ROWS || strip.length > 65_536)
      throw new RangeError(`reel ${reel + 1} needs 3..65536 stops`);
    return Int32Array.from(strip, (symbol) => {
      if (typeof symbol !== 'string' || symbol === '') throw new RangeError(`reel ${reel + 1}: bad symbol`);
      return code(symbol);
    });
  });
  if (!Array.isArray(paylines) || paylines.length < 1) throw new RangeError('at least one payline');
  for (const [index, rows] of paylines.entries()) {
    if (
      !Array.isArray(rows) ||
      rows.length !== SLOT_REELS ||
      !rows.every((row) => Number.isInteger(row) && row >= 0 && row < SLOT_ROWS)
    )
      throw new RangeError(`payline ${index} must give 5 rows in 0..2`);
  }
  checkPays(config.scatterPays, 'scatterPays');
  checkPays(config.freeSpins, 'freeSpins');
  if (!Number.isSafeInteger(config.freeSpinMultiplier) || config.freeSpinMultiplier < 1)
    throw new RangeError('freeSpinMultiplier must be a positive integer');
  if (typeof config.retrigger !== 'boolean') throw new RangeError('retrigger must be true or false');

  const symPay = new Int32Array(symbols.length * 6);
  for (const [symbol, pays] of Object.entries(paytable)) {
    byCount(pays).forEach((pay, count) => {
      symPay[(codeOf.get(symbol) as number) * 6 + count] = pay;
    });
  }
  const wildRunPay: number[] = [];
  const wildRunSymbol: number[] = [];
  for (let k = 0; k <= SLOT_REELS; k++) {
    let best = symPay[wildCode * 6 + k] as number;
    let bestSymbol = wildCode;
    for (let s = 0; s < symbols.length; s++) {
      const pay = symPay[s * 6 + k] as number;
      if (s !== scatterCode && pay > best) {
        best = pay;
        bestSymbol = s;
      }
    }
    wildRunPay.push(best);
    wildRunSymbol.push(bestSymbol);
  }
  const slot: CompiledSlot = {
    config,
    symbols,
    wild: wildCode,
    scatter: scatterCode,
    codes,
    lines: paylines.length,
    lineRows: paylines.map((rows) => rows.slice()),
    symPay,
    wildRunPay,
    wildRunSymbol,
    scatterPay: byCount(config.scatterPays),
    award: byCount(config.freeSpins),
  };
  if (config.retrigger) {
    // Expected spins awarded per free spin, exactly: must stay below 1 or rounds never end.
    const dist = scatterCountDistribution(slot);
    let numerator = 0n;
    dist.counts.forEach((ways, c) => {
      numerator += ways * BigInt(slot.award[c] as number);
    });
    if (numerator >= dist.total)
      throw new RangeError('with re-triggers a free spin must award fewer than 1 free spin on average');
  }
  compiled.set(config, slot);
  return slot;
}

/** Throws a RangeError naming the first problem if the configuration is unusable. */
export function validateSlotConfig(config: SlotConfig): void {
  compile(config);
}

/** Number of reel-stop combinations per spin showing c = 0..5 scatter reels, exactly. */
function scatterCountDistribution(slot: CompiledSlot): { counts: bigint[]; total: bigint } {
  let counts = [1n];
  let total = 1n;
  for (const strip of slot.codes) {
    const flags = scatterFlags(strip, slot.scatter);
    const withScatter = BigInt(flags.reduce((sum, f) => sum + f, 0));
    const without = BigInt(strip.length) - withScatter;
    const next = new Array<bigint>(counts.length + 1).fill(0n);
    counts.forEach((ways, c) => {
      next[c] = (next[c] as bigint) + ways * without;
      next[c + 1] = (next[c + 1] as bigint) + ways * withScatter;
    });
    counts = next;
    total *= BigInt(strip.length);
  }
  return { counts, total };
}

/** 1 for each stop whose window shows the scatter. */
function scatterFlags(strip: Int32Array, scatter: number): number[] {
  const n = strip.length;
  return Array.from(strip, (_, stop) => {
    for (let row = 0; row < SLOT_ROWS; row++) if (strip[(stop + row) % n] === scatter) return 1;
    return 0;
  });
}

// ---------------------------------------------------------------------------------------------
// Line reading, shared by the engine and the exact enumeration
// ---------------------------------------------------------------------------------------------

/**
 * The state of a line after d reels: leading wilds `wr`, first non-wild symbol `sy` (-1 while all
 * wild), and the run `rn` of that symbol-or-wild from the left. A run is still growing when it
 * equals d.
 */
interface LineState {
  wr: number;
  sy: number;
  rn: number;
}

function stepLine(slot: CompiledSlot, state: LineState, d: number, x: number): void {
  if (x === slot.wild) {
    if (state.wr === d) state.wr = d + 1;
    if (state.rn === d) state.rn = d + 1;
  } else if (state.sy === -1) {
    state.sy = x;
    state.rn = d + 1;
  } else if (state.rn === d && x === state.sy) {
    state.rn = d + 1;
  }
}

/** The line's pay in line-bet multiples, with the symbol and count read. */
function linePay(slot: CompiledSlot, state: LineState): { pay: number; symbol: number; count: number } {
  const wildPay = slot.wildRunPay[state.wr] as number;
  const symbolPay = state.sy >= 0 ? (slot.symPay[state.sy * 6 + state.rn] as number) : 0;
  if (symbolPay > 0 && symbolPay >= wildPay) return { pay: symbolPay, symbol: state.sy, count: state.rn };
  if (wildPay > 0) return { pay: wildPay, symbol: slot.wildRunSymbol[state.wr] as number, count: state.wr };
  return { pay: 0, symbol: -1, count: 0 };
}

const linePayValue = (slot: CompiledSlot, state: LineState): number => {
  const wildPay = slot.wildRunPay[state.wr] as number;
  const symbolPay = state.sy >= 0 ? (slot.symPay[state.sy * 6 + state.rn] as number) : 0;
  return symbolPay > wildPay ? symbolPay : wildPay;
};

// ---------------------------------------------------------------------------------------------
// Playing
// ---------------------------------------------------------------------------------------------

const checkedSum = (a: number, b: number): number => assertSafe(a + b, 'win');

function spinAt(slot: CompiledSlot, stops: readonly number[], lineBet: number, multiplier: number): SlotSpin {
  const window = slot.codes.map((strip, reel) => {
    const stop = stops[reel] as number;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] as number);
  });
  const lineWins: SlotLineWin[] = [];
  let win = 0;
  const unit = lineBet * multiplier;
  slot.lineRows.forEach((rows, line) => {
    const state: LineState = { wr: 0, sy: -1, rn: 0 };
    for (let reel = 0; reel < SLOT_REELS; reel++)
      stepLine(slot, state, reel, (window[reel] as number[])[rows[reel] as number] as number);
    const { pay, symbol, count } = linePay(slot, state);
    if (pay > 0) {
      const amount = assertSafe(pay * unit, 'line win');
      lineWins.push({ line, symbol: slot.symbols[symbol] as string, count, amount });
      win = checkedSum(win, amount);
    }
  });
  const scatterCount = window.filter((column) => column.includes(slot.scatter)).length;
  const scatterWin = assertSafe(
    (slot.scatterPay[scatterCount] as number) * lineBet * slot.lines * multiplier,
    'scatter win',
  );
  win = checkedSum(win, scatterWin);
  return {
    stops: stops.slice(),
    window: window.map((column) => column.map((c) => slot.symbols[c] as string)),
    lineWins,
    scatterCount,
    scatterWin,
    freeSpinsAwarded: slot.award[scatterCount] as number,
    multiplier,
    win,
  };
}

function lineBetOf(slot: CompiledSlot, stake: number): number {
  if (!isStake(stake)) throw new RangeError(`bad stake ${stake}`);
  if (stake % slot.lines !== 0)
    throw new RangeError(`stake ${stake} is not a multiple of ${slot.lines} lines`);
  return stake / slot.lines;
}

/**
 * One spin at given reel stops, without playing any free spins it awards (replays, displays).
 * `free` reads it as a free spin: wins multiplied, and no award unless re-triggers are on.
 */
export function slotSpinAt(
  config: SlotConfig,
  stops: readonly number[],
  stake: number,
  free = false,
): SlotSpin {
  const slot = compile(config);
  const lineBet = lineBetOf(slot, stake);
  if (
    stops.length !== SLOT_REELS ||
    !stops.every(
      (stop, reel) => Number.isInteger(stop) && stop >= 0 && stop < (slot.codes[reel] as Int32Array).length,
    )
  )
    throw new RangeError('one stop per reel, within its strip');
  const spin = spinAt(slot, stops, lineBet, free ? config.freeSpinMultiplier : 1);
  return free && !config.retrigger ? { ...spin, freeSpinsAwarded: 0 } : spin;
}

/**
 * Plays a whole round for a validated stake (see `validateSlotStake`; throws a RangeError on a bad
 * one): the base spin, then every free spin it awards, at once.
 */
export function spinSlot(config: SlotConfig, rng: Rng, stake: number): SlotRound {
  const slot = compile(config);
  const lineBet = lineBetOf(slot, stake);
  const draw = (): number[] => slot.codes.map((strip) => rng.int(strip.length));
  const base = spinAt(slot, draw(), lineBet, 1);
  const freeSpinSpins: SlotSpin[] = [];
  let left = base.freeSpinsAwarded;
  let freeSpinsWin = 0;
  while (left > 0) {
    left -= 1;
    let spin = spinAt(slot, draw(), lineBet, config.freeSpinMultiplier);
    if (config.retrigger) left += spin.freeSpinsAwarded;
    else if (spin.freeSpinsAwarded > 0) spin = { ...spin, freeSpinsAwarded: 0 };
    freeSpinSpins.push(spin);
    freeSpinsWin = checkedSum(freeSpinsWin, spin.win);
  }
  return {
    ...base,
    stake,
    lineBet,
    freeSpinSpins,
    freeSpinsWin,
    totalWin: checkedSum(base.win, freeSpinsWin),
  };
}

// ---------------------------------------------------------------------------------------------
// Stakes
// ---------------------------------------------------------------------------------------------

export interface SlotStakeLimits {
  /** Smallest total stake per spin, minor units. */
  readonly min: number;
  /** Largest total stake per spin, minor units. */
  readonly max: number;
}

export type SlotStakeError =
  | { readonly code: 'BAD_STAKE'; readonly stake: unknown }
  | { readonly code: 'BELOW_MIN'; readonly stake: number; readonly min: number }
  | { readonly code: 'ABOVE_MAX'; readonly stake: number; readonly max: number }
  | { readonly code: 'NOT_LINE_MULTIPLE'; readonly stake: number; readonly lines: number };

export type SlotStakeValidation =
  | { readonly ok: true; readonly stake: number; readonly lineBet: number }
  | { readonly ok: false; readonly errors: readonly SlotStakeError[] };

/**
 * Checks a total stake without throwing (it may come straight from JSON): a positive safe integer
 * in minor units, within the limits, and a multiple of the number of paylines so the line bet is a
 * whole number of minor units. Every problem is reported (BAD_STAKE alone, since nothing else can
 * be said of a non-number).
 */
export function validateSlotStake(
  config: SlotConfig,
  stake: unknown,
  limits: SlotStakeLimits,
): SlotStakeValidation {
  if (!isStake(stake)) return { ok: false, errors: [{ code: 'BAD_STAKE', stake }] };
  const lines = config.paylines.length;
  const errors: SlotStakeError[] = [];
  if (stake < limits.min) errors.push({ code: 'BELOW_MIN', stake, min: limits.min });
  if (stake > limits.max) errors.push({ code: 'ABOVE_MAX', stake, max: limits.max });
  if (stake % lines !== 0) errors.push({ code: 'NOT_LINE_MULTIPLE', stake, lines });
  return errors.length === 0 ? { ok: true, stake, lineBet: stake / lines } : { ok: false, errors };
}

// ---------------------------------------------------------------------------------------------
// Exact return, variance and hit frequency
// ---------------------------------------------------------------------------------------------

/** An exact rational, reduced, denominator positive. */
export type SlotFraction = Fraction;

export interface SlotExactStats {
  /** Reel-stop combinations of one spin (product of the strip lengths). */
  readonly combinations: number;
  /** Expected total win of a round per unit of stake, free spins included. */
  readonly rtp: number;
  /** The part of `rtp` paid by base spins, and by free spins. */
  readonly baseRtp: number;
  readonly freeSpinsRtp: number;
  /** Variance of (round win / stake), and its square root: per round, in units of the stake. */
  readonly variance: number;
  readonly standardDeviation: number;
  /** Probability the base spin pays anything or awards free spins. */
  readonly hitFrequency: number;
  /** Probability the base spin awards free spins. */
  readonly freeSpinsTriggerProbability: number;
  /** Expected free spins played per round, re-triggers included. */
  readonly expectedFreeSpins: number;
  /** Largest win of a single base spin, as a multiple of the stake. */
  readonly maxBaseSpinWin: number;
  readonly exact: {
    readonly rtp: SlotFraction;
    readonly baseRtp: SlotFraction;
    readonly freeSpinsRtp: SlotFraction;
    readonly variance: SlotFraction;
    readonly hitFrequency: SlotFraction;
    readonly freeSpinsTriggerProbability: SlotFraction;
    readonly expectedFreeSpins: SlotFraction;
  };
}

const statsCache = new WeakMap<SlotConfig, SlotExactStats>();

/**
 * Base-spin enumeration over every combination of reel stops, tallied by the number of scatter
 * reels c: how many combinations, how many pay or trigger, and the sums of W and W^2, W being the
 * spin's win in line bets (line pays plus scatter pay times the number of lines).
 *
 * Reels 1..4 are walked in nested loops, each line's reading carried forward reel by reel. After
 * reel 4 a line is either settled (its pay no longer depends on reel 5) or still running, and then
 * its pay depends only on the symbol reel 5 shows on that line's row; so each prefix reduces to a
 * constant plus three small tables (one per row of reel 5, indexed by symbol), and the inner loop
 * over reel 5's stops is three look-ups. Sums are kept in doubles within each prefix (checked well
 * below 2^53) and flushed to BigInt.
 */
function enumerateBase(slot: CompiledSlot) {
  const S = slot.symbols.length;
  const L = slot.codes.map((strip) => strip.length);
  const nLines = slot.lines;
  // rowSym[reel][row * len + stop]
  const rowSym = slot.codes.map((strip) => {
    const n = strip.length;
    const out = new Int32Array(SLOT_ROWS * n);
    for (let row = 0; row < SLOT_ROWS; row++)
      for (let stop = 0; stop < n; stop++) out[row * n + stop] = strip[(stop + row) % n] as number;
    return out;
  });
  const scat = slot.codes.map((strip) => scatterFlags(strip, slot.scatter));
  const scatterUnits = slot.scatterPay.map((pay) => pay * nLines);
  const hitIfZero = slot.award.map((a) => (a > 0 ? 1 : 0));

  // Line states after d reels (d = 0..4), flattened per depth.
  const wr = Array.from({ length: 5 }, () => new Int32Array(nLines));
  const sy = Array.from({ length: 5 }, () => new Int32Array(nLines).fill(-1));
  const rn = Array.from({ length: 5 }, () => new Int32Array(nLines));
  const state: LineState = { wr: 0, sy: -1, rn: 0 };
  const rowOf = slot.lineRows.map((rows) => rows.slice());
  const advance = (d: number, stop: number) => {
    const strip = rowSym[d] as Int32Array;
    const n = L[d] as number;
    const pw = wr[d] as Int32Array;
    const ps = sy[d] as Int32Array;
    const pr = rn[d] as Int32Array;
    const nw = wr[d + 1] as Int32Array;
    const ns = sy[d + 1] as Int32Array;
    const nr = rn[d + 1] as Int32Array;
    for (let l = 0; l < nLines; l++) {
      state.wr = pw[l] as number;
      state.sy = ps[l] as number;
      state.rn = pr[l] as number;
      stepLine(slot, state, d, strip[((rowOf[l] as number[])[d] as number) * n + stop] as number);
      nw[l] = state.wr;
      ns[l] = state.sy;
      nr[l] = state.rn;
    }
  };

  let maxLine = 0;
  for (let k = 0; k <= SLOT_REELS; k++) maxLine = Math.max(maxLine, slot.wildRunPay[k] as number);
  for (let i = 0; i < slot.symPay.length; i++) maxLine = Math.max(maxLine, slot.symPay[i] as number);
  const maxW = maxLine * nLines + Math.max(...scatterUnits);
  const L5 = L[4] as number;
  const flushAt = 2 ** 53 - L5 * maxW * maxW;
  if (flushAt <= 2 ** 50) throw new RangeError('pays too large for the exact enumeration');

  const counts = new Array<bigint>(6).fill(0n);
  const hits = new Array<bigint>(6).fill(0n);
  const sumW = new Array<bigint>(6).fill(0n);
  const sumW2 = new Array<bigint>(6).fill(0n);
  const lCount = new Array<number>(6).fill(0);
  const lHits = new Array<number>(6).fill(0);
  const lSumW = new Array<number>(6).fill(0);
  const lSumW2 = new Array<number>(6).fill(0);
  let local = 0;
  const flush = () => {
    for (let c = 0; c < 6; c++) {
      counts[c] = (counts[c] as bigint) + BigInt(lCount[c] as number);
      hits[c] = (hits[c] as bigint) + BigInt(lHits[c] as number);
      sumW[c] = (sumW[c] as bigint) + BigInt(lSumW[c] as number);
      sumW2[c] = (sumW2[c] as bigint) + BigInt(lSumW2[c] as number);
      lCount[c] = 0;
      lHits[c] = 0;
      lSumW[c] = 0;
      lSumW2[c] = 0;
    }
    local = 0;
  };

  let maxBase = 0;
  const table = [new Float64Array(S), new Float64Array(S), new Float64Array(S)];
  const strip5 = rowSym[4] as Int32Array;
  const scat5 = scat[4] as number[];
  const w4 = wr[4] as Int32Array;
  const s4 = sy[4] as Int32Array;
  const r4 = rn[4] as Int32Array;
  for (let a = 0; a < (L[0] as number); a++) {
    advance(0, a);
    const ca = scat[0]?.[a] as number;
    for (let b = 0; b < (L[1] as number); b++) {
      advance(1, b);
      const cb = ca + (scat[1]?.[b] as number);
      for (let c3 = 0; c3 < (L[2] as number); c3++) {
        advance(2, c3);
        const cc = cb + (scat[2]?.[c3] as number);
        for (let d = 0; d < (L[3] as number); d++) {
          advance(3, d);
          const cd = cc + (scat[3]?.[d] as number);
          // Reduce the prefix to a constant plus one table per row of reel 5.
          let constant = 0;
          table[0]?.fill(0);
          table[1]?.fill(0);
          table[2]?.fill(0);
          for (let l = 0; l < nLines; l++) {
            const lw = w4[l] as number;
            const ls = s4[l] as number;
            const lr = r4[l] as number;
            if (lw < 4 && lr < 4) {
              state.wr = lw;
              state.sy = ls;
              state.rn = lr;
              constant += linePayValue(slot, state);
            } else {
              const t = table[(rowOf[l] as number[])[4] as number] as Float64Array;
              for (let x = 0; x < S; x++) {
                state.wr = lw;
                state.sy = ls;
                state.rn = lr;
                stepLine(slot, state, 4, x);
                t[x] = (t[x] as number) + linePayValue(slot, state);
              }
            }
          }
          const t0 = table[0] as Float64Array;
          const t1 = table[1] as Float64Array;
          const t2 = table[2] as Float64Array;
          for (let e = 0; e < L5; e++) {
            const c = cd + (scat5[e] as number);
            const w =
              constant +
              (t0[strip5[e] as number] as number) +
              (t1[strip5[L5 + e] as number] as number) +
              (t2[strip5[2 * L5 + e] as number] as number) +
              (scatterUnits[c] as number);
            lCount[c] = (lCount[c] as number) + 1;
            lSumW[c] = (lSumW[c] as number) + w;
            lSumW2[c] = (lSumW2[c] as number) + w * w;
            if (w > 0 || hitIfZero[c] === 1) lHits[c] = (lHits[c] as number) + 1;
            if (w > maxBase) maxBase = w;
          }
          local += L5 * maxW * maxW;
          if (local >= flushAt) flush();
        }
      }
    }
  }
  flush();
  const total = L.reduce((p, n) => p * BigInt(n), 1n);
  if (counts.reduce((p, n) => p + n, 0n) !== total) throw new Error('slot enumeration does not add up');
  return { total, counts, hits, sumW, sumW2, maxBase };
}

/**
 * Exact RTP, variance, hit frequency and free-spin figures of a configuration, as rationals (and
 * doubles), computed once per configuration object and cached.
 *
 * Let W be a spin's win in line bets and c its scatter reels; the enumeration gives P(c), E[W; c]
 * and E[W^2; c] exactly. A free spin wins X = m W and awards K = n(c) spins if re-triggers are on
 * (else K = 0). The free spins of a round form a branching process: each spin is independent of
 * the others and opens its own K spins, so the total won from one free spin, T, satisfies
 * T = X + (sum of K independent copies of T), whence
 *   E[T]   = a = E[X] / (1 - E[K])                                       (the geometric series)
 *   E[T^2] = b = (E[X^2] + 2 a E[XK] + a^2 E[K(K-1)]) / (1 - E[K]),
 * and n independent free spins total n a on average with second moment n b + n(n-1) a^2. A round
 * returns R = W0 + (free spins from n(c0)), so
 *   E[R]   = E[W0] + a E[n(c0)]
 *   E[R^2] = E[W0^2] + 2 a E[W0 n(c0)] + E[n(c0) b + n(c0)(n(c0)-1) a^2];
 * RTP = E[R] / lines and variance = (E[R^2] - E[R]^2) / lines^2, in units of the stake.
 */
export function slotExactStats(config: SlotConfig): SlotExactStats {
  const cached = statsCache.get(config);
  if (cached) return cached;
  const slot = compile(config);
  const base = enumerateBase(slot);
  const D = base.total;
  const P = base.counts.map((n) => frac(n, D));
  const S1 = base.sumW.map((n) => frac(n, D));
  const S2 = base.sumW2.map((n) => frac(n, D));
  const n = slot.award.map((a) => int(a));
  const m = int(config.freeSpinMultiplier);
  const zero = int(0);
  const one = int(1);
  const sum = (f: (c: number) => SlotFraction): SlotFraction => {
    let s = zero;
    for (let c = 0; c <= SLOT_REELS; c++) s = add(s, f(c));
    return s;
  };
  const at = <T>(xs: readonly T[], c: number): T => xs[c] as T;

  const EW = sum((c) => at(S1, c));
  const EW2 = sum((c) => at(S2, c));
  const EN = sum((c) => mul(at(P, c), at(n, c)));
  const EWN = sum((c) => mul(at(S1, c), at(n, c)));
  const ENN1 = sum((c) => mul(at(P, c), mul(at(n, c), sub(at(n, c), one))));
  const EX = mul(m, EW);
  const EX2 = mul(mul(m, m), EW2);
  const EK = config.retrigger ? EN : zero;
  const EXK = config.retrigger ? mul(m, EWN) : zero;
  const EKK1 = config.retrigger ? ENN1 : zero;
  const oneMinusEK = sub(one, EK);
  const a = div(EX, oneMinusEK);
  const b = div(add(add(EX2, mul(mul(int(2), a), EXK)), mul(mul(a, a), EKK1)), oneMinusEK);
  const ER = add(EW, mul(a, EN));
  const ER2 = add(add(EW2, mul(mul(int(2), a), EWN)), add(mul(EN, b), mul(ENN1, mul(a, a))));
  const lines = int(slot.lines);
  const rtp = div(ER, lines);
  const baseRtp = div(EW, lines);
  const freeSpinsRtp = div(mul(a, EN), lines);
  const variance = div(sub(ER2, mul(ER, ER)), mul(lines, lines));
  const hitFrequency = frac(
    base.hits.reduce((s, h) => s + h, 0n),
    D,
  );
  const trigger = sum((c) => ((slot.award[c] as number) > 0 ? at(P, c) : zero));
  const expectedFreeSpins = div(EN, oneMinusEK);
  const v = fractionToNumber(variance);
  const stats: SlotExactStats = {
    combinations: Number(D),
    rtp: fractionToNumber(rtp),
    baseRtp: fractionToNumber(baseRtp),
    freeSpinsRtp: fractionToNumber(freeSpinsRtp),
    variance: v,
    standardDeviation: Math.sqrt(v),
    hitFrequency: fractionToNumber(hitFrequency),
    freeSpinsTriggerProbability: fractionToNumber(trigger),
    expectedFreeSpins: fractionToNumber(expectedFreeSpins),
    maxBaseSpinWin: base.maxBase / slot.lines,
    exact: {
      rtp,
      baseRtp,
      freeSpinsRtp,
      variance,
      hitFrequency,
      freeSpinsTriggerProbability: trigger,
      expectedFreeSpins,
    },
  };
  statsCache.set(config, stats);
  return stats;
}

/** Exact return to player per unit staked, free spins included (see `slotExactStats`). */
export const slotExactRtp = (config: SlotConfig): number => slotExactStats(config).rtp;

/** Exact variance of a round's win divided by its stake (see `slotExactStats`). */
export const slotExactVariance = (config: SlotConfig): number => slotExactStats(config).variance;

// ---------------------------------------------------------------------------------------------
// The default machine
// ---------------------------------------------------------------------------------------------

/**
 * A 20-line fruit machine. Every reel carries 24 stops: one each of WILD, SCATTER and SEVEN, two
 * BARs and BELLs, three MELONs, PLUMs and ORANGEs, four LEMONs and CHERRYs (in a different order on
 * each reel), so a spin has 24^5 = 7,962,624 equally likely outcomes. 3/4/5 scatter reels pay
 * 2/10/50 times the stake and award 10/15/20 free spins, played at double pay; free spins can be
 * re-triggered without limit.
 *
 * Exact figures (`slotExactStats`, tested):
 * - RTP = 104,623,945,895 / 108,781,387,776 = 0.961781680 (96.178%)
 *   (base spins 2,737,915 / 3,981,312 = 0.68769, free spins 1,656,438,575 / 6,043,410,432 = 0.27409);
 * - variance of the round's win per unit staked 13.6811 (standard deviation 3.6988);
 * - hit frequency (base spin pays or triggers) 137,713 / 294,912 = 46.70%;
 * - free spins triggered with probability 263 / 16,384 (1 spin in 62.3), 5,445 / 27,323 = 0.1993
 *   free spins played per round on average; best base spin 172.5 times the stake.
 */
export const CLASSIC_SLOT: SlotConfig = {
  reels: [
    // biome-ignore format: one strip per line
    ['BAR', 'LEMON', 'MELON', 'SCATTER', 'BELL', 'ORANGE', 'PLUM', 'CHERRY', 'LEMON', 'BELL', 'LEMON', 'BAR', 'WILD', 'PLUM', 'LEMON', 'CHERRY', 'PLUM', 'ORANGE', 'CHERRY', 'SEVEN', 'MELON', 'CHERRY', 'MELON', 'ORANGE'],
    // biome-ignore format: one strip per line
    ['MELON', 'PLUM', 'CHERRY', 'ORANGE', 'PLUM', 'MELON', 'CHERRY', 'WILD', 'BAR', 'MELON', 'BELL', 'ORANGE', 'LEMON', 'SEVEN', 'LEMON', 'PLUM', 'CHERRY', 'SCATTER', 'LEMON', 'CHERRY', 'ORANGE', 'LEMON', 'BAR', 'BELL'],
    // biome-ignore format: one strip per line
    ['LEMON', 'CHERRY', 'SEVEN', 'ORANGE', 'PLUM', 'LEMON', 'BAR', 'PLUM', 'BELL', 'SCATTER', 'ORANGE', 'PLUM', 'BELL', 'WILD', 'LEMON', 'BAR', 'CHERRY', 'LEMON', 'MELON', 'ORANGE', 'MELON', 'CHERRY', 'MELON', 'CHERRY'],
    // biome-ignore format: one strip per line
    ['MELON', 'BAR', 'CHERRY', 'LEMON', 'BAR', 'BELL', 'SEVEN', 'ORANGE', 'PLUM', 'MELON', 'CHERRY', 'SCATTER', 'BELL', 'CHERRY', 'WILD', 'PLUM', 'LEMON', 'CHERRY', 'LEMON', 'ORANGE', 'MELON', 'PLUM', 'LEMON', 'ORANGE'],
    // biome-ignore format: one strip per line
    ['CHERRY', 'ORANGE', 'SCATTER', 'WILD', 'BELL', 'CHERRY', 'MELON', 'PLUM', 'ORANGE', 'LEMON', 'PLUM', 'MELON', 'LEMON', 'BAR', 'CHERRY', 'PLUM', 'MELON', 'ORANGE', 'LEMON', 'BELL', 'CHERRY', 'BAR', 'LEMON', 'SEVEN'],
  ],
  // biome-ignore format: five per line
  paylines: [
    [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
    [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 1, 1, 1, 0],
    [2, 1, 1, 1, 2], [1, 0, 1, 2, 1], [1, 2, 1, 0, 1], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
    [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
  ],
  /** Multiples of the line bet (stake / 20). */
  paytable: {
    WILD: [100, 500, 2500],
    SEVEN: [50, 200, 1000],
    BAR: [30, 100, 500],
    BELL: [20, 75, 300],
    MELON: [15, 50, 200],
    PLUM: [10, 30, 125],
    ORANGE: [10, 30, 125],
    LEMON: [5, 25, 100],
    CHERRY: [5, 20, 60],
  },
  wild: 'WILD',
  scatter: 'SCATTER',
  scatterPays: [2, 10, 50],
  freeSpins: [10, 15, 20],
  freeSpinMultiplier: 2,
  retrigger: true,
};
