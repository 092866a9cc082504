import type { Rng } from '../fairness/fairness.ts';
import {
  type CappedSlipError,
  checkStake,
  isOneOf,
  type SlipLimits,
  type SlipRules,
  type SlipSettlement,
  type SlipValidation,
  settleSlip,
  validateCappedSlip,
} from '../table/bet-slip.ts';
import { type Fraction, fraction } from '../table/fraction.ts';

export type { Fraction } from '../table/fraction.ts';

/**
 * European (single-zero) roulette: 37 pockets 0..36, one spin is `rng.int(37)`. Pure and
 * deterministic given the generator: no I/O, no clock.
 *
 * The table layout the inside bets refer to: 0 at the head, then 12 rows of three, row r (0..11)
 * holding 3r+1, 3r+2, 3r+3; column 1 is 1, 4, ..., 34, column 3 is 3, 6, ..., 36.
 *
 *        0
 *    1   2   3
 *    4   5   6
 *       ...
 *   34  35  36
 */

export const ROULETTE_POCKETS = 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteColour = 'GREEN' | 'RED' | 'BLACK';

export const colourOf = (pocket: number): RouletteColour =>
  pocket === 0 ? 'GREEN' : RED_NUMBERS.has(pocket) ? 'RED' : 'BLACK';

/** Inside bets: the player names the numbers covered (in any order). */
export const ROULETTE_INSIDE_KINDS = [
  'STRAIGHT',
  'SPLIT',
  'STREET',
  'CORNER',
  'TRIO',
  'FIRST_FOUR',
  'SIX_LINE',
] as const;

export const ROULETTE_BET_KINDS = [
  ...ROULETTE_INSIDE_KINDS,
  // Outside bets: the kind alone is the spot.
  'RED',
  'BLACK',
  'ODD',
  'EVEN',
  'LOW',
  'HIGH',
  'DOZEN_1',
  'DOZEN_2',
  'DOZEN_3',
  'COLUMN_1',
  'COLUMN_2',
  'COLUMN_3',
] as const;
export type RouletteBetKind = (typeof ROULETTE_BET_KINDS)[number];

const INSIDE_KINDS: ReadonlySet<RouletteBetKind> = new Set(ROULETTE_INSIDE_KINDS);

export const isRouletteBetKind: (kind: unknown) => kind is RouletteBetKind = isOneOf(ROULETTE_BET_KINDS);

/**
 * The pay table, as winnings per unit staked ("x to 1"); a win returns the stake plus this many
 * stakes. Every bet covering k numbers pays 36/k - 1, so each has the same house edge, 1/37.
 */
export const ROULETTE_PAYOUTS: Readonly<Record<RouletteBetKind, number>> = {
  STRAIGHT: 35,
  SPLIT: 17,
  STREET: 11,
  CORNER: 8,
  TRIO: 11,
  FIRST_FOUR: 8,
  SIX_LINE: 5,
  RED: 1,
  BLACK: 1,
  ODD: 1,
  EVEN: 1,
  LOW: 1,
  HIGH: 1,
  DOZEN_1: 2,
  DOZEN_2: 2,
  DOZEN_3: 2,
  COLUMN_1: 2,
  COLUMN_2: 2,
  COLUMN_3: 2,
};

/** One place a chip can go on the table. */
export interface RouletteSpot {
  /** Stable text id: the kind for outside bets and the first four, else `KIND:n-n-...` (ascending). */
  readonly id: string;
  readonly kind: RouletteBetKind;
  /** Every number the spot covers, ascending. */
  readonly numbers: readonly number[];
  /** Winnings per unit staked. */
  readonly payout: number;
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

function buildSpots(): RouletteSpot[] {
  const spots: RouletteSpot[] = [];
  const inside = (kind: RouletteBetKind, numbers: number[]) => {
    const sorted = [...numbers].sort((a, b) => a - b);
    spots.push({ id: `${kind}:${sorted.join('-')}`, kind, numbers: sorted, payout: ROULETTE_PAYOUTS[kind] });
  };
  const outside = (kind: RouletteBetKind, numbers: number[]) =>
    spots.push({ id: kind, kind, numbers, payout: ROULETTE_PAYOUTS[kind] });

  for (let n = 0; n <= 36; n++) inside('STRAIGHT', [n]);
  // Splits: 0 with each of 1, 2, 3; side by side in a row; one above the other in a column.
  for (const n of [1, 2, 3]) inside('SPLIT', [0, n]);
  for (let n = 1; n <= 36; n++) if (n % 3 !== 0) inside('SPLIT', [n, n + 1]);
  for (let n = 1; n <= 33; n++) inside('SPLIT', [n, n + 3]);
  for (let row = 0; row < 12; row++) inside('STREET', range(3 * row + 1, 3 * row + 3));
  // Corners: the 2x2 square whose top-left is n, for n in the first two columns of rows 1..11.
  for (let n = 1; n <= 32; n++) if (n % 3 !== 0) inside('CORNER', [n, n + 1, n + 3, n + 4]);
  inside('TRIO', [0, 1, 2]);
  inside('TRIO', [0, 2, 3]);
  spots.push({
    id: 'FIRST_FOUR',
    kind: 'FIRST_FOUR',
    numbers: [0, 1, 2, 3],
    payout: ROULETTE_PAYOUTS.FIRST_FOUR,
  });
  for (let row = 0; row < 11; row++) inside('SIX_LINE', range(3 * row + 1, 3 * row + 6));

  const all = range(1, 36);
  outside(
    'RED',
    all.filter((n) => RED_NUMBERS.has(n)),
  );
  outside(
    'BLACK',
    all.filter((n) => !RED_NUMBERS.has(n)),
  );
  outside(
    'ODD',
    all.filter((n) => n % 2 === 1),
  );
  outside(
    'EVEN',
    all.filter((n) => n % 2 === 0),
  );
  outside('LOW', range(1, 18));
  outside('HIGH', range(19, 36));
  outside('DOZEN_1', range(1, 12));
  outside('DOZEN_2', range(13, 24));
  outside('DOZEN_3', range(25, 36));
  outside(
    'COLUMN_1',
    all.filter((n) => n % 3 === 1),
  );
  outside(
    'COLUMN_2',
    all.filter((n) => n % 3 === 2),
  );
  outside(
    'COLUMN_3',
    all.filter((n) => n % 3 === 0),
  );
  return spots;
}

/**
 * Every spot on the table: 37 straights, 60 splits, 12 streets, 22 corners, 2 trios, the first
 * four, 11 six lines and 12 outside bets (157 in all).
 */
export const ROULETTE_SPOTS: readonly RouletteSpot[] = Object.freeze(buildSpots());

/** Lookup key -> spot. Inside spots by `KIND:sorted numbers`; outside ones by kind alone. */
const SPOT_INDEX: ReadonlyMap<string, RouletteSpot> = (() => {
  const index = new Map<string, RouletteSpot>();
  for (const spot of ROULETTE_SPOTS) index.set(spot.id, spot);
  const firstFour = index.get('FIRST_FOUR') as RouletteSpot;
  // The first four may also be named by its numbers, as a FIRST_FOUR or as the corner 0-1-2-3.
  index.set('FIRST_FOUR:0-1-2-3', firstFour);
  index.set('CORNER:0-1-2-3', firstFour);
  return index;
})();

/** At most one bet per spot, so a slip holds at most this many bets. */
export const ROULETTE_MAX_BETS = ROULETTE_SPOTS.length;

/**
 * Largest stake accepted on one spot whatever the limits: a full slip of such stakes, all paid at
 * 35:1, still returns a safe integer.
 */
export const ROULETTE_MAX_STAKE = Math.floor(Number.MAX_SAFE_INTEGER / (36 * ROULETTE_MAX_BETS));

/**
 * The spot a bet names, or undefined if there is none: the kind must be known; inside bets list
 * the covered numbers (any order, no repeats), which must form that shape on the layout; outside
 * bets and the first four may omit `numbers` (outside bets must; null counts as omitted). Never throws.
 */
export function findRouletteSpot(kind: unknown, numbers?: unknown): RouletteSpot | undefined {
  if (!isRouletteBetKind(kind)) return undefined;
  if (numbers === undefined || numbers === null)
    return INSIDE_KINDS.has(kind) && kind !== 'FIRST_FOUR' ? undefined : SPOT_INDEX.get(kind);
  if (!Array.isArray(numbers) || numbers.length < 1 || numbers.length > 6) return undefined;
  if (!numbers.every((n): n is number => Number.isInteger(n) && n >= 0 && n <= 36)) return undefined;
  const sorted = [...numbers].sort((a, b) => a - b);
  if (sorted.some((n, i) => i > 0 && n === sorted[i - 1])) return undefined;
  return SPOT_INDEX.get(`${kind}:${sorted.join('-')}`);
}

/** The canonical bet on a spot: numbers listed for inside bets except the first four, else omitted. */
export function betOn(spot: RouletteSpot, stake: number): RouletteBet {
  return INSIDE_KINDS.has(spot.kind) && spot.kind !== 'FIRST_FOUR'
    ? { kind: spot.kind, numbers: spot.numbers, stake }
    : { kind: spot.kind, stake };
}

// ---------------------------------------------------------------------------------------------
// The spin
// ---------------------------------------------------------------------------------------------

export interface RouletteOutcome {
  /** 0..36. */
  readonly pocket: number;
  readonly colour: RouletteColour;
}

/** The outcome for a pocket (to replay or show a past spin). */
export function rouletteOutcome(pocket: number): RouletteOutcome {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket > 36) throw new RangeError(`no pocket ${pocket}`);
  return { pocket, colour: colourOf(pocket) };
}

/** One spin: the pocket is `rng.int(37)`, the generator's only draw. */
export function spinRoulette(rng: Rng): RouletteOutcome {
  return rouletteOutcome(rng.int(ROULETTE_POCKETS));
}

// ---------------------------------------------------------------------------------------------
// Bets: validation and settlement
// ---------------------------------------------------------------------------------------------

/**
 * A bet, as JSON from a browser: `{ kind: 'SPLIT', numbers: [1, 2], stake: 500 }`,
 * `{ kind: 'RED', stake: 100 }`. `numbers` is omitted for outside bets (and may be for FIRST_FOUR).
 */
export interface RouletteBet {
  readonly kind: RouletteBetKind;
  readonly numbers?: readonly number[];
  /** Integer minor units, > 0. */
  readonly stake: number;
}

/** Per-spot limits and an optional cap on the slip's total, in minor units. */
export type RouletteLimits = SlipLimits;

/**
 * EMPTY, MALFORMED, TOO_MANY, UNKNOWN_SPOT (with the kind and numbers named), DUPLICATE_SPOT (by
 * spot id), BAD_STAKE, BELOW_MIN, ABOVE_MAX or ABOVE_MAX_TOTAL (see bet-slip.ts).
 */
export type RouletteBetError = CappedSlipError<
  string,
  { readonly code: 'UNKNOWN_SPOT'; readonly index: number; readonly kind: unknown; readonly numbers: unknown }
>;

export type RouletteValidation = SlipValidation<RouletteBet, RouletteBetError>;

interface RouletteBetFields {
  readonly kind: unknown;
  readonly numbers: unknown;
  readonly stake: unknown;
}

const SLIP_RULES: SlipRules<
  RouletteBetFields,
  RouletteSpot,
  string,
  RouletteBet,
  Extract<RouletteBetError, { code: 'UNKNOWN_SPOT' }>
> & { readonly maxBets: number } = {
  strict: true,
  maxBets: ROULETTE_MAX_BETS,
  maxStake: ROULETTE_MAX_STAKE,
  read: (bet) => {
    const { kind, numbers, stake } = bet as { kind?: unknown; numbers?: unknown; stake?: unknown };
    return { kind, numbers, stake };
  },
  find: ({ kind, numbers }) => findRouletteSpot(kind, numbers),
  unknownSpot: (index, { kind, numbers }) => ({ code: 'UNKNOWN_SPOT', index, kind, numbers }),
  key: (spot) => spot.id,
  bet: betOn,
};

/**
 * Checks a bet slip without ever throwing (input may come straight from JSON): every problem is
 * reported, each with the index of the offending bet. A spot must exist on the layout (a split of
 * 1 and 5 or a corner that is not a square is UNKNOWN_SPOT) and be backed at most once; a stake
 * must be a positive safe integer (at most ROULETTE_MAX_STAKE) within the limits, and the slip's
 * total within `maxTotal` if given. On success the bets come back normalised: inside numbers
 * ascending (the corner 0-1-2-3 as FIRST_FOUR), outside bets without numbers.
 */
export function validateRouletteBets(bets: unknown, limits: RouletteLimits): RouletteValidation {
  return validateCappedSlip(bets, limits, SLIP_RULES);
}

export interface SettledRouletteBet {
  /** The spot's id, e.g. `SPLIT:1-2`, `RED`. */
  readonly spot: string;
  readonly kind: RouletteBetKind;
  /** The numbers the bet covered, ascending. */
  readonly numbers: readonly number[];
  readonly stake: number;
  readonly result: 'WIN' | 'LOSE';
  /** What goes back to the player: stake x (payout + 1) on a win, 0 on a loss. */
  readonly returned: number;
  /** returned - stake. */
  readonly net: number;
}

export interface RouletteSettlement extends SlipSettlement<SettledRouletteBet> {
  readonly outcome: RouletteOutcome;
}

/**
 * Settles validated bets against a spin. Zero loses every outside bet (no la partage / en prison).
 * Throws on bets `validateRouletteBets` would refuse (a programming error, not a player's).
 */
export function settleRoulette(outcome: RouletteOutcome, bets: readonly RouletteBet[]): RouletteSettlement {
  const settlement = settleSlip(bets, (bet): SettledRouletteBet => {
    const spot = findRouletteSpot(bet.kind, bet.numbers);
    if (spot === undefined)
      throw new RangeError(`no roulette spot ${String(bet.kind)} ${JSON.stringify(bet.numbers ?? null)}`);
    checkStake(bet.stake);
    const win = spot.numbers.includes(outcome.pocket);
    const returned = win ? bet.stake * (spot.payout + 1) : 0;
    return {
      spot: spot.id,
      kind: spot.kind,
      numbers: spot.numbers,
      stake: bet.stake,
      result: win ? 'WIN' : 'LOSE',
      returned,
      net: returned - bet.stake,
    };
  });
  return { outcome, ...settlement };
}

// ---------------------------------------------------------------------------------------------
// Exact returns
// ---------------------------------------------------------------------------------------------

export interface RouletteKindReturn {
  /** Winnings per unit staked. */
  readonly payout: number;
  /** Numbers covered by each spot of the kind. */
  readonly numbersCovered: number;
  /** How many spots of the kind the table has (each enumerated). */
  readonly spots: number;
  /** Expected amount returned per unit staked (stake included), e.g. 36/37. */
  readonly expectedReturn: number;
  /** Expected loss per unit staked: 1 - expectedReturn. */
  readonly houseEdge: number;
  readonly exact: { readonly expectedReturn: Fraction; readonly houseEdge: Fraction };
}

/**
 * Each bet kind's exact expected return and house edge, by settling a unit stake on every spot of
 * the kind against each of the 37 pockets with `settleRoulette` itself. Every spot of a kind must
 * come out the same (it throws otherwise). All are 36/37 return, 1/37 = 2.7027% edge, the first
 * four (0-1-2-3 at 8:1) included.
 */
export function rouletteExactReturns(): Readonly<Record<RouletteBetKind, RouletteKindReturn>> {
  const byKind = {} as Record<RouletteBetKind, RouletteKindReturn>;
  const pockets = BigInt(ROULETTE_POCKETS);
  for (const kind of ROULETTE_BET_KINDS) {
    const spots = ROULETTE_SPOTS.filter((spot) => spot.kind === kind);
    let returned: bigint | undefined;
    for (const spot of spots) {
      const bet = betOn(spot, 1);
      let sum = 0n;
      for (let pocket = 0; pocket < ROULETTE_POCKETS; pocket++)
        sum += BigInt(settleRoulette(rouletteOutcome(pocket), [bet]).totalReturned);
      if (returned !== undefined && sum !== returned)
        throw new Error(`${spot.id} differs from other ${kind} spots`);
      returned = sum;
    }
    const first = spots[0];
    if (first === undefined || returned === undefined) throw new Error(`no ${kind} spots`);
    const expectedReturn = fraction(returned, pockets);
    const houseEdge = fraction(pockets - returned, pockets);
    byKind[kind] = {
      payout: first.payout,
      numbersCovered: first.numbers.length,
      spots: spots.length,
      expectedReturn: Number(expectedReturn.numerator) / Number(expectedReturn.denominator),
      houseEdge: Number(houseEdge.numerator) / Number(houseEdge.denominator),
      exact: { expectedReturn, houseEdge },
    };
  }
  return byKind;
}
