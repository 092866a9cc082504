import type { InHouseRound } from '@platform/contract/in-house';
import {
  applyBlackjackAction,
  type BlackjackAction,
  type BlackjackState,
  publicView,
  startBlackjack,
} from '@platform/games/blackjack/blackjack';
import type { Rng } from '@platform/games/fairness/fairness';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  envelope,
  errorEnvelope,
  type MockRequest,
  renderApp,
} from '../../../../test/render-app.tsx';
import { requestedPlay } from '../../test/game-page.ts';
import { IDEMPOTENCY_KEY, inHouseRoutes, member } from '../../test/in-house-fixtures.ts';

// Cards as the engine numbers them: rank = n % 13 + 1, suit = floor(n / 13) (spades, hearts, clubs, diamonds).
const card = (rank: number, suit = 0) => suit * 13 + rank - 1;
const [ACE, SIX, EIGHT, NINE, TEN, KING] = [1, 6, 8, 9, 10, 13];

/**
 * A generator that makes a fresh six-deck shoe deal `cards` in order (the shoe swaps each drawn card
 * with the last one left, which is mirrored here to find each wanted card's index).
 */
function dealing(cards: readonly number[]): Rng {
  const shoe: number[] = [];
  for (let deck = 0; deck < 6; deck++) for (let c = 0; c < 52; c++) shoe.push(c);
  let remaining = shoe.length;
  let next = 0;
  return {
    int: (n) => {
      expect(n).toBe(remaining);
      const wanted = cards[next++];
      const index = wanted === undefined ? 0 : shoe.indexOf(wanted);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(remaining);
      remaining -= 1;
      const drawn = shoe[index] as number;
      shoe[index] = shoe[remaining] as number;
      shoe[remaining] = drawn;
      return index;
    },
  };
}

/** The engine's state after the deal and some actions, as the server keeps it. */
function play(cards: readonly number[], stake: number, actions: BlackjackAction[] = []): BlackjackState {
  const started = startBlackjack(dealing(cards), stake);
  if (!started.ok) throw new Error(started.message);
  let state = started.state;
  for (const action of actions) {
    const next = applyBlackjackAction(state, dealing(cards), action);
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

/** The round as the API answers it: the player's view, the hole card left out while open. */
function asRound(state: BlackjackState, id = '7'): InHouseRound {
  const finished = state.phase === 'finished';
  return {
    id,
    game: 'blackjack',
    nonce: 3,
    serverSeedHash: 'cd'.repeat(32),
    serverSeed: null,
    clientSeed: 'my seed',
    stake: state.totalStaked,
    outcome: publicView(state),
    bets: state.hands.map((hand, index) => ({
      spot: `HAND_${index + 1}`,
      stake: hand.stake,
      returned: hand.returned,
    })),
    actions: state.actions,
    totalReturn: finished ? state.totalReturn : null,
    balanceBefore: 123_456,
    balanceAfter: 123_456 - state.totalStaked + (state.totalReturn ?? 0),
    status: finished ? 'settled' : 'open',
    trial: false,
    createdAt: '2025-06-01T12:00:00Z',
    settledAt: finished ? '2025-06-01T12:01:00Z' : null,
  };
}

interface TableApi {
  recent?: InHouseRound[];
  deal?: (request: MockRequest) => Response;
  act?: (request: MockRequest) => Response;
  roundId?: string;
}

function routes({ recent = [], deal, act, roundId = '7' }: TableApi) {
  const refuse = () => errorEnvelope('NOT_FOUND', 'No route', 404);
  return inHouseRoutes({
    'GET /wps/inhouse/rounds': () => envelope({ list: recent }),
    'GET /wps/inhouse/fairness': () =>
      envelope({ serverSeedHash: 'cd'.repeat(32), clientSeed: 'my seed', nonce: 4, previous: null }),
    'POST /wps/inhouse/rounds': deal ?? refuse,
    [`POST /wps/inhouse/rounds/${roundId}/actions`]: act ?? refuse,
  });
}

const dealerArea = () => screen.getByTestId('dealer');
const faceUp = (area: HTMLElement) =>
  within(area)
    .queryAllByRole('img')
    .map((img) => img.getAttribute('aria-label'))
    .filter((name) => name !== 'Face-down card');
const actionNames = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-action]')).map(
    (button) => button.dataset.action,
  );

// Player 10♠ 6♠ against the dealer's 9♥ up and 8♥ in the hole.
const SIXTEEN_VS_NINE = [card(TEN), card(NINE, 1), card(SIX), card(EIGHT, 1)];

// The whole site renders, and the game's chunk loads on first use: slower than a unit test.
describe('the blackjack page', { timeout: 20_000 }, () => {
  it('deals with the stake chosen, offers only the legal moves and keeps the hole card hidden', async () => {
    const dealt = play(SIXTEEN_VS_NINE, 100);
    const { user, fetchMock } = renderApp('/inHouse/blackjack', {
      ...member,
      routes: routes({ deal: () => envelope(asRound(dealt)) }),
    });
    const spot = await screen.findByTestId('bet-spot');
    await waitFor(() => expect(spot).toHaveProperty('disabled', false));
    // The stake starts at the table minimum; the chip in hand adds to it.
    expect(spot.getAttribute('aria-label')).toBe('Stake K 1.00: add a K 1.00 chip');
    await user.click(screen.getByRole('radio', { name: 'Chip of K 5.00' }));
    await user.click(spot);
    expect(spot.getAttribute('aria-label')).toBe('Stake K 6.00: add a K 5.00 chip');
    await user.click(screen.getByRole('button', { name: 'Reset stake' }));
    await user.click(screen.getByRole('button', { name: 'Deal · K 1.00' }));

    expect(await requestedPlay(fetchMock)).toEqual({
      game: 'blackjack',
      stake: 100,
      roundKey: expect.stringMatching(IDEMPOTENCY_KEY),
    });

    await screen.findByRole('button', { name: /^Hit/ });
    expect(actionNames()).toEqual(['hit', 'stand', 'double']);
    expect(screen.queryByRole('button', { name: /^Split/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Double/ }).textContent).toContain('+K 1.00');
    // The dealer shows the up card only; the hole card lies face down.
    expect(faceUp(dealerArea())).toEqual(['9 of hearts']);
    expect(within(dealerArea()).getAllByRole('img', { name: 'Face-down card' })).toHaveLength(1);
    expect(within(dealerArea()).getByTestId('dealer-total').textContent).toBe('Shows 9');
    const hand = screen.getByTestId('player-hand');
    expect(faceUp(hand)).toEqual(['10 of spades', '6 of spades']);
    expect(within(hand).getByTestId('hand-total').textContent).toBe('16');
    expect(screen.queryByRole('button', { name: /^Deal/ })).toBeNull();
  });

  it('sends the move pressed and shows the hole card and the result when the round settles', async () => {
    const dealt = play(SIXTEEN_VS_NINE, 100);
    const stood = play(SIXTEEN_VS_NINE, 100, ['stand']);
    expect(stood.hands[0]?.outcome).toBe('lose');
    const { user, fetchMock } = renderApp('/inHouse/blackjack', {
      ...member,
      routes: routes({ deal: () => envelope(asRound(dealt)), act: () => envelope(asRound(stood)) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Deal · K 1.00' }));
    await user.click(await screen.findByRole('button', { name: /^Stand/ }));

    await waitFor(async () =>
      expect(await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions')).toHaveLength(1),
    );
    const [sent] = await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions');
    expect(sent?.body).toEqual({ action: 'stand', actionKey: expect.stringMatching(IDEMPOTENCY_KEY) });

    expect(await screen.findByTestId('hand-result')).toHaveProperty('textContent', 'Lose');
    expect(faceUp(dealerArea())).toEqual(['9 of hearts', '8 of hearts']);
    expect(within(dealerArea()).queryByRole('img', { name: 'Face-down card' })).toBeNull();
    expect(within(dealerArea()).getByTestId('dealer-total').textContent).toBe('17');
    expect(screen.getByTestId('round-summary').textContent).toContain('You lost K 1.00');
    expect(actionNames()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Deal again · K 1.00' })).toBeTruthy();
  });

  it('resumes the open round after a reload, and plays a move by its key', async () => {
    const open = play(SIXTEEN_VS_NINE, 500);
    const hit = play([...SIXTEEN_VS_NINE, card(KING, 2)], 500, ['hit']);
    const slotRound = { ...asRound(open, '9'), game: 'slot' as const, status: 'settled' as const };
    const { fetchMock } = renderApp('/inHouse/blackjack', {
      ...member,
      routes: routes({ recent: [slotRound, asRound(open)], act: () => envelope(asRound(hit)) }),
    });
    expect(await screen.findByText('Your unfinished round is back on the table.')).toBeTruthy();
    expect(faceUp(screen.getByTestId('player-hand'))).toEqual(['10 of spades', '6 of spades']);
    expect(within(dealerArea()).getAllByRole('img', { name: 'Face-down card' })).toHaveLength(1);
    expect(actionNames()).toEqual(['hit', 'stand', 'double']);
    expect(screen.queryByRole('button', { name: /^Deal/ })).toBeNull();
    expect(screen.getByText('Total bet this round: K 5.00')).toBeTruthy();

    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(async () =>
      expect(await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions')).toHaveLength(1),
    );
    const [sent] = await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions');
    expect(sent?.body).toMatchObject({ action: 'hit' });
    // 10 + 6 + K is bust: the hand loses at once and the dealer's hole card turns over.
    expect(await screen.findByTestId('hand-result')).toHaveProperty('textContent', 'Lose');
    expect(within(screen.getByTestId('player-hand')).getByText('Bust')).toBeTruthy();
    expect(within(dealerArea()).queryByRole('img', { name: 'Face-down card' })).toBeNull();
  });

  it('does not resume a round when the newest blackjack round is settled', async () => {
    const settled = asRound(play(SIXTEEN_VS_NINE, 100, ['stand']), '8');
    const older = asRound(play(SIXTEEN_VS_NINE, 100), '7');
    renderApp('/inHouse/blackjack', { ...member, routes: routes({ recent: [settled, older] }) });
    expect(await screen.findByRole('button', { name: 'Deal · K 1.00' })).toBeTruthy();
    expect(screen.queryByText('Your unfinished round is back on the table.')).toBeNull();
    expect(actionNames()).toEqual([]);
  });

  it('splits a pair into two hands and shows each hand’s result', async () => {
    // 8♠ 8♣ against the dealer's 9♥ up, 8♥ hole (17). The split hands draw 10♣ (18) and 9♣ (17).
    const cards = [card(EIGHT), card(NINE, 1), card(EIGHT, 2), card(EIGHT, 1), card(TEN, 2), card(NINE, 2)];
    const dealt = play(cards, 200);
    expect(dealt.legalActions).toContain('split');
    const split = play(cards, 200, ['split']);
    const done = play(cards, 200, ['split', 'stand', 'stand']);
    expect(done.hands.map((hand) => hand.outcome)).toEqual(['win', 'push']);
    let answer = split;
    const { user, fetchMock } = renderApp('/inHouse/blackjack', {
      ...member,
      routes: routes({
        recent: [asRound(dealt)],
        act: (request) => {
          const { action } = request.body as { action: BlackjackAction };
          answer = action === 'split' ? split : done;
          return envelope(asRound(answer));
        },
      }),
    });
    await screen.findByRole('button', { name: /^Split/ });
    expect(actionNames()).toEqual(['hit', 'stand', 'double', 'split']);
    await user.click(screen.getByRole('button', { name: /^Split/ }));
    await waitFor(() => expect(screen.getAllByTestId('player-hand')).toHaveLength(2));
    const [first] = screen.getAllByTestId('player-hand');
    expect(first?.getAttribute('aria-current')).toBe('step');
    expect(first?.getAttribute('aria-label')).toBe('Hand 1');
    // After a split the hand has two cards again, but may not split an 8 and a 10.
    expect(actionNames()).toEqual(['hit', 'stand', 'double']);

    await user.click(screen.getByRole('button', { name: /^Stand/ }));
    await waitFor(async () =>
      expect(await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions')).toHaveLength(2),
    );
    const results = await screen.findAllByTestId('hand-result');
    expect(results.map((result) => result.textContent)).toEqual(['Win +K 2.00', 'Push']);
    expect(screen.getByTestId('round-summary').textContent).toContain('You won K 2.00');
    const sent = await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions');
    expect(sent.map((request) => (request.body as { action: string }).action)).toEqual(['split', 'stand']);
  });

  it('asks about insurance first when the dealer shows an ace', async () => {
    const cards = [card(TEN), card(ACE, 1), card(NINE), card(SIX, 1)];
    const offered = play(cards, 300);
    expect(offered.phase).toBe('insurance');
    renderApp('/inHouse/blackjack', { ...member, routes: routes({ recent: [asRound(offered)] }) });
    await screen.findByRole('button', { name: /^Insure/ });
    expect(actionNames()).toEqual(['insurance', 'no-insurance']);
    expect(screen.getByRole('button', { name: /^Insure/ }).textContent).toContain('+K 1.50');
    expect(screen.getByText(/The dealer shows an ace\. Take insurance for K 1\.50\?/)).toBeTruthy();
  });

  it('shows the moves the server still allows when it refuses one', async () => {
    const dealt = play(SIXTEEN_VS_NINE, 100);
    const { user } = renderApp('/inHouse/blackjack', {
      ...member,
      routes: routes({
        recent: [asRound(dealt)],
        act: () =>
          errorEnvelope('CONFLICT', 'double is not allowed now', 409, {
            value: { reason: 'ACTION_NOT_ALLOWED', legalActions: ['hit', 'stand'] },
          }),
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^Double/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'That move is not allowed at this point of the hand.',
    );
    await waitFor(() => expect(actionNames()).toEqual(['hit', 'stand']));
  });

  it('retries a move whose answer was lost with the same action key', async () => {
    const dealt = play(SIXTEEN_VS_NINE, 100);
    const stood = play(SIXTEEN_VS_NINE, 100, ['stand']);
    let calls = 0;
    const { user, fetchMock } = renderApp('/inHouse/blackjack', {
      ...member,
      routes: routes({
        recent: [asRound(dealt)],
        act: () => {
          calls += 1;
          if (calls === 1) throw new TypeError('Failed to fetch');
          return envelope(asRound(stood));
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: /^Stand/ }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: /^Stand/ }));
    expect(await screen.findByTestId('hand-result')).toHaveProperty('textContent', 'Lose');
    const sent = await callsTo(fetchMock, 'POST /wps/inhouse/rounds/7/actions');
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual(sent[0]?.body);
  });
});
