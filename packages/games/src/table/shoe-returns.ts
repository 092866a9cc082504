import { type Fraction, fractionsToNumbers } from './fraction.ts';

/**
 * The exact returns of the games dealt from a shoe (baccarat, dragon tiger), computed by enumeration
 * for a shoe of any size the tables could use.
 */

/** Throws a RangeError unless `decks` is a whole number of decks from 1 to 64. */
export function checkDecks(decks: number): void {
  if (!Number.isInteger(decks) || decks < 1 || decks > 64) throw new RangeError(`decks ${decks}: 1..64`);
}

/** A shoe's figures as exact fractions and as their nearest doubles. */
export function shoeReturns<Event extends string, Spot extends string>(
  decks: number,
  probability: Record<Event, Fraction>,
  houseEdge: Record<Spot, Fraction>,
) {
  return {
    decks,
    probability: fractionsToNumbers(probability),
    houseEdge: fractionsToNumbers(houseEdge),
    exact: { probability, houseEdge },
  };
}
