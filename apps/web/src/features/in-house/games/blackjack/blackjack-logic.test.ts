import type { InHouseRound } from '@platform/contract/in-house';
import { describe, expect, it } from 'vitest';
import {
  actionButtons,
  actionCost,
  actionForKey,
  asBlackjackView,
  handResult,
  roundNet,
  roundToResume,
} from './blackjack-logic.ts';

describe('the blackjack action buttons', () => {
  it('are exactly the legal actions, in a steady order, unknown names dropped', () => {
    expect(actionButtons(['stand', 'hit'])).toEqual(['hit', 'stand']);
    expect(actionButtons(['split', 'double', 'stand', 'hit'])).toEqual(['hit', 'stand', 'double', 'split']);
    expect(actionButtons(['no-insurance', 'insurance'])).toEqual(['insurance', 'no-insurance']);
    expect(actionButtons(['surrender', 'hit'])).toEqual(['hit']);
    expect(actionButtons([])).toEqual([]);
  });

  it('answer their keys only when legal', () => {
    expect(actionForKey('h', ['hit', 'stand'])).toBe('hit');
    expect(actionForKey('S', ['hit', 'stand'])).toBe('stand');
    expect(actionForKey('d', ['hit', 'stand'])).toBeNull();
    expect(actionForKey('p', ['hit', 'stand', 'double', 'split'])).toBe('split');
    expect(actionForKey('n', ['insurance', 'no-insurance'])).toBe('no-insurance');
    expect(actionForKey('x', ['hit'])).toBeNull();
  });

  it('cost the stake again to double or split, half of it (rounded down) to insure', () => {
    const view = { stake: 500, insurance: { cost: 250, taken: null, returned: null } };
    expect(actionCost(view, 'double')).toBe(500);
    expect(actionCost(view, 'split')).toBe(500);
    expect(actionCost(view, 'insurance')).toBe(250);
    expect(actionCost(view, 'hit')).toBe(0);
    expect(actionCost(view, 'no-insurance')).toBe(0);
  });
});

const round = (overrides: Partial<InHouseRound>): InHouseRound => ({
  id: '1',
  game: 'blackjack',
  nonce: 0,
  serverSeedHash: 'hash',
  serverSeed: null,
  clientSeed: 'seed',
  stake: 100,
  outcome: {},
  bets: [],
  actions: [],
  totalReturn: null,
  balanceBefore: 1000,
  balanceAfter: 900,
  status: 'settled',
  trial: false,
  createdAt: '2025-01-01T00:00:00Z',
  settledAt: null,
  ...overrides,
});

describe('resuming a round', () => {
  it('resumes the newest blackjack round when it is open, whatever other games came after', () => {
    const open = round({ id: '7', status: 'open' });
    expect(roundToResume([round({ id: '9', game: 'slot' }), open, round({ id: '5' })])).toBe(open);
  });

  it('resumes nothing when the newest blackjack round is settled', () => {
    expect(roundToResume([round({ id: '8' }), round({ id: '7', status: 'open' })])).toBeNull();
    expect(roundToResume([])).toBeNull();
    expect(roundToResume(undefined)).toBeNull();
  });
});

describe('results', () => {
  it('tell each hand’s net and the round’s', () => {
    const hand = {
      cards: [0, 12],
      total: 21,
      soft: true,
      stake: 100,
      status: 'blackjack' as const,
      fromSplit: false,
      outcome: 'blackjack' as const,
      returned: 250,
    };
    expect(handResult(hand)).toEqual({ outcome: 'blackjack', returned: 250, net: 150 });
    expect(handResult({ ...hand, outcome: null, returned: null })).toBeNull();
    expect(roundNet({ totalReturn: 0, totalStaked: 300 })).toBe(-300);
    expect(roundNet({ totalReturn: null, totalStaked: 300 })).toBeNull();
  });

  it('reads only what looks like a blackjack view', () => {
    expect(asBlackjackView(null)).toBeNull();
    expect(asBlackjackView({ hands: [] })).toBeNull();
    const view = { hands: [], dealer: { cards: [] }, legalActions: [], phase: 'playing' };
    expect(asBlackjackView(view)).toBe(view);
  });
});
