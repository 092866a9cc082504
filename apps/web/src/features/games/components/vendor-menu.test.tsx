import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { game, gameMenus, vendor } from '../../../test/game-fixtures.ts';
import { callsTo, renderApp } from '../../../test/render-app.tsx';

beforeEach(() => {
  window.sessionStorage.clear();
});

/** The vendor names the lobby's vendor menu offers, after All. */
async function menuVendors(): Promise<string[]> {
  const menu = await screen.findByTestId('vendor-menu');
  return within(menu)
    .getAllByRole('button')
    .slice(1)
    .map((button) => button.textContent ?? '');
}

describe('the lobby vendor menu (spec §2, §7 game vendors)', () => {
  it('lists the lanes of the game vendors call, even where the game menu says otherwise', async () => {
    const { fetchMock } = renderApp('/rng', {
      gameMenus,
      gameVendors: [
        { gameType: 'RNG', vendors: [vendor('JILI', 'RNG', { displayName: 'Jili Games' })] },
        { gameType: 'FISH', vendors: [vendor('JDB', 'FISH')] },
      ],
      games: [game(1, { vassalage: 'JILI', gameName: 'Super Ace' })],
    });
    expect(await menuVendors()).toEqual(['Jili Games']);
    const [asked] = await callsTo(fetchMock, 'GET /lgw/games/vendors');
    expect(asked?.url.searchParams.get('platform')).toBe('html5-desktop');
  });

  it('keeps the lanes for the session: a second visit asks no more', async () => {
    const first = renderApp('/rng', { games: [game(1)] });
    expect(await menuVendors()).toEqual(['PG Studio', 'JDB Studio']);
    expect(window.sessionStorage.getItem('gameVendor')).toContain('PG Studio');
    first.unmount();

    const second = renderApp('/rng', { games: [game(1)] });
    expect(await menuVendors()).toEqual(['PG Studio', 'JDB Studio']);
    expect(await callsTo(second.fetchMock, 'GET /lgw/games/vendors')).toHaveLength(0);
  });

  it('shows no menu for a category without a lane', async () => {
    renderApp('/fish', {
      gameVendors: [{ gameType: 'RNG', vendors: [vendor('PG', 'RNG')] }],
      games: [game(50, { gameType: 'FISH', vassalage: 'JDB', gameName: 'Ocean King' })],
    });
    expect((await screen.findAllByText('Ocean King')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('vendor-menu')).toBeNull();
  });
});
