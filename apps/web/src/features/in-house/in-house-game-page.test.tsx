import { dealBaccarat } from '@platform/games/baccarat/baccarat';
import { fairRng } from '@platform/games/fairness/fairness';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { walletBalance } from '../../test/fixtures.ts';
import { callsTo, envelope, renderApp } from '../../test/render-app.tsx';
import {
  CLIENT_SEED,
  inHouseRound,
  inHouseRoutes,
  limits,
  member,
  SERVER_SEED,
  trialMember,
} from './test/in-house-fixtures.ts';

const coup = dealBaccarat(fairRng({ serverSeed: SERVER_SEED, clientSeed: CLIENT_SEED, nonce: 1 }));
const baccaratRound = inHouseRound('baccarat', {
  id: '21',
  nonce: 1,
  serverSeed: SERVER_SEED,
  outcome: JSON.parse(JSON.stringify(coup)),
  bets: [{ spot: 'PLAYER', stake: 200, returned: 400 }],
  balanceBefore: 10_000,
  balanceAfter: 10_200,
});
const otherGame = inHouseRound('sic-bo', {
  id: '22',
  outcome: { dice: [1, 2, 3], total: 6, triple: false },
  bets: [{ spot: 'SMALL', stake: 999, returned: 0 }],
});

describe('in-house game page', { timeout: 20_000 }, () => {
  it('is the site’s not-found page for a game we do not have', async () => {
    renderApp('/inHouse/poker', { ...member, routes: inHouseRoutes() });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('sends a visitor to the login modal', async () => {
    const { router } = renderApp('/inHouse/baccarat', { routes: inHouseRoutes() });
    await waitFor(() => expect(router.state.location.search).toBe('?modal=login'));
    expect(router.state.location.pathname).toBe('/');
  });

  it('frames the game: title, the way back, the balance, no trial badge for a member', async () => {
    renderApp('/inHouse/baccarat', { ...member, routes: inHouseRoutes() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fair Baccarat' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'In-house games' }).getAttribute('href')).toBe('/inHouse');
    expect(await screen.findByText('K 1,234.56', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText('Trial money')).toBeNull();
  });

  it('shows trial money to a trial member and tops it up once it runs low', async () => {
    let balance = 5_000;
    const { user, fetchMock } = renderApp('/inHouse/sic-bo', {
      ...trialMember,
      routes: inHouseRoutes({
        'GET /wps/v2/wallets/balance': () => envelope({ ...walletBalance, wallet: 'trial', balance }),
        'POST /wps/inhouse/trial/refill': () => {
          balance = 1_000_000;
          return envelope({ balance });
        },
      }),
    });
    expect(await screen.findByText('Trial money')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Top up trial money' }));
    expect(await screen.findByText('Your trial money has been topped up.')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/inhouse/trial/refill')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Top up trial money' })).toBeNull());
  });

  it('lists the member’s last rounds of this game, each opening to its bets, seeds and a check', async () => {
    const { user } = renderApp('/inHouse/baccarat', {
      ...member,
      routes: inHouseRoutes({
        'GET /wps/inhouse/rounds': () => envelope({ list: [otherGame, baccaratRound] }),
      }),
    });
    const history = await screen.findByRole('region', { name: 'Your recent rounds' });
    const row = await within(history).findByRole('button', { name: 'Details of round 21' });
    expect(within(history).queryByRole('button', { name: 'Details of round 22' })).toBeNull();
    expect(row.textContent).toContain('K 2.00');
    expect(row.textContent).toContain('K 4.00');
    expect(row.textContent).toContain('K 100.00 → K 102.00');
    expect(row.getAttribute('aria-expanded')).toBe('false');

    await user.click(row);
    expect(row.getAttribute('aria-expanded')).toBe('true');
    expect(within(history).getByText(/^Player \d \(.+\) · Banker \d \(.+\) · Player wins$/)).toBeTruthy();
    expect(within(history).getByRole('row', { name: 'Player K 2.00 K 4.00' })).toBeTruthy();
    expect(within(history).getByText(SERVER_SEED)).toBeTruthy();
    await user.click(within(history).getByRole('button', { name: 'Verify' }));
    expect(await within(history).findByText('Verified')).toBeTruthy();
  });

  it('offers chips from the table’s limits as a radio group the arrow keys move through', async () => {
    const { user } = renderApp('/inHouse/baccarat', {
      ...member,
      routes: inHouseRoutes({
        'GET /wps/inhouse/limits': () =>
          envelope({ limits: { ...limits, baccarat: { min: 100, max: 5_000 } } }),
      }),
    });
    const tray = await screen.findByRole('group', { name: 'Chip value' });
    const chips = within(tray).getAllByRole('radio');
    expect(chips.map((chip) => chip.getAttribute('aria-label'))).toEqual([
      'Chip of K 1.00',
      'Chip of K 5.00',
      'Chip of K 10.00',
      'Chip of K 50.00',
    ]);
    expect(chips[0]).toHaveProperty('checked', true);
    // user-event finds a radio's group with CSS.escape, which jsdom lacks; browsers have it.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`) });
    await user.click(chips[0] as HTMLElement);
    await user.keyboard('{ArrowRight}');
    expect(chips[1]).toHaveProperty('checked', true);
    await user.click(screen.getByRole('button', { name: 'Tie, pays 8:1' }));
    expect(screen.getByRole('button', { name: 'Tie, pays 8:1, K 5.00 bet' })).toBeTruthy();
    expect(screen.getByText('Bets from K 1.00 to K 50.00 per spot')).toBeTruthy();
  });
});
