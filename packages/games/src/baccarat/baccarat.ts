import { type Card, cardLabel, rankOf, Shoe } from '../fairness/cards.ts';
import type { Rng } from '../fairness/fairness.ts';
import type { BetLimits } from '../table/bet-slip.ts';
import { div, type Fraction, fraction, integer, mul, sub } from '../table/fraction.ts';
import { isStake, type PayoutRatio } from '../table/money.ts';
import { checkDecks, shoeReturns } from '../table/shoe-returns.ts';
import { type SpotBet, type SpotBetInput, spotTable } from '../table/spot-table.ts';

export type { BetLimits } from '../table/bet-slip.ts';
export { type Fraction, fraction, fractionToNumber } from '../table/fraction.ts';
export type { PayoutRatio } from '../table/money.ts';

/**
 * Punto banco baccarat from a fresh 8-deck shoe each round (rounds independent and verifiable from
 * their own seeds). Cards are dealt Player, Banker, Player, Banker, then the Player's third card if
 * any, then the Banker's. Pure and deterministic given the generator: no I/O, no clock.
 */

export const BACCARAT_DECKS = 8;

export const BACCARAT_SPOTS = ['PLAYER', 'BANKER', 'TIE', 'PLAYER_PAIR', 'BANKER_PAIR'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];

export const BACCARAT_SPOT_LABELS: Readonly<Record<BaccaratSpot, string>> = {
  PLAYER: 'Player',
  BANKER: 'Banker',
  TIE: 'Tie',
  PLAYER_PAIR: 'Player Pair',
  BANKER_PAIR: 'Banker Pair',
};

/**
 * The pay table. BANKER pays 1:1 less 5% commission, i.e. 19/20 of the stake: a win that is not a
 * whole number of minor units is rounded UP, in the player's favour (the commission is rounded
 * down: a banker win on a stake of 110 pays 105, not 104.5). Rounded the other way, the commission
 * would take up to a whole minor unit more than 5%, and at stakes that are not multiples of 20 the
 * edge would pass the published 1.06% (1.27% at a stake of 1.10); rounded up, the edge is 1.06% on
 * multiples of 20 and less on any other stake. Below a stake of 40 the rounding can outweigh the
 * commission (a stake of 1 would be paid 1:1), hence BACCARAT_MIN_STAKE.
 */
export const BACCARAT_PAYOUTS: Readonly<Record<BaccaratSpot, PayoutRatio>> = {
  PLAYER: { numerator: 1, denominator: 1 },
  BANKER: { numerator: 19, denominator: 20 },
  TIE: { numerator: 8, denominator: 1 },
  PLAYER_PAIR: { numerator: 11, denominator: 1 },
  BANKER_PAIR: { numerator: 11, denominator: 1 },
};

export type BaccaratWinner = 'PLAYER' | 'BANKER' | 'TIE';

export interface BaccaratHand {
  /** The hand's cards in the order it received them (two or three). */
  readonly cards: readonly Card[];
  /** Baccarat total 0..9 of all its cards. */
  readonly total: number;
  /** Total of the first two cards. */
  readonly twoCardTotal: number;
  /** Whether the first two cards made a natural (8 or 9). */
  readonly natural: boolean;
  /** Whether the hand drew a third card. */
  readonly drewThird: boolean;
  /** Whether its first two cards have the same rank (K-K is a pair, K-Q is not). */
  readonly pair: boolean;
}

export interface BaccaratOutcome {
  readonly player: BaccaratHand;
  readonly banker: BaccaratHand;
  /** Every card in deal order: P, B, P, B, then the player's third, then the banker's. */
  readonly dealt: readonly Card[];
  readonly winner: BaccaratWinner;
}

/** Point value of a card: ace 1, 2-9 face value, 10 and court cards 0. */
export const baccaratValue = (card: Card): number => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};

/** Player's rule: draws a third card on a two-card total of 0-5, stands on 6-7 (8-9 are naturals). */
export const playerDraws = (playerTotal: number): boolean => playerTotal <= 5;

/**
 * Banker's rule (when neither hand is a natural): if the Player stood, the Banker draws on 0-5 and
 * stands on 6-7; otherwise it depends on the Banker's total and the VALUE (0-9) of the Player's third
 * card:
 *   0-2 draws always; 3 draws unless the third card is 8; 4 draws on 2-7; 5 draws on 4-7;
 *   6 draws on 6-7; 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird >= 6 && playerThird <= 7;
    default:
      return false;
  }
}

const handTotal = (cards: readonly Card[]): number =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

function hand(cards: Card[]): BaccaratHand {
  const [first, second] = cards as [Card, Card];
  const twoCardTotal = handTotal([first, second]);
  return {
    cards,
    total: handTotal(cards),
    twoCardTotal,
    natural: twoCardTotal >= 8,
    drewThird: cards.length === 3,
    pair: rankOf(first) === rankOf(second),
  };
}

/** Plays one coup from a source of cards (the rules only; `dealBaccarat` supplies a fresh shoe). */
export function playBaccarat(nextCard: () => Card): BaccaratOutcome {
  const p1 = nextCard();
  const b1 = nextCard();
  const p2 = nextCard();
  const b2 = nextCard();
  const playerCards = [p1, p2];
  const bankerCards = [b1, b2];
  const dealt = [p1, b1, p2, b2];
  const playerTwo = handTotal(playerCards);
  const bankerTwo = handTotal(bankerCards);
  // A natural on either side stops the deal: nobody draws.
  if (playerTwo < 8 && bankerTwo < 8) {
    let playerThird: number | null = null;
    if (playerDraws(playerTwo)) {
      const card = nextCard();
      playerCards.push(card);
      dealt.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(bankerTwo, playerThird)) {
      const card = nextCard();
      bankerCards.push(card);
      dealt.push(card);
    }
  }
  const player = hand(playerCards);
  const banker = hand(bankerCards);
  const winner: BaccaratWinner =
    player.total > banker.total ? 'PLAYER' : banker.total > player.total ? 'BANKER' : 'TIE';
  return { player, banker, dealt, winner };
}

/** Deals one round from a fresh 8-deck shoe drawn with the round's generator. */
export function dealBaccarat(rng: Rng): BaccaratOutcome {
  const shoe = new Shoe(rng, BACCARAT_DECKS);
  return playBaccarat(() => shoe.draw());
}

// ---------------------------------------------------------------------------------------------
// Bets: validation and settlement
// ---------------------------------------------------------------------------------------------

export type BaccaratBet = SpotBet<BaccaratSpot>;

/** A push gives the stake back (Player and Banker bets on a tie). */
export type BetResult = 'WIN' | 'LOSE' | 'PUSH';

function resultOf(outcome: BaccaratOutcome, spot: BaccaratSpot): BetResult {
  switch (spot) {
    case 'PLAYER':
    case 'BANKER':
      // Player and Banker bets push on a tie.
      return outcome.winner === 'TIE' ? 'PUSH' : outcome.winner === spot ? 'WIN' : 'LOSE';
    case 'TIE':
      return outcome.winner === 'TIE' ? 'WIN' : 'LOSE';
    case 'PLAYER_PAIR':
      return outcome.player.pair ? 'WIN' : 'LOSE';
    case 'BANKER_PAIR':
      return outcome.banker.pair ? 'WIN' : 'LOSE';
  }
}

// A push gives the stake back. A banker win's fractional minor unit is rounded up (see BACCARAT_PAYOUTS).
const TABLE = spotTable({
  game: 'baccarat',
  spots: BACCARAT_SPOTS,
  payouts: BACCARAT_PAYOUTS,
  winRounding: 'up',
  resultOf,
  returnedOn: (_push, stake) => stake,
});

export const isBaccaratSpot = TABLE.isSpot;

/**
 * The smallest stake the table takes, whatever the operator's limits say: from 40 minor units up the
 * banker bet keeps a positive edge; below, rounding its win up can outweigh the commission.
 */
export const BACCARAT_MIN_STAKE = 40;

/**
 * Checks a bet slip without ever throwing, reporting every problem (see `SpotTable.validate`); a
 * limit below BACCARAT_MIN_STAKE is raised to it.
 */
export const validateBaccaratBets = (bets: readonly SpotBetInput[], limits: BetLimits) =>
  TABLE.validate(bets, { ...limits, min: Math.max(limits.min, BACCARAT_MIN_STAKE) });

/** Settles validated bets against an outcome; throws on a bet `validateBaccaratBets` would refuse. */
export const settleBaccarat = TABLE.settle;

/** A one-line account of a round for a UI or a history row. */
export function describeBaccaratRound(outcome: BaccaratOutcome): string {
  const side = (name: string, h: BaccaratHand) =>
    `${name} ${h.cards.map(cardLabel).join(' ')} = ${h.total}${h.natural ? ' (natural)' : ''}${h.pair ? ' (pair)' : ''}`;
  const verdict = outcome.winner === 'TIE' ? 'Tie' : `${BACCARAT_SPOT_LABELS[outcome.winner]} wins`;
  return `${side('Player', outcome.player)}; ${side('Banker', outcome.banker)}; ${verdict}`;
}

// ---------------------------------------------------------------------------------------------
// Exact returns
// ---------------------------------------------------------------------------------------------

export interface BaccaratExactReturns {
  readonly decks: number;
  /** Probability of each event per coup. */
  readonly probability: Readonly<Record<BaccaratWinner | 'PLAYER_PAIR' | 'BANKER_PAIR', number>>;
  /**
   * House edge of each bet: expected loss per unit staked, per coup (ties counted as coups where the
   * Player and Banker bets push). Computed at the nominal pay table, which is what a stake that is
   * a multiple of 20 gets; on other stakes the banker win is rounded up and its edge is lower (see
   * `baccaratBankerEdgeAt`).
   */
  readonly houseEdge: Readonly<Record<BaccaratSpot, number>>;
  /** The same figures as exact fractions. */
  readonly exact: {
    readonly probability: Readonly<Record<BaccaratWinner | 'PLAYER_PAIR' | 'BANKER_PAIR', Fraction>>;
    readonly houseEdge: Readonly<Record<BaccaratSpot, Fraction>>;
  };
}

/**
 * Exact probabilities and house edges for a shoe of `decks` decks, by complete enumeration of the
 * coups over the ten point-value classes (tens and court cards are one class of 16 per deck, the
 * others 4 per deck), cards drawn without replacement, using the very rule functions the deal uses.
 *
 * Every path of k cards is weighted by the product of the counts it draws times the number of ways
 * to continue it to six cards, (N-k)(N-k-1)...(N-5), so all counts share the denominator
 * N(N-1)...(N-5) and are exact integers (BigInt). The pair bets depend only on ranks: the first two
 * cards of a hand are a uniformly random ordered pair of distinct cards of the shoe, so a pair has
 * probability 13 * 4d * (4d - 1) / (N (N - 1)) = (4d - 1) / (N - 1).
 */
export function baccaratExactReturns(decks: number = BACCARAT_DECKS): BaccaratExactReturns {
  checkDecks(decks);
  const n = 52 * decks;
  const counts = Array.from({ length: 10 }, (_, value) => (value === 0 ? 16 : 4) * decks);
  const c = (value: number): number => counts[value] as number;
  let playerWins = 0n;
  let bankerWins = 0n;
  let ties = 0n;
  const r = n - 4; // cards left after the first four
  // Accumulators for one four-card prefix (small integers, at most r * (r - 1)).
  let lp = 0;
  let lb = 0;
  let lt = 0;
  const score = (pt: number, bt: number, weight: number) => {
    if (pt > bt) lp += weight;
    else if (bt > pt) lb += weight;
    else lt += weight;
  };
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = c(p1);
    counts[p1] = w1 - 1;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = c(b1);
      if (w2 === 0) continue;
      counts[b1] = w2 - 1;
      for (let p2 = 0; p2 < 10; p2++) {
        const w3 = c(p2);
        if (w3 === 0) continue;
        counts[p2] = w3 - 1;
        for (let b2 = 0; b2 < 10; b2++) {
          const w4 = c(b2);
          if (w4 === 0) continue;
          counts[b2] = w4 - 1;
          lp = 0;
          lb = 0;
          lt = 0;
          const pt = (p1 + p2) % 10;
          const bt = (b1 + b2) % 10;
          if (pt >= 8 || bt >= 8) {
            score(pt, bt, r * (r - 1));
          } else if (playerDraws(pt)) {
            for (let p3 = 0; p3 < 10; p3++) {
              const w5 = c(p3);
              if (w5 === 0) continue;
              const pt3 = (pt + p3) % 10;
              if (bankerDraws(bt, p3)) {
                counts[p3] = w5 - 1;
                for (let b3 = 0; b3 < 10; b3++) {
                  const w6 = c(b3);
                  if (w6 > 0) score(pt3, (bt + b3) % 10, w5 * w6);
                }
                counts[p3] = w5;
              } else score(pt3, bt, w5 * (r - 1));
            }
          } else if (bankerDraws(bt, null)) {
            for (let b3 = 0; b3 < 10; b3++) {
              const w5 = c(b3);
              if (w5 > 0) score(pt, (bt + b3) % 10, w5 * (r - 1));
            }
          } else {
            score(pt, bt, r * (r - 1));
          }
          const prefix = BigInt(w1 * w2) * BigInt(w3 * w4);
          playerWins += prefix * BigInt(lp);
          bankerWins += prefix * BigInt(lb);
          ties += prefix * BigInt(lt);
          counts[b2] = w4;
        }
        counts[p2] = w3;
      }
      counts[b1] = w2;
    }
    counts[p1] = w1;
  }
  let total = 1n;
  for (let k = 0; k < 6; k++) total *= BigInt(n - k);
  if (playerWins + bankerWins + ties !== total) throw new Error('baccarat enumeration does not add up');

  const pair = fraction(BigInt(4 * decks - 1), BigInt(n - 1));
  const probability = {
    PLAYER: fraction(playerWins, total),
    BANKER: fraction(bankerWins, total),
    TIE: fraction(ties, total),
    PLAYER_PAIR: pair,
    BANKER_PAIR: pair,
  };
  // edge = P(lose) - P(win) * payout, over the common denominator total * payout denominator.
  const edge = (spot: BaccaratSpot, win: bigint, lose: bigint): Fraction => {
    const { numerator, denominator } = BACCARAT_PAYOUTS[spot];
    const d = BigInt(denominator);
    return fraction(lose * d - win * BigInt(numerator), total * d);
  };
  const pairCount = (pair.numerator * total) / pair.denominator; // exact: total is divisible by n - 1
  const houseEdge = {
    PLAYER: edge('PLAYER', playerWins, bankerWins),
    BANKER: edge('BANKER', bankerWins, playerWins),
    TIE: edge('TIE', ties, total - ties),
    PLAYER_PAIR: edge('PLAYER_PAIR', pairCount, total - pairCount),
    BANKER_PAIR: edge('BANKER_PAIR', pairCount, total - pairCount),
  };
  return shoeReturns(decks, probability, houseEdge);
}

/** Player 2 4 = 6 against Banker 3 5 = a natural 8: a banker win, to settle a stake against. */
const BANKER_WIN = ((cards: Card[]) => playBaccarat(() => cards.shift() as Card))([1, 15, 42, 30]);

/**
 * The banker bet's exact house edge at a stake of `stake` minor units, with the win as the table
 * actually pays it (rounded to the minor unit): (P(player wins) * stake - P(banker wins) * winnings)
 * / stake, ties pushing. The nominal `houseEdge.BANKER` assumes 19/20 of any stake can be paid; this
 * is what a player at a given stake really faces.
 */
export function baccaratBankerEdgeAt(stake: number, returns = baccaratExactReturns()): Fraction {
  if (!isStake(stake)) throw new RangeError(`stake ${stake} is not a positive safe integer`);
  const winnings = settleBaccarat(BANKER_WIN, [{ spot: 'BANKER', stake }]).net;
  const { PLAYER, BANKER } = returns.exact.probability;
  return div(sub(mul(PLAYER, integer(stake)), mul(BANKER, integer(winnings))), integer(stake));
}
