import { describe, expect, it } from 'vitest';
import { fairRng, type Rng, scriptedRng } from '../fairness/fairness.ts';
import { card, shoeScript } from '../table/testing.ts';
import {
  applyBlackjackAction,
  BLACKJACK_ACTIONS,
  BLACKJACK_DECKS,
  type BlackjackAction,
  type BlackjackResult,
  type BlackjackState,
  publicView,
  replayBlackjack,
  startBlackjack,
} from './blackjack.ts';
import { blackjackEdgeFor, blackjackExactEdge } from './edge.ts';

/**
 * The values a scripted generator must give for a 6-deck shoe to deal these cards in this order
 * (mirrors the Shoe's swap-with-last removal). Dealing order: player, dealer up, player, dealer
 * hole, then every card drawn as play goes on.
 */
const shoeValues = (labels: readonly string[]): number[] => shoeScript(labels, BLACKJACK_DECKS);

/** A maker of fresh generators dealing these cards (each call starts the round's stream again). */
const rigged =
  (...labels: string[]): (() => Rng) =>
  () =>
    scriptedRng(shoeValues(labels));

function ok(result: BlackjackResult): BlackjackState {
  if (!result.ok) throw new Error(`${result.code}: ${result.message}`);
  return result.state;
}

/** Starts with fresh generators and plays the actions one call at a time, as a server would. */
function play(makeRng: () => Rng, stake: number, actions: BlackjackAction[] = []): BlackjackState {
  let state = ok(startBlackjack(makeRng(), stake));
  for (const action of actions) state = ok(applyBlackjackAction(state, makeRng(), action));
  return state;
}

const cardsOf = (...labels: string[]) => labels.map(card);

describe('naturals and the peek', () => {
  it('pay a natural blackjack 3:2, rounding the half unit of an odd stake down', () => {
    const deal = rigged('AS', '9H', 'KD', '7C');
    const even = play(deal, 100);
    expect(even.phase).toBe('finished');
    expect(even.hands[0]).toMatchObject({
      status: 'blackjack',
      outcome: 'blackjack',
      total: 21,
      returned: 250,
    });
    expect(even.totalStaked).toBe(100);
    expect(even.totalReturn).toBe(250);
    expect(even.legalActions).toEqual([]);
    // 3:2 on 101 is 151.5: the player gets 101 + 151.
    expect(play(deal, 101).totalReturn).toBe(252);
  });

  it('push a player blackjack against a dealer blackjack', () => {
    const state = play(rigged('AS', 'KH', 'QD', 'AC'), 100);
    expect(state.phase).toBe('finished');
    expect(state.hands[0]).toMatchObject({ outcome: 'push', returned: 100 });
    expect(state.totalReturn).toBe(100);
  });

  it('end the round when the dealer peeks a blackjack under a ten: only the stake is lost', () => {
    const state = play(rigged('10S', 'KH', '9D', 'AC'), 100);
    expect(state.phase).toBe('finished');
    expect(state.dealt).toHaveLength(4);
    expect(state.dealer.holeRevealed).toBe(true);
    expect(state.hands[0]).toMatchObject({ outcome: 'lose', returned: 0 });
    expect(state.totalReturn).toBe(0);
    expect(state.legalActions).toEqual([]);
  });

  it('let play go on when the peek finds no blackjack, with the hole card hidden from the player', () => {
    const state = play(rigged('10S', 'KH', '6D', '9C'), 100);
    expect(state.phase).toBe('playing');
    expect(state.legalActions).toEqual(['hit', 'stand', 'double']);
    const view = publicView(state);
    expect(view.dealer.cards).toEqual([card('KH')]);
    expect(view.dealer).toMatchObject({ holeRevealed: false, total: 10, soft: false });
    expect('dealt' in view).toBe(false);
    expect(view.hands[0]).toMatchObject({ cards: cardsOf('10S', '6D'), total: 16, soft: false, stake: 100 });
  });
});

describe('the dealer', () => {
  it('stands on soft 17', () => {
    const state = play(rigged('10S', 'AH', '8D', '6C'), 100, ['no-insurance', 'stand']);
    expect(state.dealer.cards).toEqual(cardsOf('AH', '6C'));
    expect(state.dealer).toMatchObject({ total: 17, soft: true, holeRevealed: true });
    expect(state.hands[0]).toMatchObject({ total: 18, outcome: 'win', returned: 200 });
    expect(publicView(state).dealer.cards).toEqual(cardsOf('AH', '6C'));
  });

  it('hits soft 16 and stands once it has 17 or more', () => {
    const state = play(rigged('10S', '5H', '8D', 'AC', '2S'), 100, ['stand']);
    expect(state.dealer.cards).toEqual(cardsOf('5H', 'AC', '2S'));
    expect(state.dealer).toMatchObject({ total: 18, soft: true });
    expect(state.hands[0]).toMatchObject({ outcome: 'push', returned: 100 });
  });
});

describe('the player', () => {
  it('loses a bust hand at once, and the dealer does not draw', () => {
    const state = play(rigged('10S', '7H', '6D', '10C', 'KS'), 100, ['hit']);
    expect(state.phase).toBe('finished');
    expect(state.hands[0]).toMatchObject({ total: 26, status: 'bust', outcome: 'lose', returned: 0 });
    expect(state.dealer.cards).toHaveLength(2);
    expect(state.totalReturn).toBe(0);
  });

  it('hits and then stands, and the higher total wins even money', () => {
    const deal = rigged('2S', '10H', '3D', '8C', '5S', 'QS');
    const state = play(deal, 100, ['hit', 'hit']);
    expect(state.hands[0]).toMatchObject({ total: 20, status: 'playing' });
    expect(state.legalActions).toEqual(['hit', 'stand']);
    const done = ok(applyBlackjackAction(state, deal(), 'stand'));
    expect(done.hands[0]).toMatchObject({ total: 20, outcome: 'win', returned: 200 });
  });

  it('doubles: the stake doubles, exactly one card comes, and the win is on both stakes', () => {
    const state = play(rigged('6S', '6H', '5D', '10C', '10S', 'KH'), 100, ['double']);
    expect(state.hands[0]).toMatchObject({
      cards: cardsOf('6S', '5D', '10S'),
      total: 21,
      stake: 200,
      status: 'doubled',
      outcome: 'win',
      returned: 400,
    });
    expect(state.dealer.total).toBe(26);
    expect(state.totalStaked).toBe(200);
    expect(state.totalReturn).toBe(400);
  });

  it('splits a pair into two hands played one after the other, doubling after the split', () => {
    const deal = rigged('8S', '6H', '8D', '10C', '3S', '10H', 'KD', '9C');
    const split = play(deal, 100, ['split']);
    expect(split.hands.map((h) => h.cards)).toEqual([cardsOf('8S', '3S'), cardsOf('8D')]);
    expect(split.activeHand).toBe(0);
    expect(split.legalActions).toEqual(['hit', 'stand', 'double']);
    const doubled = ok(applyBlackjackAction(split, deal(), 'double'));
    expect(doubled.activeHand).toBe(1);
    expect(doubled.hands[1]).toMatchObject({ cards: cardsOf('8D', 'KD'), total: 18, status: 'playing' });
    const done = ok(applyBlackjackAction(doubled, deal(), 'stand'));
    expect(done.phase).toBe('finished');
    expect(done.dealer.cards).toEqual(cardsOf('6H', '10C', '9C'));
    expect(done.hands.map((h) => [h.total, h.stake, h.outcome, h.returned])).toEqual([
      [21, 200, 'win', 400],
      [18, 100, 'win', 200],
    ]);
    expect(done.totalStaked).toBe(300);
    expect(done.totalReturn).toBe(600);
  });

  it('splits two different ten-valued cards as a pair, and resplits up to four hands', () => {
    const deal = rigged('KS', '6H', 'QD', '10C', 'JS', 'KH', '10D', '2C', '3C', '4C');
    const once = play(deal, 10, ['split']);
    expect(once.legalActions).toContain('split');
    const twice = ok(applyBlackjackAction(once, deal(), 'split'));
    const thrice = ok(applyBlackjackAction(twice, deal(), 'split'));
    expect(thrice.hands).toHaveLength(4);
    // K | Q, the K draws J and splits again, then K and splits a third time, then draws the 10.
    expect(thrice.hands.map((h) => h.cards)).toEqual([
      cardsOf('KS', '10D'),
      cardsOf('KH'),
      cardsOf('JS'),
      cardsOf('QD'),
    ]);
    expect(thrice.totalStaked).toBe(40);
    expect(thrice.legalActions).not.toContain('split');
  });

  it('gives split aces one card each, and pays ace-ten there as 21, not as a blackjack', () => {
    const state = play(rigged('AS', '9H', 'AD', '8C', 'KS', '7H'), 100, ['split']);
    expect(state.phase).toBe('finished');
    expect(state.hands.map((h) => h.cards)).toEqual([cardsOf('AS', 'KS'), cardsOf('AD', '7H')]);
    expect(state.hands[0]).toMatchObject({ total: 21, status: 'stood', outcome: 'win', returned: 200 });
    expect(state.hands[1]).toMatchObject({ total: 18, soft: true, outcome: 'win', returned: 200 });
    expect(state.dealer.total).toBe(17);
    expect(state.totalReturn).toBe(400);
  });
});

describe('insurance', () => {
  it('is offered on an ace up card, costs half the stake and pays 2:1 when the dealer has blackjack', () => {
    const deal = rigged('10S', 'AH', '9D', 'KC');
    const offered = play(deal, 100);
    expect(offered.phase).toBe('insurance');
    expect(offered.legalActions).toEqual(['insurance', 'no-insurance']);
    const state = ok(applyBlackjackAction(offered, deal(), 'insurance'));
    expect(state.phase).toBe('finished');
    expect(state.insurance).toEqual({ cost: 50, taken: true, returned: 150 });
    expect(state.hands[0]).toMatchObject({ outcome: 'lose', returned: 0 });
    expect(state.totalStaked).toBe(150);
    expect(state.totalReturn).toBe(150);
  });

  it('is lost when the dealer has no blackjack, and play goes on', () => {
    const deal = rigged('10S', 'AH', '9D', '7C');
    const state = play(deal, 100, ['insurance']);
    expect(state.phase).toBe('playing');
    const done = ok(applyBlackjackAction(state, deal(), 'stand'));
    expect(done.insurance).toEqual({ cost: 50, taken: true, returned: 0 });
    expect(done.hands[0]).toMatchObject({ total: 19, outcome: 'win', returned: 200 });
    expect(done.totalStaked).toBe(150);
    expect(done.totalReturn).toBe(200);
  });

  it('on a blackjack is even money whatever the hole card', () => {
    for (const hole of ['KC', '7C']) {
      const state = play(rigged('AS', 'AH', 'KD', hole), 100, ['insurance']);
      expect(state.totalStaked).toBe(150);
      expect(state.totalReturn).toBe(250);
    }
  });
});

describe('illegal actions', () => {
  const cases: [string, () => BlackjackState, () => Rng, unknown][] = [];
  const add = (name: string, labels: string[], actions: BlackjackAction[], refused: unknown) => {
    const deal = rigged(...labels);
    cases.push([name, () => play(deal, 100, actions), deal, refused]);
  };
  add('hit after standing (the round is over)', ['10S', '7H', '8D', '10C'], ['stand'], 'hit');
  add('split without a pair', ['10S', '7H', '8D', '10C'], [], 'split');
  add('double after hitting', ['2S', '7H', '3D', '10C', '4S'], ['hit'], 'double');
  add('insurance when the dealer shows no ace', ['10S', '7H', '8D', '10C'], [], 'insurance');
  add('playing before answering insurance', ['10S', 'AH', '8D', '7C'], [], 'hit');
  add('insurance twice', ['10S', 'AH', '8D', '7C'], ['no-insurance'], 'insurance');
  add('any action after a natural ended the round', ['AS', '7H', 'KD', '10C'], [], 'stand');
  add('an unknown action', ['10S', '7H', '8D', '10C'], [], 'surrender');
  add('a split of split aces', ['AS', '9H', 'AD', '8C', 'AH', '7H'], ['split'], 'split');

  for (const [name, make, deal, refused] of cases) {
    it(`refuses ${name} and leaves the state unchanged`, () => {
      const state = make();
      const before = JSON.stringify(state);
      const result = applyBlackjackAction(state, deal(), refused as BlackjackAction);
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.code).toBe('ACTION_NOT_ALLOWED');
      expect(result.legalActions).toEqual(state.legalActions);
      expect(JSON.stringify(state)).toBe(before);
    });
  }

  it('refuses every action once the round has ended', () => {
    const state = play(rigged('10S', '7H', '8D', '10C'), 100, ['stand']);
    for (const action of BLACKJACK_ACTIONS) {
      const result = applyBlackjackAction(state, rigged('10S', '7H', '8D', '10C')(), action);
      expect(result).toMatchObject({ ok: false, code: 'ACTION_NOT_ALLOWED' });
    }
  });

  it('refuses a replay holding an illegal action, saying which one', () => {
    const result = replayBlackjack(rigged('10S', '7H', '8D', '10C')(), 100, ['stand', 'hit']);
    expect(result).toMatchObject({ ok: false, code: 'ACTION_NOT_ALLOWED', index: 1 });
  });

  it('refuses a generator that does not deal this round, and a stake that is not whole minor units', () => {
    const state = play(rigged('10S', '7H', '8D', '10C'), 100);
    const result = applyBlackjackAction(state, rigged('9S', '7H', '8D', '10C')(), 'hit');
    expect(result).toMatchObject({ ok: false, code: 'RNG_MISMATCH' });
    for (const stake of [0, -5, 2.5, Number.NaN, 2 ** 60]) {
      expect(startBlackjack(fairRng({ serverSeed: 's', clientSeed: 'c', nonce: 1 }), stake)).toMatchObject({
        ok: false,
        code: 'INVALID_STAKE',
      });
    }
  });
});

describe('reload and determinism', () => {
  const pair = { serverSeed: 'b7e2', clientSeed: 'player-seed', nonce: 9 };

  /** Plays a round with some legal action at each step (the first, or the one at `pick`). */
  function wander(nonce: number, pick: (legal: BlackjackAction[], step: number) => BlackjackAction) {
    const seeds = { ...pair, nonce };
    let state = ok(startBlackjack(fairRng(seeds), 10));
    for (let step = 0; state.legalActions.length > 0; step++) {
      state = ok(applyBlackjackAction(state, fairRng(seeds), pick(state.legalActions, step)));
    }
    return state;
  }

  it('rebuilds the identical state from the same seeds and actions, also through JSON', () => {
    for (let nonce = 0; nonce < 40; nonce++) {
      const seeds = { ...pair, nonce };
      let state = ok(startBlackjack(fairRng(seeds), 10));
      for (let step = 0; state.legalActions.length > 0; step++) {
        expect(ok(replayBlackjack(fairRng(seeds), 10, state.actions))).toEqual(state);
        const reloaded = JSON.parse(JSON.stringify(state)) as BlackjackState;
        const legal = reloaded.legalActions;
        const action = legal.includes('split')
          ? 'split'
          : (legal[(nonce + step) % legal.length] as BlackjackAction);
        state = ok(applyBlackjackAction(reloaded, fairRng(seeds), action));
      }
      expect(ok(replayBlackjack(fairRng(seeds), 10, state.actions))).toEqual(state);
    }
  });

  it('deals the same round for the same seeds and another for the next nonce', () => {
    const first = ok(startBlackjack(fairRng(pair), 10));
    expect(ok(startBlackjack(fairRng(pair), 10))).toEqual(first);
    expect(ok(startBlackjack(fairRng({ ...pair, nonce: pair.nonce + 1 }), 10)).dealt).not.toEqual(
      first.dealt,
    );
  });

  it('keeps the books straight over many rounds: stakes and returns add up and every card dealt is on the table', () => {
    for (let nonce = 100; nonce < 400; nonce++) {
      const state = wander(
        nonce,
        (legal, step) => legal[(nonce * 7 + step) % legal.length] as BlackjackAction,
      );
      const handStakes = state.hands.reduce((sum, h) => sum + h.stake, 0);
      const insurance = state.insurance?.taken ? state.insurance.cost : 0;
      expect(state.totalStaked).toBe(handStakes + insurance);
      expect(state.totalReturn).toBe(
        state.hands.reduce((sum, h) => sum + (h.returned ?? 0), 0) + (state.insurance?.returned ?? 0),
      );
      const cardsOnTable = state.hands.reduce((n, h) => n + h.cards.length, 0) + state.dealer.cards.length;
      expect(state.dealt).toHaveLength(cardsOnTable);
      expect(state.hands.length).toBeLessThanOrEqual(4);
      expect(state.dealer.total >= 17 || state.dealer.cards.length === 2).toBe(true);
    }
  });
});

describe('the house edge', () => {
  it('is computed exactly: 0.5117% for an infinite deck under optimal total-dependent play', () => {
    const started = performance.now();
    const edge = blackjackExactEdge();
    expect(performance.now() - started).toBeLessThan(500);
    // Regression pin on the exact figure (floating point only).
    expect(edge).toBeCloseTo(0.0051173363684, 12);
    // Published: 6-deck S17 DAS no-surrender games about 0.40%-0.45%; an infinite deck has no card
    // removal, worth about 0.05%-0.1% to the player, so it is quoted near 0.45%-0.50%. The band is
    // widened to 0.52% at the top because the split-once no-DAS variant below matches Griffin's exact
    // figure, and adding DAS (0.14%) and resplits (0.04%) to it lands at 0.51%: the quoted range is
    // itself an estimate spread across calculators by a few hundredths of a percent.
    expect(edge).toBeGreaterThan(0.0045);
    expect(edge).toBeLessThan(0.0052);
  });

  it("matches Griffin's exact infinite-deck figure for split-once, no-DAS rules (0.690223%)", () => {
    // The Theory of Blackjack, infinite deck, S17, double any two, no double after split, no
    // resplitting: expectation -0.690223%. We compute -0.6902366%: agreement to 1.4e-7 of a stake
    // (5 significant figures) checks the dealer, hit, double and split recursions together; the last
    // digits differ by about the size of a small difference in how split hands are played.
    expect(Math.abs(blackjackEdgeFor({ doubleAfterSplit: false, maxHands: 2 }) - 0.00690223)).toBeLessThan(
      2e-7,
    );
  });
});
