import type { Game, WinnerEntry } from '@platform/contract/games';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { game, winners } from '../../../test/game-fixtures.ts';
import { callsTo, envelope, renderApp } from '../../../test/render-app.tsx';

const member = { token: 'session-1', session: { memberType: '0' } };

const hot = (count: number): Game[] =>
  Array.from({ length: count }, (_, i) =>
    game(i + 1, { gameName: `Hot ${i + 1}`, gameType: 'FISH', vassalage: 'JDB', isHot: true }),
  );

/** The section of the home page with this title. */
async function section(title: string): Promise<HTMLElement> {
  return screen.findByRole('region', { name: title });
}

describe('the home search (spec §2 Home)', () => {
  it('searches the trimmed text, and an empty search returns to the HOME rows', async () => {
    const { user, fetchMock } = renderApp('/', {
      games: [game(1, { gameName: 'Fortune Ox', isHot: true }), game(2, { gameName: 'Koi Gate' })],
    });
    const box = await screen.findByRole('searchbox', { name: 'Search games' });
    await user.type(box, '  ox  ');
    const results = await section('Results for “ox”');
    expect(await within(results).findByText('Fortune Ox', { selector: 'h3' })).toBeTruthy();
    expect(within(results).queryByText('Koi Gate', { selector: 'h3' })).toBeNull();
    const searches = (await callsTo(fetchMock, 'GET /lgw/games/game_list')).filter((call) =>
      call.url.searchParams.has('gameName'),
    );
    // Whatever the typing pace, the server is only ever asked for trimmed text.
    const asked = searches.map((call) => call.url.searchParams.get('gameName'));
    expect(asked.at(-1)).toBe('ox');
    expect(asked.every((name) => name === name?.trim())).toBe(true);
    expect(searches.at(-1)?.url.searchParams.get('pageSize')).toBe('28');
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();

    await user.clear(box);
    await user.type(box, '   ');
    expect(await section('Hot games')).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Results for/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Home' }).getAttribute('aria-pressed')).toBe('true');
  });
  it('says when no game matches, naming the search', async () => {
    const { user } = renderApp('/', { games: [game(1, { gameName: 'Koi Gate' })] });
    await user.type(await screen.findByRole('searchbox', { name: 'Search games' }), 'zebra');
    const results = await section('Results for “zebra”');
    expect(await within(results).findByText('No games match “zebra”. Try another name.')).toBeTruthy();
  });
});

describe('the game menu (spec §2, §4 current game type)', () => {
  it('opens a category’s lobby and PROMO’s promotions, and asks a visitor to log in for FAV', async () => {
    const { user, router } = renderApp('/', { games: hot(1) });
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    expect(within(menu).getByRole('link', { name: 'Fishing' }).getAttribute('href')).toBe('/fish');
    expect(within(menu).getByRole('link', { name: 'Promotions' }).getAttribute('href')).toBe('/promotions');
    await user.click(within(menu).getByRole('button', { name: 'Favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a member’s favourites as a grid under FAV', async () => {
    const { user } = renderApp('/', {
      ...member,
      games: hot(1),
      routes: {
        'GET /lgw/games/favorite': () =>
          envelope({ content: [game(5, { gameName: 'Saved One' })], pageNum: 1, totalPages: 1, total: 1 }),
      },
    });
    const menu = await screen.findByRole('navigation', { name: 'Game categories' });
    await user.click(within(menu).getByRole('button', { name: 'Favourites' }));
    const grid = await section('My favourites');
    expect(await within(grid).findByText('Saved One', { selector: 'h3' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Hot games' })).toBeNull();
  });
});

describe('the home rows (spec §2, §9)', () => {
  it('shows at most 12 hot games in one row, and in two rows when the list has more than 14', async () => {
    const first = renderApp('/', { games: hot(14) });
    let row = await section('Hot games');
    await waitFor(() => expect(within(row).getAllByTestId('game-card')).toHaveLength(12));
    expect(row.querySelector('[data-two-rows]')).toBeNull();
    first.unmount();
    window.sessionStorage.clear();

    renderApp('/', { games: hot(15) });
    row = await section('Hot games');
    await waitFor(() => expect(within(row).getAllByTestId('game-card')).toHaveLength(12));
    expect(row.querySelector('[data-two-rows]')).not.toBeNull();
  });

  it('shows RECENT to members with recent games only, 12 of them asked for', async () => {
    const guest = renderApp('/', { games: hot(2) });
    await section('Hot games');
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
    expect(await callsTo(guest.fetchMock, 'GET /lgw/games/recent')).toHaveLength(0);
    guest.unmount();

    const empty = renderApp('/', { ...member, games: hot(2) });
    await section('Hot games');
    await waitFor(async () =>
      expect(await callsTo(empty.fetchMock, 'GET /lgw/games/recent')).toHaveLength(1),
    );
    expect(screen.queryByRole('region', { name: 'Recently played' })).toBeNull();
    empty.unmount();

    const played = renderApp('/', {
      ...member,
      games: hot(2),
      routes: {
        'GET /lgw/games/recent': () =>
          envelope({ list: [game(5, { gameName: 'Played Before' })], page: 1, totalPages: 1, total: 1 }),
      },
    });
    const recent = await section('Recently played');
    expect(within(recent).getByText('Played Before', { selector: 'h3' })).toBeTruthy();
    const [call] = await callsTo(played.fetchMock, 'GET /lgw/games/recent');
    expect(call?.url.searchParams.get('pageSize')).toBe('12');
  });

  it('gives each category a row of 12 with a link to its lobby, and hides a category without games', async () => {
    const { fetchMock } = renderApp('/', {
      games: Array.from({ length: 14 }, (_, i) => game(i + 1, { gameName: `Slot ${i + 1}` })),
    });
    const slots = await section('Slots');
    await waitFor(() => expect(within(slots).getAllByTestId('game-card')).toHaveLength(12));
    expect(within(slots).getByRole('link', { name: /More/ }).getAttribute('href')).toBe('/rng');
    const asked = (await callsTo(fetchMock, 'GET /lgw/games/game_list')).find(
      (call) => call.url.searchParams.get('gameType') === 'RNG',
    );
    expect(asked?.url.searchParams.get('pageSize')).toBe('12');
    await waitFor(async () =>
      expect(
        (await callsTo(fetchMock, 'GET /lgw/games/game_list')).some(
          (call) => call.url.searchParams.get('gameType') === 'FISH',
        ),
      ).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Fishing' })).toBeNull();
  });

  it('lists the winner board by winAmount, highest first, with masked players and the site currency', async () => {
    const small: WinnerEntry = {
      ...winners[0]!,
      winAmount: 1_250,
      player: 'sm***l',
      settledAt: '2026-11-24T12:00:00Z',
    };
    const { fetchMock } = renderApp('/', {
      games: hot(1),
      routes: { 'GET /lgw/games/winners': () => envelope({ list: [small, ...winners] }) },
    });
    const board = await screen.findByTestId('winner-board');
    const rows = within(board).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('strong')?.textContent)).toEqual([
      'bi***g',
      'wi***e',
      'sm***l',
    ]);
    expect(rows[0]?.textContent).toContain('K900.00');
    const [call] = await callsTo(fetchMock, 'GET /lgw/games/winners');
    expect(call?.url.searchParams.get('gameCategory')).toBe('ALL');
    expect(call?.url.searchParams.get('limitNum')).toBe('20');
  });
});
