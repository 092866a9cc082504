import type { Game } from '@platform/contract/games';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { game } from '../../test/game-fixtures.ts';
import { callsTo, errorEnvelope, renderApp } from '../../test/render-app.tsx';
import { resetFavouriteThrottle } from './hooks/use-favourite-toggle.ts';

const member = { token: 'session-1', session: { memberType: '0' } };

/** A card by its game's name (cards repeat the name for screen readers). */
async function cardOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  return heading.closest('article') as HTMLElement;
}

const slots = (count: number, overrides: Partial<Game> = {}) =>
  Array.from({ length: count }, (_, i) => game(i + 1, { gameName: `Slot ${i + 1}`, ...overrides }));

beforeEach(() => {
  resetFavouriteThrottle();
  window.sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the lobby (spec §2 Game lobby)', () => {
  it('shows the classify menu for slots, and none for fishing, which has only All', async () => {
    const slotsLobby = renderApp('/rng', { games: slots(2) });
    const classify = await screen.findByTestId('classify-menu');
    expect(within(classify).getByText('Jackpot')).toBeTruthy();
    expect(within(classify).getByText('Table games')).toBeTruthy();
    slotsLobby.unmount();

    renderApp('/fish', { games: [game(50, { gameType: 'FISH', vassalage: 'JDB', gameName: 'Ocean King' })] });
    await cardOf('Ocean King');
    expect(screen.queryByTestId('classify-menu')).toBeNull();
  });

  it('asks a visitor to log in for the FAV and RECENT filters', async () => {
    const { user, router } = renderApp('/rng', { games: slots(1) });
    await cardOf('Slot 1');
    await user.click(screen.getByText('Favourites', { selector: 'button' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.search).not.toContain('filter=FAV');
  });

  it('pages 28 games at a time and answers the last page for one above the total', async () => {
    const { user, fetchMock } = renderApp('/rng', { games: slots(30) });
    await cardOf('Slot 1');
    expect(screen.getAllByTestId('game-card')).toHaveLength(28);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await cardOf('Slot 29');
    expect(screen.getAllByTestId('game-card')).toHaveLength(2);
    const asked = await callsTo(fetchMock, 'GET /lgw/games/game_list');
    expect(asked.at(-1)?.url.searchParams.get('pageSize')).toBe('28');
    renderApp('/rng?page=9', { games: slots(30) });
    expect((await screen.findAllByText('Slot 29', { selector: 'h3' })).length).toBeGreaterThan(0);
  });

  it('shows the hot badge and the free trial only where the game says so', async () => {
    renderApp('/rng', {
      games: [
        game(1, { gameName: 'Hot Trial', isHot: true, supportPlay: 0 }),
        game(2, { gameName: 'Plain' }),
      ],
    });
    const hot = await cardOf('Hot Trial');
    expect(within(hot).getByText('HOT')).toBeTruthy();
    expect(within(hot).getByText('Free trial')).toBeTruthy();
    const plain = await cardOf('Plain');
    expect(within(plain).queryByText('HOT')).toBeNull();
    expect(within(plain).queryByText('Free trial')).toBeNull();
  });
});

describe('favourites (spec §4)', () => {
  it('fills the heart at once, lets one toggle through per second, and puts it back when the server refuses', async () => {
    let answer: (response: Response) => void = () => {};
    const adds: number[] = [];
    const { fetchMock } = renderApp('/rng', {
      ...member,
      games: slots(2),
      routes: {
        'POST /lgw/games/favorite': ({ body }) => {
          adds.push((body as { nodeId: number }).nodeId);
          return new Promise<Response>((resolve) => {
            answer = resolve;
          });
        },
      },
    });
    const card = await cardOf('Slot 1');
    const heart = within(card).getByRole('button', { name: 'Add Slot 1 to favourites' });
    fireEvent.click(heart);
    // Optimistic: pressed before the server answered.
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('true'));
    expect(adds).toEqual([1]);
    // A second toggle within 1000 ms is ignored (no DELETE, still pressed).
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(await callsTo(fetchMock, 'DELETE /lgw/games/favorite/1')).toHaveLength(0);
    // The server refuses: the heart empties again.
    await act(async () => answer(errorEnvelope('FAVOURITE_LIMIT', 'Too many', 409)));
    await waitFor(() => expect(heart.getAttribute('aria-pressed')).toBe('false'));
    expect(await screen.findByText('You have reached the maximum number of favourites')).toBeTruthy();
  });

  it('asks a visitor to log in before a heart changes', async () => {
    const { user } = renderApp('/rng', { games: slots(1) });
    const card = await cardOf('Slot 1');
    await user.click(within(card).getByRole('button', { name: 'Add Slot 1 to favourites' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});
