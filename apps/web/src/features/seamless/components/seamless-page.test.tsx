import type { LaunchGame } from '@platform/contract/games';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';

const member = { token: 'session-1', session: { memberType: '0' } };

const launch: LaunchGame = {
  url: 'http://127.0.0.1:3100/play?token=t&game=g7',
  target: 'iframe',
  nodeId: 7,
  gameName: 'Fortune Ox',
  vassalage: 'PG',
  freeTrial: false,
};

/** The launch a Play press leaves in the tab's session (spec §2 Starting a game). */
function launched(value: LaunchGame = launch): Record<string, string> {
  return { gameLaunch: JSON.stringify(value) };
}

describe('the game page /seamless (spec §2)', () => {
  it('runs the launched game in a full-size frame under a bar with its name, the balance and reload', async () => {
    const { user } = renderApp('/seamless?nodeId=7', {
      ...member,
      session: { ...member.session, ...launched() },
    });
    const frame = await screen.findByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe(launch.url);
    expect(frame.getAttribute('allow')).toContain('fullscreen');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Fortune Ox');
    // The balance in the bar is the header's own (both read the same wallet), with its refresh.
    // findAll resolves on the first match; wait until the header's and the bar's are both there.
    await waitFor(() => expect(screen.getAllByTestId('header-balance')).toHaveLength(2));
    const balances = screen.getAllByTestId('header-balance');
    expect(within(balances[1] as HTMLElement).getByRole('button', { name: 'Refresh balance' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    const reloaded = await screen.findByTestId('game-frame');
    expect(reloaded).not.toBe(frame);
    expect(reloaded.getAttribute('src')).toBe(launch.url);
  });

  it('says there is no game, with a way home, when the session holds no launch for that game', async () => {
    const { user, router } = renderApp('/seamless?nodeId=8', {
      ...member,
      session: { ...member.session, ...launched() },
    });
    expect(await screen.findByText('No game open')).toBeTruthy();
    expect(screen.queryByTestId('game-frame')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes back to where the player came from, or home when the game page was the first', async () => {
    const first = renderApp('/seamless?nodeId=7', { session: launched({ ...launch, freeTrial: true }) });
    await first.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/'));
    first.unmount();

    const second = renderApp('/rng', { session: launched({ ...launch, freeTrial: true }) });
    await second.router.navigate('/seamless?nodeId=7');
    await second.user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/rng'));
  });
});
