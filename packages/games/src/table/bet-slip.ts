import { assertSafe, isStake } from './money.ts';

/**
 * Bet slips of the table games: a list of bets, each backing one spot of the layout with a stake in
 * integer minor units, validated without throwing (a slip may come straight from JSON) and settled
 * with checked totals. Each game supplies its spots and how a bet names one; the rules of a slip
 * are the same everywhere: a spot is backed at most once, and a stake is a positive safe integer
 * (at most a game's ceiling) within the table limits.
 */

/** A guard for the members of a list of names, e.g. a game's spots. */
export const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (list as readonly string[]).includes(value);

export interface BetLimits {
  /** Smallest stake accepted on one spot, in minor units. */
  readonly min: number;
  /** Largest stake accepted on one spot, in minor units. */
  readonly max: number;
}

export interface SlipLimits extends BetLimits {
  /** Largest total of a slip, in minor units, if any. */
  readonly maxTotal?: number;
}

/** A bet naming an unknown spot, by default reported with the spot it named. */
export type UnknownSpotError = {
  readonly code: 'UNKNOWN_SPOT';
  readonly index: number;
  readonly spot: unknown;
};

/** What can be wrong with a slip; `Key` names a spot backed twice. */
export type SlipError<Key, UnknownSpot = UnknownSpotError> =
  | { readonly code: 'EMPTY' }
  | { readonly code: 'MALFORMED'; readonly index: number }
  | UnknownSpot
  | { readonly code: 'DUPLICATE_SPOT'; readonly index: number; readonly spot: Key }
  | { readonly code: 'BAD_STAKE'; readonly index: number; readonly stake: unknown }
  | { readonly code: 'BELOW_MIN'; readonly index: number; readonly stake: number; readonly min: number }
  | { readonly code: 'ABOVE_MAX'; readonly index: number; readonly stake: number; readonly max: number };

/** ... and of a slip with a cap on its number of bets and, if the limits say, on its total. */
export type CappedSlipError<Key, UnknownSpot = UnknownSpotError> =
  | SlipError<Key, UnknownSpot>
  | { readonly code: 'TOO_MANY'; readonly count: number; readonly max: number }
  | { readonly code: 'ABOVE_MAX_TOTAL'; readonly total: number; readonly maxTotal: number };

export type SlipValidation<Bet, Error> =
  | { readonly ok: true; readonly bets: readonly Bet[]; readonly total: number }
  | { readonly ok: false; readonly errors: readonly Error[] };

/** How a game reads the bets of its slips. */
export interface SlipRules<Fields extends { readonly stake: unknown }, Spot, Key, Bet, UnknownSpot> {
  /**
   * Strict slips also refuse as MALFORMED a bet that is an array or whose fields cannot be read (a
   * throwing getter); otherwise such a read throws.
   */
  readonly strict: boolean;
  /** Largest stake on one spot whatever the limits (BAD_STAKE above it), if any. */
  readonly maxStake?: number;
  /** Reads the fields of a bet that is an object. */
  read(bet: object): Fields;
  /** The spot the fields name, or undefined if there is none. */
  find(fields: Fields): Spot | undefined;
  unknownSpot(index: number, fields: Fields): UnknownSpot;
  /** What makes two bets back the same spot; DUPLICATE_SPOT reports it. */
  key(spot: Spot): Key;
  /** The bet as it comes back from a successful validation. */
  bet(spot: Spot, stake: number): Bet;
}

function readBet<Fields extends { readonly stake: unknown }>(
  bet: unknown,
  rules: SlipRules<Fields, unknown, unknown, unknown, unknown>,
): Fields | undefined {
  if (typeof bet !== 'object' || bet === null) return undefined;
  if (!rules.strict) return rules.read(bet);
  if (Array.isArray(bet)) return undefined;
  try {
    return rules.read(bet);
  } catch {
    return undefined;
  }
}

/**
 * Checks a slip without throwing (but see `SlipRules.strict`): every problem is reported, each with
 * the index of the offending bet. Not a list is MALFORMED at index -1; an empty list is EMPTY.
 */
export function validateSlip<Fields extends { readonly stake: unknown }, Spot, Key, Bet, UnknownSpot>(
  bets: unknown,
  limits: BetLimits,
  rules: SlipRules<Fields, Spot, Key, Bet, UnknownSpot>,
): SlipValidation<Bet, SlipError<Key, UnknownSpot>> {
  if (!Array.isArray(bets)) return { ok: false, errors: [{ code: 'MALFORMED', index: -1 }] };
  if (bets.length === 0) return { ok: false, errors: [{ code: 'EMPTY' }] };
  const errors: SlipError<Key, UnknownSpot>[] = [];
  const seen = new Set<Key>();
  const valid: Bet[] = [];
  let total = 0;
  bets.forEach((bet: unknown, index) => {
    const fields = readBet(bet, rules);
    if (fields === undefined) {
      errors.push({ code: 'MALFORMED', index });
      return;
    }
    let ok = true;
    const spot = rules.find(fields);
    if (spot === undefined) {
      errors.push(rules.unknownSpot(index, fields));
      ok = false;
    } else {
      const key = rules.key(spot);
      if (seen.has(key)) {
        errors.push({ code: 'DUPLICATE_SPOT', index, spot: key });
        ok = false;
      } else seen.add(key);
    }
    const { stake } = fields;
    if (!isStake(stake, rules.maxStake)) {
      errors.push({ code: 'BAD_STAKE', index, stake });
      ok = false;
    } else if (stake < limits.min) {
      errors.push({ code: 'BELOW_MIN', index, stake, min: limits.min });
      ok = false;
    } else if (stake > limits.max) {
      errors.push({ code: 'ABOVE_MAX', index, stake, max: limits.max });
      ok = false;
    }
    if (ok && spot !== undefined && isStake(stake)) {
      total += stake;
      valid.push(rules.bet(spot, stake));
    }
  });
  return errors.length === 0 ? { ok: true, bets: valid, total } : { ok: false, errors };
}

/**
 * `validateSlip` for a slip of at most `maxBets` bets (else TOO_MANY alone) whose total, when the
 * slip is otherwise valid, must not exceed `limits.maxTotal` if given (else ABOVE_MAX_TOTAL alone).
 */
export function validateCappedSlip<Fields extends { readonly stake: unknown }, Spot, Key, Bet, UnknownSpot>(
  bets: unknown,
  limits: SlipLimits,
  rules: SlipRules<Fields, Spot, Key, Bet, UnknownSpot> & { readonly maxBets: number },
): SlipValidation<Bet, CappedSlipError<Key, UnknownSpot>> {
  if (Array.isArray(bets) && bets.length > rules.maxBets)
    return { ok: false, errors: [{ code: 'TOO_MANY', count: bets.length, max: rules.maxBets }] };
  const result = validateSlip(bets, limits, rules);
  if (result.ok && limits.maxTotal !== undefined && result.total > limits.maxTotal)
    return {
      ok: false,
      errors: [{ code: 'ABOVE_MAX_TOTAL', total: result.total, maxTotal: limits.maxTotal }],
    };
  return result;
}

/** The fields of a bet on a named spot, `{ spot: 'BIG', stake: 500 }`. */
export interface SpotBetFields {
  readonly spot: unknown;
  readonly stake: unknown;
}

/** Rules for a slip of bets naming their spot by one of a list of names. */
export function spotSlipRules<Spot extends string>(
  isSpot: (spot: unknown) => spot is Spot,
  options: { readonly strict: boolean; readonly maxStake?: number },
): SlipRules<SpotBetFields, Spot, Spot, { spot: Spot; stake: number }, UnknownSpotError> {
  return {
    ...options,
    read: (bet) => {
      const { spot, stake } = bet as { spot?: unknown; stake?: unknown };
      return { spot, stake };
    },
    find: ({ spot }) => (isSpot(spot) ? spot : undefined),
    unknownSpot: (index, { spot }) => ({ code: 'UNKNOWN_SPOT', index, spot }),
    key: (spot) => spot,
    bet: (spot, stake) => ({ spot, stake }),
  };
}

// ---------------------------------------------------------------------------------------------
// Settlement
// ---------------------------------------------------------------------------------------------

export interface SlipSettlement<Settled> {
  readonly bets: readonly Settled[];
  readonly totalStaked: number;
  readonly totalReturned: number;
  /** totalReturned - totalStaked. */
  readonly net: number;
}

/** Throws a RangeError unless the stake is a positive safe integer (settling trusts validation). */
export function checkStake(stake: number): void {
  if (!isStake(stake)) throw new RangeError(`bad stake ${stake}`);
}

/**
 * Settles each bet with `settleBet` (which throws on a bet validation would refuse) and totals the
 * slip, throwing a RangeError if an amount returned or a total leaves the safe integers.
 */
export function settleSlip<
  Bet extends { readonly stake: number },
  Settled extends { readonly returned: number },
>(bets: readonly Bet[], settleBet: (bet: Bet) => Settled): SlipSettlement<Settled> {
  let totalStaked = 0;
  let totalReturned = 0;
  const settled = bets.map((bet) => {
    const result = settleBet(bet);
    assertSafe(result.returned, 'return');
    totalStaked = assertSafe(totalStaked + bet.stake, 'total staked');
    totalReturned = assertSafe(totalReturned + result.returned, 'total returned');
    return result;
  });
  return { bets: settled, totalStaked, totalReturned, net: totalReturned - totalStaked };
}
