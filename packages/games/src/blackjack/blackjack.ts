import { type Card, rankOf, Shoe } from '../fairness/cards.ts';
import type { Rng } from '../fairness/fairness.ts';
import { isStake, type PayoutRatio, scaleDown } from '../table/money.ts';

/**
 * Blackjack, pure and deterministic given the random source.
 *
 * Rules: 6 decks, a fresh shoe every round (dealt without replacement from the round's own seeds),
 * dealer stands on all 17s (S17) and peeks for blackjack when showing an ace or a ten-valued card
 * (so a dealer blackjack only ever takes the original stake), blackjack pays 3:2, double on any first
 * two cards (also after a split), split pairs up to 4 hands, split aces take one card each (no
 * resplitting aces, and ace + ten there is 21, not a blackjack), insurance offered when the dealer
 * shows an ace (costs half the stake, pays 2:1), no surrender.
 *
 * Choices this engine makes where rules vary:
 * - A pair is two cards of the same blackjack VALUE: any two ten-valued cards (10, J, Q, K) may be
 *   split, as most casinos allow. (Splitting tens is never right under basic strategy, so this does
 *   not move the house edge.)
 * - Money is in integer minor units. Blackjack returns `stake + floor(3 * stake / 2)`: on an odd
 *   stake the half unit is rounded down, in the house's favour (a stake of 5 returns 12, not 12.5).
 *   Insurance costs `floor(stake / 2)`; with a stake of 1 minor unit it would cost nothing, so it is
 *   not offered then. Doubling adds exactly the hand's stake again.
 * - A hand that reaches 21 (after a hit, or its second card after a split) stands by itself, since
 *   nothing can improve it.
 * - Cards are dealt in the order player, dealer up, player, dealer hole; after a split
 *   the split hand being played gets its second card at once and each later hand gets its second
 *   card when play reaches it (split aces get both at once); the dealer then draws after the player.
 *
 * The round survives a reload because the state is a pure function of (seeds, accepted actions):
 * `replayBlackjack(rng, stake, actions)` rebuilds it from scratch, and `applyBlackjackAction(state,
 * rng, action)` takes a generator recreated from the same seeds, fast-forwards a new shoe past the
 * cards already dealt (checking they are the same) and plays on. The state is plain JSON.
 */

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_MAX_HANDS = 4;
/** Largest stake: a round returns at most 16 stakes (4 hands, each doubled, paid even money). */
export const BLACKJACK_MAX_STAKE = Math.floor(Number.MAX_SAFE_INTEGER / 16);

/** A blackjack pays 3:2, the half unit of an odd stake rounded down; insurance costs half the stake, rounded down. */
const BLACKJACK_PAYS: PayoutRatio = { numerator: 3, denominator: 2 };
const INSURANCE_COST: PayoutRatio = { numerator: 1, denominator: 2 };

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split' | 'insurance' | 'no-insurance';
export const BLACKJACK_ACTIONS: readonly BlackjackAction[] = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'no-insurance',
];

/**
 * `waiting`: a split hand not reached yet (one card); `playing`: the hand to act on; `stood`,
 * `doubled` (took its one card), `bust` and `blackjack` are final.
 */
export type HandStatus = 'waiting' | 'playing' | 'stood' | 'doubled' | 'bust' | 'blackjack';
/** How a hand ended: `blackjack` paid 3:2, `win` 1:1, `push` stake back, `lose` nothing. */
export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';
export type BlackjackPhase = 'insurance' | 'playing' | 'finished';

export interface BlackjackHand {
  cards: Card[];
  /** Best total: an ace counts 11 when that does not bust the hand. */
  total: number;
  /** True when an ace is counted as 11 in `total`. */
  soft: boolean;
  /** The stake on this hand now, including a double. */
  stake: number;
  status: HandStatus;
  /** Made by a split: 21 on two cards is then not a blackjack. */
  fromSplit: boolean;
  /** Set when the round ends. */
  outcome: HandOutcome | null;
  /** What this hand gives back when the round ends (stake + win; 0 when lost). */
  returned: number | null;
}

export interface BlackjackDealer {
  /** Up card first, then the hole card, then the cards the dealer drew. */
  cards: Card[];
  total: number;
  soft: boolean;
  /** The hole card is shown (the round has ended). */
  holeRevealed: boolean;
}

export interface BlackjackInsurance {
  /** What insurance costs: floor(stake / 2). */
  cost: number;
  /** null while the player has not answered. */
  taken: boolean | null;
  /** 3 * cost when taken and the dealer had blackjack, else 0; null until the round ends. */
  returned: number | null;
}

export interface BlackjackState {
  version: 1;
  /** The stake placed on the round (per hand; doubles and splits add more of it). */
  stake: number;
  phase: BlackjackPhase;
  hands: BlackjackHand[];
  /** The hand the player acts on, null outside the `playing` phase. */
  activeHand: number | null;
  dealer: BlackjackDealer;
  /** null when not offered (the dealer shows no ace, or the stake is 1 minor unit). */
  insurance: BlackjackInsurance | null;
  /** The actions accepted so far: with the seeds and the stake, this rebuilds the state. */
  actions: BlackjackAction[];
  /** What the player may do now (empty once the round has ended). */
  legalActions: BlackjackAction[];
  /** Everything staked: hand stakes including doubles and splits, plus insurance taken. */
  totalStaked: number;
  /** The sum returned (stakes + wins), null until the round ends. */
  totalReturn: number | null;
  /**
   * Every card drawn from the shoe, in order. Contains the hole card: server side only, send the
   * player `publicView(state)` instead.
   */
  dealt: Card[];
}

export type BlackjackErrorCode = 'ACTION_NOT_ALLOWED' | 'INVALID_STAKE' | 'RNG_MISMATCH';

export interface BlackjackError {
  ok: false;
  code: BlackjackErrorCode;
  message: string;
  /** The refused action, for ACTION_NOT_ALLOWED. */
  action?: unknown;
  /** What was allowed instead, for ACTION_NOT_ALLOWED. */
  legalActions?: BlackjackAction[];
  /** In `replayBlackjack`, the position of the action that failed. */
  index?: number;
}

export type BlackjackResult = { ok: true; state: BlackjackState } | BlackjackError;

// ---------------------------------------------------------------------------------------------
// Card values

/** Blackjack value of a card: ace 1 (or 11, see `handValue`), 2..9, ten and faces 10. */
export const cardValue = (card: Card): number => Math.min(rankOf(card), 10);

/** Total and softness of some cards. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let hard = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    hard += value;
    if (value === 1) aces = true;
  }
  if (aces && hard + 10 <= 21) return { total: hard + 10, soft: true };
  return { total: hard, soft: false };
}

const isNatural = (cards: readonly Card[]): boolean => cards.length === 2 && handValue(cards).total === 21;

// ---------------------------------------------------------------------------------------------
// The round

interface Table {
  state: BlackjackState;
  draw: () => Card;
}

function newHand(cards: Card[], stake: number, fromSplit: boolean, status: HandStatus): BlackjackHand {
  return { cards, ...handValue(cards), stake, status, fromSplit, outcome: null, returned: null };
}

function giveCard(table: Table, hand: BlackjackHand): void {
  hand.cards.push(table.draw());
  const { total, soft } = handValue(hand.cards);
  hand.total = total;
  hand.soft = soft;
}

function legalActionsOf(state: BlackjackState): BlackjackAction[] {
  if (state.phase === 'insurance') return ['insurance', 'no-insurance'];
  if (state.phase !== 'playing' || state.activeHand === null) return [];
  const hand = state.hands[state.activeHand];
  if (hand?.status !== 'playing') return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) {
    actions.push('double');
    const [first, second] = hand.cards as [Card, Card];
    if (cardValue(first) === cardValue(second) && state.hands.length < BLACKJACK_MAX_HANDS)
      actions.push('split');
  }
  return actions;
}

/** Recomputes the derived fields after every change. */
function refresh(state: BlackjackState): void {
  state.legalActions = legalActionsOf(state);
  const handStakes = state.hands.reduce((sum, hand) => sum + hand.stake, 0);
  state.totalStaked = handStakes + (state.insurance?.taken ? state.insurance.cost : 0);
}

/** The player is done: the dealer plays if any hand still stands, then every bet is settled. */
function finish(table: Table): void {
  const { state } = table;
  state.phase = 'finished';
  state.activeHand = null;
  const dealer = state.dealer;
  dealer.holeRevealed = true;
  const dealerNatural = isNatural(dealer.cards);
  const needsDealer =
    !dealerNatural && state.hands.some((h) => h.status === 'stood' || h.status === 'doubled');
  if (needsDealer) {
    // S17: the dealer draws to 16 and stands on every 17, soft or hard.
    while (dealer.total < 17) {
      dealer.cards.push(table.draw());
      Object.assign(dealer, handValue(dealer.cards));
    }
  }
  for (const hand of state.hands) {
    let outcome: HandOutcome;
    if (dealerNatural) outcome = hand.status === 'blackjack' ? 'push' : 'lose';
    else if (hand.status === 'blackjack') outcome = 'blackjack';
    else if (hand.status === 'bust') outcome = 'lose';
    else if (dealer.total > 21 || hand.total > dealer.total) outcome = 'win';
    else outcome = hand.total === dealer.total ? 'push' : 'lose';
    hand.outcome = outcome;
    hand.returned =
      outcome === 'blackjack'
        ? hand.stake + scaleDown(hand.stake, BLACKJACK_PAYS)
        : outcome === 'win'
          ? 2 * hand.stake
          : outcome === 'push'
            ? hand.stake
            : 0;
  }
  if (state.insurance)
    state.insurance.returned = state.insurance.taken && dealerNatural ? 3 * state.insurance.cost : 0;
  state.totalReturn =
    state.hands.reduce((sum, hand) => sum + (hand.returned ?? 0), 0) + (state.insurance?.returned ?? 0);
}

/** Moves play to the next split hand waiting for its second card, or ends the player's turn. */
function advance(table: Table): void {
  const { state } = table;
  for (let index = (state.activeHand ?? -1) + 1; index < state.hands.length; index++) {
    const hand = state.hands[index] as BlackjackHand;
    if (hand.status !== 'waiting') continue;
    state.activeHand = index;
    giveCard(table, hand);
    if (hand.total < 21) {
      hand.status = 'playing';
      return;
    }
    hand.status = 'stood';
  }
  finish(table);
}

/** After the insurance answer (or at once when none is offered): the peek, then play or the end. */
function peekAndPlay(table: Table): void {
  const { state } = table;
  const hand = state.hands[0] as BlackjackHand;
  // The dealer can only hold a blackjack when showing an ace or a ten, which is when it peeks.
  if (isNatural(state.dealer.cards)) {
    if (isNatural(hand.cards)) hand.status = 'blackjack';
    else hand.status = 'stood';
    finish(table);
    return;
  }
  if (isNatural(hand.cards)) {
    hand.status = 'blackjack';
    finish(table);
    return;
  }
  state.phase = 'playing';
  state.activeHand = 0;
  hand.status = 'playing';
}

function deal(table: Table): void {
  const { state } = table;
  const p1 = table.draw();
  const up = table.draw();
  const p2 = table.draw();
  const hole = table.draw();
  state.hands = [newHand([p1, p2], state.stake, false, 'waiting')];
  state.dealer = { cards: [up, hole], ...handValue([up, hole]), holeRevealed: false };
  const cost = scaleDown(state.stake, INSURANCE_COST);
  if (cardValue(up) === 1 && cost > 0) {
    state.phase = 'insurance';
    state.insurance = { cost, taken: null, returned: null };
  } else {
    peekAndPlay(table);
  }
}

/** Plays an action already checked legal. */
function play(table: Table, action: BlackjackAction): void {
  const { state } = table;
  state.actions.push(action);
  if (action === 'insurance' || action === 'no-insurance') {
    (state.insurance as BlackjackInsurance).taken = action === 'insurance';
    peekAndPlay(table);
    return;
  }
  const index = state.activeHand as number;
  const hand = state.hands[index] as BlackjackHand;
  switch (action) {
    case 'hit':
      giveCard(table, hand);
      if (hand.total > 21) hand.status = 'bust';
      else if (hand.total === 21) hand.status = 'stood';
      else return;
      break;
    case 'stand':
      hand.status = 'stood';
      break;
    case 'double':
      hand.stake += state.stake;
      giveCard(table, hand);
      hand.status = hand.total > 21 ? 'bust' : 'doubled';
      break;
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const aces = cardValue(first) === 1;
      const left = newHand([first], hand.stake, true, 'playing');
      const right = newHand([second], state.stake, true, 'waiting');
      state.hands.splice(index, 1, left, right);
      giveCard(table, left);
      if (aces) {
        // One card each and no more: both split aces stand on whatever they get.
        left.status = 'stood';
        giveCard(table, right);
        right.status = 'stood';
        state.activeHand = index + 1;
        break;
      }
      if (left.total === 21) {
        left.status = 'stood';
        break;
      }
      return;
    }
  }
  advance(table);
}

function emptyState(stake: number): BlackjackState {
  return {
    version: 1,
    stake,
    phase: 'playing',
    hands: [],
    activeHand: null,
    dealer: { cards: [], total: 0, soft: false, holeRevealed: false },
    insurance: null,
    actions: [],
    legalActions: [],
    totalStaked: 0,
    totalReturn: null,
    dealt: [],
  };
}

function tableFor(state: BlackjackState, shoe: Shoe): Table {
  return {
    state,
    draw: () => {
      const card = shoe.draw();
      state.dealt.push(card);
      return card;
    },
  };
}

function notAllowed(state: BlackjackState, action: unknown, index?: number): BlackjackError {
  const error: BlackjackError = {
    ok: false,
    code: 'ACTION_NOT_ALLOWED',
    message:
      state.phase === 'finished'
        ? 'the round has ended'
        : `${JSON.stringify(action)} is not allowed now; allowed: ${state.legalActions.join(', ')}`,
    action,
    legalActions: [...state.legalActions],
  };
  if (index !== undefined) error.index = index;
  return error;
}

const isAllowed = (state: BlackjackState, action: unknown): action is BlackjackAction =>
  typeof action === 'string' && (state.legalActions as readonly string[]).includes(action);

const validStake = (stake: number): boolean => isStake(stake, BLACKJACK_MAX_STAKE);

function invalidStake(stake: unknown): BlackjackError {
  return {
    ok: false,
    code: 'INVALID_STAKE',
    message: `the stake must be an integer number of minor units from 1 to ${BLACKJACK_MAX_STAKE}, got ${String(stake)}`,
  };
}

/**
 * Deals a new round: `rng` is the round's fresh generator (e.g. `fairRng(seedPair)`). The round is
 * over at once on a natural (the player's, or the dealer's found by the peek).
 */
export function startBlackjack(rng: Rng, stake: number): BlackjackResult {
  if (!validStake(stake)) return invalidStake(stake);
  const state = emptyState(stake);
  deal(tableFor(state, new Shoe(rng, BLACKJACK_DECKS)));
  refresh(state);
  return { ok: true, state };
}

/**
 * Plays one action on a saved state. `rng` must be a FRESH generator from the round's seeds (the
 * same ones `startBlackjack` had): a new shoe is fast-forwarded past the cards already dealt, which
 * must come out the same, or the answer is RNG_MISMATCH. An action that is not legal now answers
 * ACTION_NOT_ALLOWED. `state` is never modified; the new state is a copy.
 */
export function applyBlackjackAction(
  state: BlackjackState,
  rng: Rng,
  action: BlackjackAction,
): BlackjackResult {
  if (!isAllowed(state, action)) return notAllowed(state, action);
  const next = structuredClone(state);
  const shoe = new Shoe(rng, BLACKJACK_DECKS);
  for (const card of state.dealt) {
    if (shoe.draw() !== card)
      return {
        ok: false,
        code: 'RNG_MISMATCH',
        message: 'the generator does not deal the cards of this round',
      };
  }
  play(tableFor(next, shoe), action);
  refresh(next);
  return { ok: true, state: next };
}

/**
 * Rebuilds a round from scratch: `rng` is a fresh generator from the round's seeds, `actions` the
 * actions accepted so far (`state.actions`). The same inputs always give the same state, so this is
 * how a round survives a reload; an action that was not legal at its turn answers
 * ACTION_NOT_ALLOWED with its `index`.
 */
export function replayBlackjack(
  rng: Rng,
  stake: number,
  actions: readonly BlackjackAction[],
): BlackjackResult {
  if (!validStake(stake)) return invalidStake(stake);
  const state = emptyState(stake);
  const table = tableFor(state, new Shoe(rng, BLACKJACK_DECKS));
  deal(table);
  refresh(state);
  for (const [index, action] of actions.entries()) {
    if (!isAllowed(state, action)) return notAllowed(state, action, index);
    play(table, action);
    refresh(state);
  }
  return { ok: true, state };
}

/** The player's own view of the round. */
export interface BlackjackPublicView {
  stake: number;
  phase: BlackjackPhase;
  hands: BlackjackHand[];
  activeHand: number | null;
  dealer: {
    /** Only the up card while the hole card is hidden. */
    cards: Card[];
    /** False while the hole card is hidden (it is then left out of `cards`). */
    holeRevealed: boolean;
    /** Total of the cards shown. */
    total: number;
    soft: boolean;
  };
  insurance: BlackjackInsurance | null;
  legalActions: BlackjackAction[];
  totalStaked: number;
  totalReturn: number | null;
}

/** What the player may see: the hole card (and the dealing log holding it) stay hidden until the dealer plays. */
export function publicView(state: BlackjackState): BlackjackPublicView {
  const shown = state.dealer.holeRevealed ? [...state.dealer.cards] : state.dealer.cards.slice(0, 1);
  return {
    stake: state.stake,
    phase: state.phase,
    hands: structuredClone(state.hands),
    activeHand: state.activeHand,
    dealer: { cards: shown, holeRevealed: state.dealer.holeRevealed, ...handValue(shown) },
    insurance: state.insurance ? { ...state.insurance } : null,
    legalActions: [...state.legalActions],
    totalStaked: state.totalStaked,
    totalReturn: state.totalReturn,
  };
}
