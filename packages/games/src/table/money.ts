/**
 * Money in the engines: integer minor units, kept within the safe integers, with payouts that are
 * not whole numbers of minor units rounded DOWN (in the house's favour) by exact integer arithmetic.
 */

/** A stake: a positive safe integer of minor units, at most `max` when given. */
export const isStake = (stake: unknown, max?: number): stake is number =>
  typeof stake === 'number' &&
  Number.isSafeInteger(stake) &&
  stake > 0 &&
  (max === undefined || stake <= max);

/** The amount, if it is a safe integer; else throws a RangeError naming it as `what`. */
export function assertSafe(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`${what} ${amount} is not a safe integer`);
  return amount;
}

/** Winnings per unit staked on a win, as a fraction `numerator / denominator` of the stake. */
export interface PayoutRatio {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * `floor(stake * numerator / denominator)` of a non-negative safe integer stake, in exact integer
 * arithmetic (no floating-point rounding whatever the size of the product).
 */
export const scaleDown = (stake: number, { numerator, denominator }: PayoutRatio): number =>
  Number((BigInt(stake) * BigInt(numerator)) / BigInt(denominator));
