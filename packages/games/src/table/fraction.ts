/**
 * Exact rationals over BigInt, for the engines' exact returns (house edges, RTP, probabilities).
 * Every fraction is kept reduced with a positive denominator, so equal values are equal records.
 */

/** An exact rational, reduced, denominator positive. */
export interface Fraction {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/** `numerator / denominator`, reduced, the sign carried by the numerator. Throws on a zero denominator. */
export function fraction(numerator: bigint, denominator: bigint): Fraction {
  if (denominator === 0n) throw new RangeError('zero denominator');
  const sign = denominator < 0n ? -1n : 1n;
  const g = gcd(numerator, denominator) || 1n;
  return { numerator: (sign * numerator) / g, denominator: (sign * denominator) / g };
}

/** A whole number as a fraction. */
export const integer = (n: number | bigint): Fraction => fraction(BigInt(n), 1n);

export const add = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.numerator * b.denominator + b.numerator * a.denominator, a.denominator * b.denominator);
export const sub = (a: Fraction, b: Fraction): Fraction =>
  add(a, { numerator: -b.numerator, denominator: b.denominator });
export const mul = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.numerator * b.numerator, a.denominator * b.denominator);
/** Throws a RangeError when `b` is zero. */
export const div = (a: Fraction, b: Fraction): Fraction =>
  fraction(a.numerator * b.denominator, a.denominator * b.numerator);

/** Nearest double to an exact fraction (relative error ~1e-16). */
export const fractionToNumber = (f: Fraction): number => {
  const scale = 10n ** 30n;
  return Number((f.numerator * scale) / f.denominator) / 1e30;
};

/** The same record with every fraction as its nearest double. */
export const fractionsToNumbers = <K extends string>(record: Record<K, Fraction>): Record<K, number> =>
  Object.fromEntries(Object.entries<Fraction>(record).map(([k, f]) => [k, fractionToNumber(f)])) as Record<
    K,
    number
  >;
