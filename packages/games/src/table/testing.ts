import { type Card, RANK_LABELS, SUITS } from '../fairness/cards.ts';

/**
 * Helpers for the card games' tests: cards by label, and the generator values that make a fresh
 * shoe deal chosen cards.
 */

/** 'KS' -> the king of spades, '10H' -> ten of hearts. */
export const card = (label: string): Card => {
  const rank = RANK_LABELS.indexOf(label.slice(0, -1) as (typeof RANK_LABELS)[number]);
  const suit = SUITS.indexOf(label.slice(-1) as (typeof SUITS)[number]);
  if (rank < 0 || suit < 0) throw new Error(`bad card ${label}`);
  return suit * 13 + rank;
};

/**
 * The generator values that make a fresh shoe of `decks` decks deal exactly these cards in this
 * order, replaying the shoe's swap-with-last draws (see `Shoe`).
 */
export function shoeScript(labels: readonly string[], decks: number): number[] {
  const shoe: Card[] = [];
  for (let d = 0; d < decks; d++) for (let c = 0; c < 52; c++) shoe.push(c);
  let remaining = shoe.length;
  return labels.map((label) => {
    const index = shoe.indexOf(card(label));
    if (index < 0 || index >= remaining) throw new Error(`no ${label} left`);
    remaining -= 1;
    [shoe[index], shoe[remaining]] = [shoe[remaining] as Card, shoe[index] as Card];
    return index;
  });
}
