/**
 * Money in the engines: integer minor units, kept within the safe integers. A payout that is not a
 * whole number of minor units is rounded by exact integer arithmetic: DOWN (the house's favour),
 * except UP (the player's favour) where rounding down would push a bet's edge past its published
 * figure (the baccarat banker win, see baccarat.ts).
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

/** `ceil(stake * numerator / denominator)`, likewise exact: the player's favour. */
export const scaleUp = (stake: number, { numerator, denominator }: PayoutRatio): number => {
  const d = BigInt(denominator);
  return Number((BigInt(stake) * BigInt(numerator) + d - 1n) / d);
};
