import type { InHouseRound } from '@platform/contract/in-house';
import type { Rng } from '@platform/games/fairness/fairness';
import { CLASSIC_SLOT, type SlotRound, spinSlot } from '@platform/games/slot/slot';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  envelope,
  errorEnvelope,
  type MockRequest,
  renderApp,
} from '../../../../test/render-app.tsx';
import { requestedPlay } from '../../test/game-page.ts';
import {
  IDEMPOTENCY_KEY,
  inHouseRoutes,
  limits,
  member,
  preferLessMotion,
} from '../../test/in-house-fixtures.ts';

/** A generator that stops the reels where asked, then on stops that win nothing (4 on every reel). */
function reelStops(...spins: number[][]): Rng {
  const draws = spins.flat();
  return { int: () => draws.shift() ?? 4 };
}

/** Two MELON line wins (lines 3 and 19), no scatter: 30 minor units at a stake of 20. */
const TWO_LINES = [0, 3, 18, 5, 9];
/** Three scatter reels: 10 free spins; the first of them wins on two lines, the rest nothing. */
const SCATTERS = [1, 15, 7, 5, 9];

let nextId = 40;
function slotRound(outcome: SlotRound, stake: number): InHouseRound {
  nextId += 1;
  return {
    id: String(nextId),
    game: 'slot',
    nonce: nextId,
    serverSeedHash: 'ab'.repeat(32),
    serverSeed: null,
    clientSeed: 'my seed',
    stake,
    outcome,
    bets: [{ spot: 'SPIN', stake, returned: outcome.totalWin }],
    actions: [],
    totalReturn: outcome.totalWin,
    balanceBefore: 123_456,
    balanceAfter: 123_456 - stake + outcome.totalWin,
    status: 'settled',
    trial: false,
    createdAt: '2025-06-01T12:00:00Z',
    settledAt: '2025-06-01T12:00:00Z',
  };
}

function routes(play: (request: MockRequest) => Response, slot = limits.slot) {
  return inHouseRoutes({
    'GET /wps/inhouse/limits': () => envelope({ limits: { ...limits, slot } }),
    'GET /wps/inhouse/fairness': () =>
      envelope({ serverSeedHash: 'ab'.repeat(32), clientSeed: 'my seed', nonce: 41, previous: null }),
    'POST /wps/inhouse/rounds': play,
  });
}

const spinButton = () => screen.findByRole('button', { name: 'Spin' });

// The whole site renders, and the game's chunk loads on first use: slower than a unit test.
describe('the slot page', { timeout: 20_000 }, () => {
  beforeEach(preferLessMotion);

  it('offers only stakes that are multiples of the 20 lines within the limits, and sends the one chosen', async () => {
    const play = vi.fn((request: MockRequest) => {
      const { stake } = request.body as { stake: number };
      return envelope(slotRound(spinSlot(CLASSIC_SLOT, reelStops([4, 4, 4, 4, 4]), stake), stake));
    });
    const { user, fetchMock } = renderApp('/inHouse/slot', {
      ...member,
      routes: routes(play, { min: 30, max: 1_010 }),
    });
    const select = await screen.findByRole('combobox', { name: 'Stake per spin' });
    await waitFor(() => expect(within(select).getAllByRole('option').length).toBeGreaterThan(1));
    const offered = within(select)
      .getAllByRole('option')
      .map((option) => Number((option as HTMLOptionElement).value));
    expect(offered[0]).toBe(40);
    expect(offered.at(-1)).toBe(1_000);
    for (const stake of offered) {
      expect(stake % 20).toBe(0);
      expect(stake).toBeGreaterThanOrEqual(30);
      expect(stake).toBeLessThanOrEqual(1_010);
    }
    // The smallest stake is chosen at first: it cannot go lower, and reads K 0.40 (K 0.02 a line).
    expect(screen.getByRole('button', { name: 'Lower the stake' })).toHaveProperty('disabled', true);
    expect(screen.getByText('K 0.02 per line × 20 lines')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Raise the stake' }));
    expect((select as HTMLSelectElement).value).toBe(String(offered[1]));
    await user.selectOptions(select, '200');
    await user.click(await spinButton());

    expect(await requestedPlay(fetchMock)).toEqual({
      game: 'slot',
      stake: 200,
      roundKey: expect.stringMatching(IDEMPOTENCY_KEY),
    });
    expect(await screen.findByText('No win this time.')).toBeTruthy();
  });

  it('shows the winning lines on the reels, each line’s pay and the total won', async () => {
    const outcome = spinSlot(CLASSIC_SLOT, reelStops(TWO_LINES), 20);
    expect(outcome.lineWins.map((win) => win.line)).toEqual([2, 18]);
    const { user } = renderApp('/inHouse/slot', {
      ...member,
      routes: routes(() => envelope(slotRound(outcome, 20))),
    });
    await user.click(await spinButton());

    const wins = await screen.findByTestId('win-lines');
    const lines = within(wins).getAllByTestId('win-line');
    expect(lines.map((line) => line.textContent)).toEqual([
      '3Line 3: 3 × Watermelon+K 0.15',
      '19Line 19: 3 × Watermelon+K 0.15',
    ]);
    expect(screen.getByTestId('slot-total-win').textContent).toBe('K 0.30');
    expect(screen.getByTestId('slot-status').textContent).toBe('You won K 0.30!');

    // Both lines light their first three cells: reels 1 and 2 share the bottom row, reel 3 differs.
    const lit = () =>
      screen
        .getAllByTestId('reel-cell')
        .filter((cell) => cell.dataset.lit !== undefined)
        .map((cell) => cell.getAttribute('aria-label'));
    expect(lit()).toHaveLength(4);
    expect(new Set(lit())).toEqual(new Set(['Watermelon']));
    // The others dim, and both paylines are drawn over the reels.
    expect(document.querySelectorAll('polyline')).toHaveLength(2);

    // Picking a line isolates it: only its three cells stay lit.
    await user.click(lines[1] as HTMLElement);
    expect(lines[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(lit()).toHaveLength(3);
  });

  it('plays won free spins after the paid spin and sums every win', async () => {
    const outcome = spinSlot(CLASSIC_SLOT, reelStops(SCATTERS, TWO_LINES), 20);
    expect(outcome.freeSpinSpins).toHaveLength(10);
    const { user } = renderApp('/inHouse/slot', {
      ...member,
      routes: routes(() => envelope(slotRound(outcome, 20))),
    });
    await user.click(await spinButton());

    const scatter = await screen.findByTestId('scatter-win');
    expect(scatter.textContent).toContain('3 × Diamond scatter · 10 free spins');
    expect(await screen.findByText('Free spins in play: 10 to go')).toBeTruthy();
    // They play on by themselves, one after another.
    expect(await screen.findByText('Free spin 1 of 10 · ×2', {}, { timeout: 4000 })).toBeTruthy();
    expect(await screen.findByText('Free spin 2 of 10 · ×2', {}, { timeout: 4000 })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Skip to the result' }));

    // The first free spin's two lines pay double: 0.60 on top of the paid spin's scatter pay 0.40.
    expect(outcome.freeSpinsWin).toBe(60);
    expect(screen.getByText('10 free spins won K 0.60 in all')).toBeTruthy();
    expect(screen.getByTestId('slot-total-win').textContent).toBe('K 1.00');
    expect(screen.getByTestId('slot-status').textContent).toBe('You won K 1.00!');
    await user.click(screen.getByRole('button', { name: 'Free spin 1, won K 0.60' }));
    expect(screen.getAllByTestId('win-line')).toHaveLength(2);
  });

  it('spins with Space or Enter while the focus rests on the page', async () => {
    const play = vi.fn(() => envelope(slotRound(spinSlot(CLASSIC_SLOT, reelStops([4, 4, 4, 4, 4]), 20), 20)));
    const { fetchMock } = renderApp('/inHouse/slot', { ...member, routes: routes(play) });
    const spin = await spinButton();
    await waitFor(() => expect(spin).toHaveProperty('disabled', false));
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(await screen.findByText('No win this time.')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Enter' });
    await waitFor(async () => expect(await callsTo(fetchMock, 'POST /wps/inhouse/rounds')).toHaveLength(2));
    // Typing in a field does not spin.
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Stake per spin' }), { key: 'Enter' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await callsTo(fetchMock, 'POST /wps/inhouse/rounds')).toHaveLength(2);
  });

  it('says why the server refused a stake, in the reader’s words', async () => {
    const { user } = renderApp('/inHouse/slot', {
      ...member,
      routes: routes(() =>
        errorEnvelope('VALIDATION_ERROR', 'Invalid', 400, {
          fields: [
            {
              field: 'body.stake',
              message: 'The stake must be a multiple of 20 lines',
              key: 'inHouse.lineMultiple',
              params: { lines: 20 },
            },
          ],
        }),
      ),
    });
    await user.click(await spinButton());
    expect((await screen.findByRole('alert')).textContent).toBe('The bet must be a multiple of 20 lines');
    // The reels stop and the member can try again.
    await waitFor(async () => expect(await spinButton()).toHaveProperty('disabled', false));
  });

  it('sends the same round key again when retrying a spin whose answer was lost', async () => {
    let calls = 0;
    const { user, fetchMock } = renderApp('/inHouse/slot', {
      ...member,
      routes: routes(() => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return envelope(slotRound(spinSlot(CLASSIC_SLOT, reelStops([4, 4, 4, 4, 4]), 20), 20));
      }),
    });
    await user.click(await spinButton());
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(async () => expect(await spinButton()).toHaveProperty('disabled', false));
    await user.click(await spinButton());
    expect(await screen.findByText('No win this time.')).toBeTruthy();
    await user.click(await spinButton());
    await waitFor(async () => expect(await callsTo(fetchMock, 'POST /wps/inhouse/rounds')).toHaveLength(3));
    const keys = (await callsTo(fetchMock, 'POST /wps/inhouse/rounds')).map(
      (request) => (request.body as { roundKey: string }).roundKey,
    );
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });
});
