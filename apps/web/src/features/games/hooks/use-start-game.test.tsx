import type { Game, LaunchGame } from '@platform/contract/games';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../../test/fixtures.ts';
import { game, gameMenus, vendor } from '../../../test/game-fixtures.ts';
import { callsTo, envelope, errorEnvelope, renderApp } from '../../../test/render-app.tsx';
import { resetLaunchState } from './use-start-game.ts';

const member = { token: 'session-1', session: { memberType: '0' } };
const trial = { token: 'trial-1', session: { memberType: '4' }, member: { ...memberInfo, type: 4 } };
const LAUNCH = 'POST /wps/game/launchGame';

const answer = (overrides: Partial<LaunchGame> = {}): LaunchGame => ({
  url: 'http://127.0.0.1:3100/play?token=t&game=g1',
  target: 'iframe',
  nodeId: 1,
  gameName: 'Slot 1',
  vassalage: 'PG',
  freeTrial: false,
  ...overrides,
});

/** The home page's card of a game (slots only, none hot: each game is on one card). */
async function cardOf(name: string): Promise<HTMLElement> {
  const heading = await screen.findByText(name, { selector: 'h3' });
  return heading.closest('article') as HTMLElement;
}

/** A launch the test answers when it wants, to look at the page while it is in flight. */
function heldLaunch() {
  let answer: ((response: Response) => void) | undefined;
  const handler = () =>
    new Promise<Response>((resolve) => {
      answer = resolve;
    });
  /** Answers the launch once the server has been asked. */
  const release = async (response: Response) => {
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer?.(response));
  };
  return { release, handler };
}

/** What window.open hands back: a window the test can read the address of. */
function fakeWindow() {
  return { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

const slot = (nodeId: number, overrides: Partial<Game> = {}) =>
  game(nodeId, { gameName: `Slot ${nodeId}`, ...overrides });

beforeEach(() => resetLaunchState());

describe('who may start a game (spec §2 Starting a game, §6)', () => {
  it('opens the login modal for a visitor pressing Play, and launches nothing', async () => {
    const { user, fetchMock } = renderApp('/', { games: [slot(1)] });
    await user.click(within(await cardOf('Slot 1')).getByText('Play'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(await callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it('lets a visitor start the free trial of a supportPlay 0 game without logging in', async () => {
    const { user, fetchMock, router } = renderApp('/', {
      games: [slot(1, { supportPlay: 0 })],
      routes: { [LAUNCH]: () => envelope(answer({ freeTrial: true })) },
    });
    await user.click(within(await cardOf('Slot 1')).getByText('Free trial'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    const [call] = await callsTo(fetchMock, LAUNCH);
    expect(call?.body).toMatchObject({ nodeId: 1, freeTrial: true });
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('asks a visitor to log in even for the free trial of an e-lottery game', async () => {
    const { user, fetchMock } = renderApp('/', {
      gameMenus: [
        ...gameMenus,
        { gameCategory: 'ELOTT', vendors: [vendor('TCGVN', 'ELOTT')], gameClassify: [] },
      ],
      games: [game(7, { gameName: 'Lotto Seven', gameType: 'ELOTT', vassalage: 'TCGVN', supportPlay: 0 })],
    });
    await user.click(within(await cardOf('Lotto Seven')).getByText('Free trial'));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(await callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it('tells a trial member to get a real account (in_need_true_account), launching nothing', async () => {
    const { user, fetchMock } = renderApp('/', { ...trial, games: [slot(1)] });
    await user.click(within(await cardOf('Slot 1')).getByText('Play'));
    const prompt = await screen.findByRole('dialog');
    expect(prompt.textContent).toContain('Trial accounts cannot do this. Please register a real account.');
    expect(await callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });
});

describe('where a game opens', () => {
  it('opens a vendor entry (isGame VASSALAGE) as a pop-up list of that vendor’s games', async () => {
    const { user, fetchMock } = renderApp('/', {
      ...member,
      games: [
        slot(1, { gameName: 'JDB Lobby', vassalage: 'JDB', isGame: 'VASSALAGE' }),
        slot(2, { gameName: 'Koi Gate', vassalage: 'JDB' }),
        slot(3, { gameName: 'Fortune Ox', vassalage: 'PG' }),
      ],
    });
    await user.click(within(await cardOf('JDB Lobby')).getByText('Games'));
    const dialog = await screen.findByRole('dialog', { name: 'JDB Lobby' });
    expect(await within(dialog).findByText('Koi Gate', { selector: 'h3' })).toBeTruthy();
    // Only that vendor's games, without the entry itself.
    expect(within(dialog).queryByText('Fortune Ox', { selector: 'h3' })).toBeNull();
    expect(within(dialog).queryByText('JDB Lobby', { selector: 'h3' })).toBeNull();
    const asked = (await callsTo(fetchMock, 'GET /lgw/games/game_list')).at(-1)?.url.searchParams;
    expect(asked?.get('vassalage')).toBe('JDB');
    expect(asked?.get('gameType')).toBe('RNG');
    expect(await callsTo(fetchMock, LAUNCH)).toHaveLength(0);
  });

  it('keeps an iframe launch in the session and shows it on /seamless', async () => {
    const { user, router } = renderApp('/', {
      ...member,
      games: [slot(1)],
      routes: { [LAUNCH]: () => envelope(answer()) },
    });
    await user.click(within(await cardOf('Slot 1')).getByText('Play'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(router.state.location.search).toBe('?nodeId=1');
    expect(JSON.parse(window.sessionStorage.getItem('gameLaunch') ?? '{}')).toMatchObject({ nodeId: 1 });
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe(answer().url);
  });

  it('opens a window for a vendor that wants one, and the next time opens it within the click', async () => {
    const first = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(first as unknown as Window);
    const { release, handler } = heldLaunch();
    let launches = 0;
    const { router } = renderApp('/', {
      ...member,
      games: [slot(1), slot(2)],
      routes: {
        [LAUNCH]: () => {
          launches += 1;
          return launches === 1 ? envelope(answer({ target: 'window' })) : handler();
        },
      },
    });
    fireEvent.click(within(await cardOf('Slot 1')).getByText('Play'));
    await waitFor(() => expect(first.location.href).toBe(answer().url));
    expect(first.opener).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    await act(() => Promise.resolve());

    // Now the vendor is known to want a window: it opens before the server has answered.
    const second = fakeWindow();
    open.mockClear().mockReturnValue(second as unknown as Window);
    fireEvent.click(within(await cardOf('Slot 2')).getByText('Play'));
    expect(open).toHaveBeenCalledTimes(1);
    const url = 'http://127.0.0.1:3100/play?token=u&game=g2';
    await release(envelope(answer({ target: 'window', nodeId: 2, url })));
    await waitFor(() => expect(second.location.href).toBe(url));
    expect(open).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/');
  });

  it('falls back to /seamless when the browser blocks the window, with a button that opens it', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, router } = renderApp('/', {
      ...member,
      games: [slot(1)],
      routes: { [LAUNCH]: () => envelope(answer({ target: 'window' })) },
    });
    await user.click(within(await cardOf('Slot 1')).getByText('Play'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(screen.queryByTestId('game-frame')).toBeNull();
    const later = fakeWindow();
    open.mockReturnValue(later as unknown as Window);
    await user.click(await screen.findByRole('button', { name: 'Open game' }));
    expect(later.location.href).toBe(answer().url);
  });

  it('shows Game maintenance with its end and games to play instead', async () => {
    const { user, router } = renderApp('/', {
      ...member,
      games: [slot(1)],
      routes: {
        [LAUNCH]: () =>
          errorEnvelope('GAME_MAINTENANCE', 'Game maintenance', 409, {
            value: {
              maintenanceEnd: '2026-11-24T12:00:00Z',
              recommended: [game(9, { gameName: 'Koi Gate', vassalage: 'JDB' })],
            },
          }),
      },
    });
    await user.click(within(await cardOf('Slot 1')).getByText('Play'));
    const dialog = await screen.findByRole('dialog', { name: 'Game maintenance' });
    expect(dialog.textContent).toContain('under maintenance until');
    expect(within(dialog).getByText('Koi Gate', { selector: 'h3' }).closest('article')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('launches once however fast the clicks, on one card or two', async () => {
    const { release, handler } = heldLaunch();
    const { fetchMock, router } = renderApp('/', {
      ...member,
      games: [slot(1), slot(2)],
      routes: { [LAUNCH]: handler },
    });
    const play = within(await cardOf('Slot 1')).getByText('Play');
    fireEvent.click(play);
    fireEvent.click(play);
    fireEvent.click(within(await cardOf('Slot 2')).getByText('Play'));
    await release(envelope(answer()));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seamless'));
    expect(await callsTo(fetchMock, LAUNCH)).toHaveLength(1);
  });
});
