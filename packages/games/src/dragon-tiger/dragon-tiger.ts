import { type Card, cardLabel, rankOf, Shoe, suitOf } from '../fairness/cards.ts';
import type { Rng } from '../fairness/fairness.ts';
import { type Fraction, fraction } from '../table/fraction.ts';
import { type PayoutRatio, scaleDown } from '../table/money.ts';
import { checkDecks, shoeReturns } from '../table/shoe-returns.ts';
import { type SpotBet, spotTable } from '../table/spot-table.ts';

export type { BetLimits } from '../table/bet-slip.ts';
export type { Fraction } from '../table/fraction.ts';
export type { PayoutRatio } from '../table/money.ts';

/**
 * Dragon Tiger from a fresh 8-deck shoe each round (rounds independent and verifiable from their own
 * seeds): one card to Dragon, then one to Tiger; the higher rank wins, ace low (1) and king high (13),
 * suits do not rank. Pure and deterministic given the generator: no I/O, no clock.
 */

export const DRAGON_TIGER_DECKS = 8;

export const DRAGON_TIGER_SPOTS = ['DRAGON', 'TIGER', 'TIE', 'SUITED_TIE'] as const;
export type DragonTigerSpot = (typeof DRAGON_TIGER_SPOTS)[number];

export const DRAGON_TIGER_SPOT_LABELS: Readonly<Record<DragonTigerSpot, string>> = {
  DRAGON: 'Dragon',
  TIGER: 'Tiger',
  TIE: 'Tie',
  SUITED_TIE: 'Suited Tie',
};

/**
 * The pay table: DRAGON and TIGER 1:1, TIE 8:1 (any tie, suited or not), SUITED_TIE 50:1 (same rank
 * and same suit, possible with several decks). Tie half-loss rule: on a tie, DRAGON and TIGER bets
 * lose half the stake; the half returned is rounded DOWN to the minor unit, in the house's favour
 * (a stake of 5 gets 2 back).
 */
export const DRAGON_TIGER_PAYOUTS: Readonly<Record<DragonTigerSpot, PayoutRatio>> = {
  DRAGON: { numerator: 1, denominator: 1 },
  TIGER: { numerator: 1, denominator: 1 },
  TIE: { numerator: 8, denominator: 1 },
  SUITED_TIE: { numerator: 50, denominator: 1 },
};

export type DragonTigerWinner = 'DRAGON' | 'TIGER' | 'TIE';

export interface DragonTigerOutcome {
  readonly dragon: Card;
  readonly tiger: Card;
  /** Ranks 1 (ace) .. 13 (king). */
  readonly dragonRank: number;
  readonly tigerRank: number;
  readonly winner: DragonTigerWinner;
  /** A tie in rank and suit. */
  readonly suitedTie: boolean;
}

/** Resolves a round from its two cards, Dragon's first. */
export function playDragonTiger(dragon: Card, tiger: Card): DragonTigerOutcome {
  const dragonRank = rankOf(dragon);
  const tigerRank = rankOf(tiger);
  const winner: DragonTigerWinner =
    dragonRank > tigerRank ? 'DRAGON' : tigerRank > dragonRank ? 'TIGER' : 'TIE';
  return {
    dragon,
    tiger,
    dragonRank,
    tigerRank,
    winner,
    suitedTie: winner === 'TIE' && suitOf(dragon) === suitOf(tiger),
  };
}

/** Deals one round from a fresh 8-deck shoe drawn with the round's generator: Dragon, then Tiger. */
export function dealDragonTiger(rng: Rng): DragonTigerOutcome {
  const shoe = new Shoe(rng, DRAGON_TIGER_DECKS);
  const dragon = shoe.draw();
  const tiger = shoe.draw();
  return playDragonTiger(dragon, tiger);
}

// ---------------------------------------------------------------------------------------------
// Bets: validation and settlement
// ---------------------------------------------------------------------------------------------

export type DragonTigerBet = SpotBet<DragonTigerSpot>;

/** A half loss gives half the stake back, rounded down (Dragon and Tiger bets on a tie). */
export type DragonTigerBetResult = 'WIN' | 'LOSE' | 'HALF_LOSS';

function resultOf(outcome: DragonTigerOutcome, spot: DragonTigerSpot): DragonTigerBetResult {
  switch (spot) {
    case 'DRAGON':
    case 'TIGER':
      return outcome.winner === 'TIE' ? 'HALF_LOSS' : outcome.winner === spot ? 'WIN' : 'LOSE';
    case 'TIE':
      return outcome.winner === 'TIE' ? 'WIN' : 'LOSE';
    case 'SUITED_TIE':
      return outcome.suitedTie ? 'WIN' : 'LOSE';
  }
}

/** The half of the stake a DRAGON or TIGER bet gets back on a tie. */
const HALF: PayoutRatio = { numerator: 1, denominator: 2 };

const TABLE = spotTable({
  game: 'dragon tiger',
  spots: DRAGON_TIGER_SPOTS,
  payouts: DRAGON_TIGER_PAYOUTS,
  // Every win is a whole multiple of the stake, so there is nothing to round.
  winRounding: 'down',
  resultOf,
  // Half back, rounded down: the house's favour on odd stakes.
  returnedOn: (_halfLoss, stake) => scaleDown(stake, HALF),
});

export const isDragonTigerSpot = TABLE.isSpot;

/** Checks a bet slip without ever throwing, reporting every problem (see `SpotTable.validate`). */
export const validateDragonTigerBets = TABLE.validate;

/** Settles validated bets against an outcome; throws on a bet `validateDragonTigerBets` would refuse. */
export const settleDragonTiger = TABLE.settle;

/** A one-line account of a round for a UI or a history row. */
export function describeDragonTigerRound(outcome: DragonTigerOutcome): string {
  const verdict =
    outcome.winner === 'TIE'
      ? outcome.suitedTie
        ? 'Suited tie'
        : 'Tie'
      : `${DRAGON_TIGER_SPOT_LABELS[outcome.winner]} wins`;
  return `Dragon ${cardLabel(outcome.dragon)}; Tiger ${cardLabel(outcome.tiger)}; ${verdict}`;
}

// ---------------------------------------------------------------------------------------------
// Exact returns
// ---------------------------------------------------------------------------------------------

type DragonTigerEvent = DragonTigerWinner | 'SUITED_TIE';

export interface DragonTigerExactReturns {
  readonly decks: number;
  /** Probability of each event per round (TIE includes suited ties). */
  readonly probability: Readonly<Record<DragonTigerEvent, number>>;
  /**
   * House edge of each bet: expected loss per unit staked, per round, with the tie half-loss rule on
   * DRAGON and TIGER. Computed at the nominal pay table; rounding half a stake down to the minor
   * unit takes slightly more from odd stakes than this.
   */
  readonly houseEdge: Readonly<Record<DragonTigerSpot, number>>;
  readonly exact: {
    readonly probability: Readonly<Record<DragonTigerEvent, Fraction>>;
    readonly houseEdge: Readonly<Record<DragonTigerSpot, Fraction>>;
  };
}

/**
 * Exact probabilities and house edges for a shoe of `decks` decks, by enumerating every ordered
 * pair of the 52 card faces, weighted by how many copies are left (d for the first card; d - 1 for
 * the same face again, d for any other), over the denominator N (N - 1).
 */
export function dragonTigerExactReturns(decks: number = DRAGON_TIGER_DECKS): DragonTigerExactReturns {
  checkDecks(decks);
  const n = 52 * decks;
  let dragon = 0;
  let tiger = 0;
  let tie = 0;
  let suited = 0;
  for (let first = 0; first < 52; first++) {
    for (let second = 0; second < 52; second++) {
      const weight = decks * (first === second ? decks - 1 : decks);
      const round = playDragonTiger(first, second);
      if (round.winner === 'DRAGON') dragon += weight;
      else if (round.winner === 'TIGER') tiger += weight;
      else tie += weight;
      if (round.suitedTie) suited += weight;
    }
  }
  const total = BigInt(n) * BigInt(n - 1);
  if (BigInt(dragon + tiger + tie) !== total) throw new Error('dragon tiger enumeration does not add up');
  const [d, t, x, s] = [BigInt(dragon), BigInt(tiger), BigInt(tie), BigInt(suited)];
  const probability = {
    DRAGON: fraction(d, total),
    TIGER: fraction(t, total),
    TIE: fraction(x, total),
    SUITED_TIE: fraction(s, total),
  };
  // edge = P(lose) + P(half loss) / 2 - P(win) * payout, over total * 2 * payout denominator.
  const edge = (spot: DragonTigerSpot, win: bigint, lose: bigint, halfLoss: bigint): Fraction => {
    const { numerator, denominator } = DRAGON_TIGER_PAYOUTS[spot];
    const den = BigInt(denominator);
    return fraction(2n * lose * den + halfLoss * den - 2n * win * BigInt(numerator), 2n * total * den);
  };
  const houseEdge = {
    DRAGON: edge('DRAGON', d, t, x),
    TIGER: edge('TIGER', t, d, x),
    TIE: edge('TIE', x, total - x, 0n),
    SUITED_TIE: edge('SUITED_TIE', s, total - s, 0n),
  };
  return shoeReturns(decks, probability, houseEdge);
}
