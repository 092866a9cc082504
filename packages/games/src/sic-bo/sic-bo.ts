import type { Rng } from '../fairness/fairness.ts';
import {
  type CappedSlipError,
  checkStake,
  isOneOf,
  type SlipLimits,
  type SlipSettlement,
  type SlipValidation,
  settleSlip,
  spotSlipRules,
  validateCappedSlip,
} from '../table/bet-slip.ts';
import { type Fraction, fraction } from '../table/fraction.ts';

export type { Fraction } from '../table/fraction.ts';

/**
 * Sic bo: three six-sided dice, each `rng.int(6) + 1`, drawn in order. Pure and deterministic given
 * the generator: no I/O, no clock.
 */

export type SicBoFace = 1 | 2 | 3 | 4 | 5 | 6;
export type SicBoDice = readonly [SicBoFace, SicBoFace, SicBoFace];

/**
 * The pay table, as winnings per unit staked ("x to 1"); a win returns the stake plus this many
 * stakes.
 * - SMALL (total 4-10) and BIG (11-17) 1:1, ODD and EVEN (total) 1:1: all four lose on any triple.
 * - SPECIFIC_TRIPLE (three of a named face) 180:1; ANY_TRIPLE 30:1.
 * - SPECIFIC_DOUBLE (at least two of a named face; a triple of it counts) 10:1.
 * - TOTAL n (sum of the three dice, 4..17): 4 and 17 60:1, 5 and 16 30:1, 6 and 15 17:1,
 *   7 and 14 12:1, 8 and 13 8:1, 9 to 12 6:1.
 * - COMBINATION (two named different faces both showing) 5:1, 15 pairs.
 * - SINGLE (a named face): 1:1 if it shows on one die, 2:1 on two, 3:1 on three.
 */
export const SIC_BO_PAYTABLE = {
  SMALL: 1,
  BIG: 1,
  ODD: 1,
  EVEN: 1,
  SPECIFIC_TRIPLE: 180,
  ANY_TRIPLE: 30,
  SPECIFIC_DOUBLE: 10,
  TOTAL: {
    4: 60,
    5: 30,
    6: 17,
    7: 12,
    8: 8,
    9: 6,
    10: 6,
    11: 6,
    12: 6,
    13: 8,
    14: 12,
    15: 17,
    16: 30,
    17: 60,
  },
  COMBINATION: 5,
  /** By how many dice show the face: one, two, three. */
  SINGLE: { 1: 1, 2: 2, 3: 3 },
} as const;

/**
 * Every spot on the table (52): the bet is named by its spot id, e.g. `BIG`, `TRIPLE_6`,
 * `DOUBLE_2`, `TOTAL_10`, `COMBO_1_2` (lower face first), `SINGLE_5`.
 */
export const SIC_BO_SPOTS = [
  'SMALL',
  'BIG',
  'ODD',
  'EVEN',
  'ANY_TRIPLE',
  'TRIPLE_1',
  'TRIPLE_2',
  'TRIPLE_3',
  'TRIPLE_4',
  'TRIPLE_5',
  'TRIPLE_6',
  'DOUBLE_1',
  'DOUBLE_2',
  'DOUBLE_3',
  'DOUBLE_4',
  'DOUBLE_5',
  'DOUBLE_6',
  'TOTAL_4',
  'TOTAL_5',
  'TOTAL_6',
  'TOTAL_7',
  'TOTAL_8',
  'TOTAL_9',
  'TOTAL_10',
  'TOTAL_11',
  'TOTAL_12',
  'TOTAL_13',
  'TOTAL_14',
  'TOTAL_15',
  'TOTAL_16',
  'TOTAL_17',
  'COMBO_1_2',
  'COMBO_1_3',
  'COMBO_1_4',
  'COMBO_1_5',
  'COMBO_1_6',
  'COMBO_2_3',
  'COMBO_2_4',
  'COMBO_2_5',
  'COMBO_2_6',
  'COMBO_3_4',
  'COMBO_3_5',
  'COMBO_3_6',
  'COMBO_4_5',
  'COMBO_4_6',
  'COMBO_5_6',
  'SINGLE_1',
  'SINGLE_2',
  'SINGLE_3',
  'SINGLE_4',
  'SINGLE_5',
  'SINGLE_6',
] as const;
export type SicBoSpot = (typeof SIC_BO_SPOTS)[number];

export const isSicBoSpot: (spot: unknown) => spot is SicBoSpot = isOneOf(SIC_BO_SPOTS);

/** A spot's rule, parsed from its id. */
type SpotRule =
  | { readonly kind: 'SMALL' | 'BIG' | 'ODD' | 'EVEN' | 'ANY_TRIPLE' }
  | { readonly kind: 'TRIPLE' | 'DOUBLE' | 'SINGLE'; readonly face: number }
  | { readonly kind: 'TOTAL'; readonly total: keyof typeof SIC_BO_PAYTABLE.TOTAL }
  | { readonly kind: 'COMBO'; readonly faces: readonly [number, number] };

function ruleOf(spot: SicBoSpot): SpotRule {
  const [head, a, b] = spot.split('_');
  switch (head) {
    case 'SMALL':
    case 'BIG':
    case 'ODD':
    case 'EVEN':
      return { kind: head };
    case 'ANY':
      return { kind: 'ANY_TRIPLE' };
    case 'TRIPLE':
    case 'DOUBLE':
    case 'SINGLE':
      return { kind: head, face: Number(a) };
    case 'TOTAL':
      return { kind: 'TOTAL', total: Number(a) as keyof typeof SIC_BO_PAYTABLE.TOTAL };
    case 'COMBO':
      return { kind: 'COMBO', faces: [Number(a), Number(b)] };
    default:
      throw new RangeError(`unknown sic bo spot ${spot}`);
  }
}

const RULES: ReadonlyMap<SicBoSpot, SpotRule> = new Map(SIC_BO_SPOTS.map((spot) => [spot, ruleOf(spot)]));

// ---------------------------------------------------------------------------------------------
// The roll
// ---------------------------------------------------------------------------------------------

export interface SicBoOutcome {
  /** In the order drawn. */
  readonly dice: SicBoDice;
  /** 3..18. */
  readonly total: number;
  /** All three dice the same. */
  readonly triple: boolean;
}

const isFace = (value: unknown): value is SicBoFace =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 6;

/** The outcome for three dice (to replay or show a past roll). */
export function sicBoOutcome(dice: readonly number[]): SicBoOutcome {
  const [a, b, c] = dice;
  if (dice.length !== 3 || !isFace(a) || !isFace(b) || !isFace(c))
    throw new RangeError(`not three dice: ${JSON.stringify(dice)}`);
  return { dice: [a, b, c], total: a + b + c, triple: a === b && b === c };
}

/** One roll: three draws of `rng.int(6) + 1`, first die first. */
export function rollSicBo(rng: Rng): SicBoOutcome {
  const a = rng.int(6) + 1;
  const b = rng.int(6) + 1;
  const c = rng.int(6) + 1;
  return sicBoOutcome([a, b, c]);
}

/**
 * What a spot pays on an outcome, as winnings per unit staked, or null if the bet loses. SINGLE
 * pays by how many dice show the face.
 */
export function sicBoPayout(spot: SicBoSpot, outcome: SicBoOutcome): number | null {
  const rule = RULES.get(spot);
  if (rule === undefined) throw new RangeError(`unknown sic bo spot ${String(spot)}`);
  const { dice, total, triple } = outcome;
  const count = (face: number) => dice.filter((d) => d === face).length;
  const pays = (win: boolean, payout: number) => (win ? payout : null);
  switch (rule.kind) {
    case 'SMALL':
      return pays(!triple && total >= 4 && total <= 10, SIC_BO_PAYTABLE.SMALL);
    case 'BIG':
      return pays(!triple && total >= 11 && total <= 17, SIC_BO_PAYTABLE.BIG);
    case 'ODD':
      return pays(!triple && total % 2 === 1, SIC_BO_PAYTABLE.ODD);
    case 'EVEN':
      return pays(!triple && total % 2 === 0, SIC_BO_PAYTABLE.EVEN);
    case 'ANY_TRIPLE':
      return pays(triple, SIC_BO_PAYTABLE.ANY_TRIPLE);
    case 'TRIPLE':
      return pays(count(rule.face) === 3, SIC_BO_PAYTABLE.SPECIFIC_TRIPLE);
    case 'DOUBLE':
      return pays(count(rule.face) >= 2, SIC_BO_PAYTABLE.SPECIFIC_DOUBLE);
    case 'TOTAL':
      return pays(total === rule.total, SIC_BO_PAYTABLE.TOTAL[rule.total]);
    case 'COMBO':
      return pays(count(rule.faces[0]) >= 1 && count(rule.faces[1]) >= 1, SIC_BO_PAYTABLE.COMBINATION);
    case 'SINGLE': {
      const matches = count(rule.face);
      return matches === 0 ? null : SIC_BO_PAYTABLE.SINGLE[matches as 1 | 2 | 3];
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Bets: validation and settlement
// ---------------------------------------------------------------------------------------------

/** A bet, as JSON from a browser: `{ spot: 'BIG', stake: 500 }`. */
export interface SicBoBet {
  readonly spot: SicBoSpot;
  /** Integer minor units, > 0. */
  readonly stake: number;
}

/** Per-spot limits and an optional cap on the slip's total, in minor units. */
export type SicBoLimits = SlipLimits;

/** At most one bet per spot, so a slip holds at most this many bets. */
export const SIC_BO_MAX_BETS = SIC_BO_SPOTS.length;

/**
 * Largest stake accepted on one spot whatever the limits: a full slip of such stakes, each paid at
 * the top odds (180:1), still returns a safe integer.
 */
export const SIC_BO_MAX_STAKE = Math.floor(
  Number.MAX_SAFE_INTEGER / ((SIC_BO_PAYTABLE.SPECIFIC_TRIPLE + 1) * SIC_BO_MAX_BETS),
);

/**
 * EMPTY, MALFORMED, TOO_MANY, UNKNOWN_SPOT, DUPLICATE_SPOT, BAD_STAKE, BELOW_MIN, ABOVE_MAX or
 * ABOVE_MAX_TOTAL (see bet-slip.ts).
 */
export type SicBoBetError = CappedSlipError<SicBoSpot>;

export type SicBoValidation = SlipValidation<SicBoBet, SicBoBetError>;

const SLIP_RULES = {
  ...spotSlipRules(isSicBoSpot, { strict: true, maxStake: SIC_BO_MAX_STAKE }),
  maxBets: SIC_BO_MAX_BETS,
};

/**
 * Checks a bet slip without ever throwing (input may come straight from JSON): every problem is
 * reported, each with the index of the offending bet. A spot must be one of SIC_BO_SPOTS and be
 * backed at most once; a stake must be a positive safe integer (at most SIC_BO_MAX_STAKE) within
 * the limits, and the slip's total within `maxTotal` if given.
 */
export function validateSicBoBets(bets: unknown, limits: SicBoLimits): SicBoValidation {
  return validateCappedSlip(bets, limits, SLIP_RULES);
}

export interface SettledSicBoBet {
  readonly spot: SicBoSpot;
  readonly stake: number;
  readonly result: 'WIN' | 'LOSE';
  /** Winnings per unit staked on a win (for SINGLE, by the number of matching dice), else 0. */
  readonly payout: number;
  /** What goes back to the player: stake x (payout + 1) on a win, 0 on a loss. */
  readonly returned: number;
  /** returned - stake. */
  readonly net: number;
}

export interface SicBoSettlement extends SlipSettlement<SettledSicBoBet> {
  readonly outcome: SicBoOutcome;
}

/**
 * Settles validated bets against a roll. Throws on bets `validateSicBoBets` would refuse (a
 * programming error, not a player's).
 */
export function settleSicBo(outcome: SicBoOutcome, bets: readonly SicBoBet[]): SicBoSettlement {
  const settlement = settleSlip(bets, (bet): SettledSicBoBet => {
    if (!isSicBoSpot(bet.spot)) throw new RangeError(`unknown sic bo spot ${String(bet.spot)}`);
    checkStake(bet.stake);
    const payout = sicBoPayout(bet.spot, outcome);
    const returned = payout === null ? 0 : bet.stake * (payout + 1);
    return {
      spot: bet.spot,
      stake: bet.stake,
      result: payout === null ? 'LOSE' : 'WIN',
      payout: payout ?? 0,
      returned,
      net: returned - bet.stake,
    };
  });
  return { outcome, ...settlement };
}

// ---------------------------------------------------------------------------------------------
// Exact returns
// ---------------------------------------------------------------------------------------------

/** All three dice together can fall in 6^3 ordered ways, each equally likely. */
export const SIC_BO_OUTCOMES = 216;

export interface SicBoSpotReturn {
  /** Of the 216 equally likely ordered rolls, how many the bet wins. */
  readonly winningRolls: number;
  /** Expected amount returned per unit staked (stake included). */
  readonly expectedReturn: number;
  /** Expected loss per unit staked: 1 - expectedReturn. */
  readonly houseEdge: number;
  readonly exact: { readonly expectedReturn: Fraction; readonly houseEdge: Fraction };
}

/**
 * Each spot's exact expected return and house edge, by settling a unit stake on it with
 * `settleSicBo` itself against every one of the 216 ordered rolls.
 */
export function sicBoExactReturns(): Readonly<Record<SicBoSpot, SicBoSpotReturn>> {
  const returned = new Map<SicBoSpot, { wins: number; sum: number }>(
    SIC_BO_SPOTS.map((spot) => [spot, { wins: 0, sum: 0 }]),
  );
  const unitBets = SIC_BO_SPOTS.map((spot): SicBoBet => ({ spot, stake: 1 }));
  let rolls = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        rolls += 1;
        for (const bet of settleSicBo(sicBoOutcome([a, b, c]), unitBets).bets) {
          const tally = returned.get(bet.spot) as { wins: number; sum: number };
          tally.sum += bet.returned;
          if (bet.result === 'WIN') tally.wins += 1;
        }
      }
  if (rolls !== SIC_BO_OUTCOMES) throw new Error('sic bo enumeration does not add up');
  const n = BigInt(SIC_BO_OUTCOMES);
  const bySpot = {} as Record<SicBoSpot, SicBoSpotReturn>;
  for (const spot of SIC_BO_SPOTS) {
    const { wins, sum } = returned.get(spot) as { wins: number; sum: number };
    const expectedReturn = fraction(BigInt(sum), n);
    const houseEdge = fraction(n - BigInt(sum), n);
    bySpot[spot] = {
      winningRolls: wins,
      expectedReturn: sum / SIC_BO_OUTCOMES,
      houseEdge: (SIC_BO_OUTCOMES - sum) / SIC_BO_OUTCOMES,
      exact: { expectedReturn, houseEdge },
    };
  }
  return bySpot;
}
