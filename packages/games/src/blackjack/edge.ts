/**
 * The exact house edge of this blackjack (see blackjack.ts for the rules: S17, peek, 3:2, double any
 * two cards, double after split, resplit to 4 hands, split aces one card each and no resplit, no
 * surrender, insurance never taken) under optimal play, computed by recursion over probabilities.
 *
 * INFINITE DECK: every card is drawn with its full-shoe probability (1/13 per rank, 4/13 for a ten)
 * whatever has been dealt, so the player's best play depends only on the hand's total and softness
 * (total-dependent basic strategy is then exactly optimal) and split hands are independent. Result:
 * a house edge of 0.51173% (player expectation -0.0051173 of the initial stake).
 *
 * Checks: with the rule switches set to split once and no double after split, the same code gives
 * -0.6902366%, against -0.690223% published by Griffin (The Theory of Blackjack) for the infinite
 * deck with those rules; double after split is then worth 0.141% and resplitting to 4 hands 0.038%,
 * as rule-effect tables say (about 0.13%-0.14% and 0.03%-0.05%). The 6-deck game is better for the
 * player by roughly 0.07%-0.1% (card removal): 6-deck S17 DAS no-surrender tables publish about
 * 0.40%-0.45%. This module does not compute the 6-deck figure: `npm run sim:rtp` measures it
 * from the engine's own shoe (10^7 hands: 0.4558% +- 0.0715% at 95%, docs/in-house-games.md).
 *
 * The edge is for exact 3:2. The engine rounds the half unit of a blackjack on an odd stake down,
 * which adds at most half a minor unit per blackjack (about 4.5% of rounds) on top of this.
 *
 * Exact up to floating point: every sum is finite (the recursions end because each card raises the
 * hard total), and the result is cached after the first call (which takes a few milliseconds).
 */

/** The rule switches the computation takes; the engine plays `BLACKJACK_RULES`. */
export interface EdgeRules {
  doubleAfterSplit: boolean;
  /** Most hands a round can be split into (2 = split once, no resplit). */
  maxHands: number;
}

export const BLACKJACK_RULES: EdgeRules = { doubleAfterSplit: true, maxHands: 4 };

/** Probability of drawing a card of value v (1 = ace .. 10 = ten or face). */
const P = (v: number): number => (v === 10 ? 4 / 13 : 1 / 13);
const VALUES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

const totalOf = (hard: number, ace: boolean): number => (ace && hard + 10 <= 21 ? hard + 10 : hard);

/** Dealer final totals: index 0..4 = 17..21, index 5 = bust. */
type DealerDist = number[];

const dealerMemo = new Map<number, DealerDist>();

/** Distribution of the dealer's final total from a hand (hard total, holds an ace), S17. */
function dealerFrom(hard: number, ace: boolean): DealerDist {
  if (hard > 21) return [0, 0, 0, 0, 0, 1];
  const total = totalOf(hard, ace);
  if (total >= 17) {
    const dist = [0, 0, 0, 0, 0, 0];
    dist[total - 17] = 1;
    return dist;
  }
  const key = hard * 2 + (ace ? 1 : 0);
  const cached = dealerMemo.get(key);
  if (cached) return cached;
  const dist = [0, 0, 0, 0, 0, 0];
  for (const v of VALUES) {
    const next = dealerFrom(hard + v, ace || v === 1);
    for (let i = 0; i < 6; i++) dist[i] = (dist[i] as number) + P(v) * (next[i] as number);
  }
  dealerMemo.set(key, dist);
  return dist;
}

/** The dealer's final totals for an up card, given the peek found no blackjack. */
function dealerGivenNoBlackjack(up: number): DealerDist {
  const excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
  const dist = [0, 0, 0, 0, 0, 0];
  let mass = 0;
  for (const hole of VALUES) {
    if (hole === excluded) continue;
    mass += P(hole);
    const next = dealerFrom(up + hole, up === 1 || hole === 1);
    for (let i = 0; i < 6; i++) dist[i] = (dist[i] as number) + P(hole) * (next[i] as number);
  }
  return dist.map((p) => p / mass);
}

/** Expected values of the player's hands against one dealer distribution. */
function playerEvs(dealer: DealerDist, rules: EdgeRules) {
  const stand = (total: number): number => {
    if (total > 21) return -1;
    let ev = dealer[5] as number;
    for (let t = 17; t <= 21; t++) {
      const p = dealer[t - 17] as number;
      if (total > t) ev += p;
      else if (total < t) ev -= p;
    }
    return ev;
  };
  const bestMemo = new Map<number, number>();
  /** Best of stand and hit (no double: the hand has three or more cards, or it is after a hit). */
  const best = (hard: number, ace: boolean): number => {
    if (hard > 21) return -1;
    const key = hard * 2 + (ace ? 1 : 0);
    const cached = bestMemo.get(key);
    if (cached !== undefined) return cached;
    let hit = 0;
    for (const v of VALUES) hit += P(v) * best(hard + v, ace || v === 1);
    const value = Math.max(stand(totalOf(hard, ace)), hit);
    bestMemo.set(key, value);
    return value;
  };
  /** Best of stand, hit and double, on the first two cards of a hand. */
  const bestTwo = (hard: number, ace: boolean): number => {
    let double = 0;
    for (const v of VALUES) double += P(v) * stand(totalOf(hard + v, ace || v === 1));
    return Math.max(best(hard, ace), 2 * double);
  };
  /** Splitting a pair of value c (resplits to 4 hands; aces one card each, no resplit). */
  const split = (c: number): number => {
    if (c === 1) {
      let one = 0;
      for (const v of VALUES) one += P(v) * stand(totalOf(1 + v, true));
      return 2 * one;
    }
    const afterSplit = (hard: number, ace: boolean) =>
      rules.doubleAfterSplit ? bestTwo(hard, ace) : best(hard, ace);
    const pairAgain = afterSplit(2 * c, false);
    // pending: split hands still waiting for their second card; hands: hands on the table.
    const memo = new Map<number, number>();
    const rest = (pending: number, hands: number): number => {
      if (pending === 0) return 0;
      const key = pending * 8 + hands;
      const cached = memo.get(key);
      if (cached !== undefined) return cached;
      let ev = 0;
      for (const v of VALUES) {
        if (v !== c) ev += P(v) * (afterSplit(c + v, v === 1) + rest(pending - 1, hands));
        else {
          const keep = pairAgain + rest(pending - 1, hands);
          ev += P(v) * (hands < rules.maxHands ? Math.max(keep, rest(pending + 1, hands + 1)) : keep);
        }
      }
      memo.set(key, ev);
      return ev;
    };
    return rest(2, 2);
  };
  return { bestTwo, split };
}

/** The player's expected return per unit staked (negative: the house edge), under optimal play. */
function playerExpectation(rules: EdgeRules): number {
  let ev = 0;
  for (const up of VALUES) {
    const dealerNatural = up === 1 ? P(10) : up === 10 ? P(1) : 0;
    const { bestTwo, split } = playerEvs(dealerGivenNoBlackjack(up), rules);
    for (const a of VALUES) {
      for (const b of VALUES) {
        const p = P(up) * P(a) * P(b);
        if (a + b === 11 && (a === 1 || b === 1)) {
          // A natural: pushes a dealer blackjack, else paid 3:2.
          ev += p * (1 - dealerNatural) * 1.5;
          continue;
        }
        let hand = bestTwo(a + b, a === 1 || b === 1);
        if (a === b) hand = Math.max(hand, split(a));
        // With the peek a dealer blackjack takes just the original stake.
        ev += p * (-dealerNatural + (1 - dealerNatural) * hand);
      }
    }
  }
  return ev;
}

/** The house edge under other split rules (for comparison with published tables); not cached. */
export function blackjackEdgeFor(rules: EdgeRules): number {
  return -playerExpectation(rules);
}

let cachedEdge: number | undefined;

/**
 * The house edge as a fraction of the initial stake (0.0049 = 0.49%), infinite deck, optimal
 * total-dependent strategy, exact 3:2. Cached.
 */
export function blackjackExactEdge(): number {
  cachedEdge ??= -playerExpectation(BLACKJACK_RULES);
  return cachedEdge;
}
