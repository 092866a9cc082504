import type { Rng } from './fairness.ts';

/**
 * Playing cards for the card games. A card is a number 0..51: rank = card % 13 + 1 (1 ace .. 13
 * king), suit = floor(card / 13) (0 spades, 1 hearts, 2 clubs, 3 diamonds).
 */
export type Card = number;

export const SUITS = ['S', 'H', 'C', 'D'] as const;
export const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

export const rankOf = (card: Card): number => (card % 13) + 1;
export const suitOf = (card: Card): number => Math.floor(card / 13);
export const cardLabel = (card: Card): string => `${RANK_LABELS[card % 13]}${SUITS[suitOf(card)]}`;

/**
 * A shoe of `decks` full decks dealt without replacement: each draw picks uniformly among the
 * cards still in the shoe, which deals exactly as a Fisher-Yates shuffle of the whole shoe would,
 * with only as many random draws as cards dealt. A fresh shoe every round keeps rounds independent
 * and verifiable from their own seeds.
 */
export class Shoe {
  private readonly cards: Card[];
  private remaining: number;

  constructor(
    private readonly rng: Rng,
    readonly decks: number,
  ) {
    this.cards = [];
    for (let deck = 0; deck < decks; deck++) for (let card = 0; card < 52; card++) this.cards.push(card);
    this.remaining = this.cards.length;
  }

  draw(): Card {
    if (this.remaining === 0) throw new Error('the shoe is empty');
    const index = this.rng.int(this.remaining);
    const card = this.cards[index] as Card;
    this.remaining -= 1;
    this.cards[index] = this.cards[this.remaining] as Card;
    this.cards[this.remaining] = card;
    return card;
  }

  get left(): number {
    return this.remaining;
  }
}
