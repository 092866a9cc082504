import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberInfo, whitelabelWith } from '../test/fixtures.ts';
import { game } from '../test/game-fixtures.ts';
import { envelope, renderApp } from '../test/render-app.tsx';

const sideMenu = () => screen.queryByRole('complementary', { name: 'Side menu' });
const footer = () => screen.queryByRole('contentinfo');

describe('routes and layouts', () => {
  it('sends a protected route without a token home, with the login modal open', async () => {
    const { router } = renderApp('/member');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?modal=login');
    expect(await screen.findByRole('heading', { level: 1, name: /Slots, live casino/ })).toBeTruthy();
  });

  it('redirects /login to / and keeps the login modal open', async () => {
    const { router } = renderApp('/login');
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows home with the register modal on /register; closing it goes home', async () => {
    const { user, router } = renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/index', '/index.html', '/home'])('renders home at %s', async (path) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: /Slots, live casino/ })).toBeTruthy();
  });

  it('opens the member centre with a token', async () => {
    renderApp('/member?tab=withdraw', { token: 'session-1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Withdrawal' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Account record/ })).toBeTruthy();
  });

  it.each(['/lottery', '/seaLottery', '/vnLottery'])('%s has neither footer nor side menu', async (path) => {
    renderApp(`${path}?gameCode=VN01`, { token: 'session-1', whitelabel: whitelabelWith('lottery') });
    expect(await screen.findByText('VN01')).toBeTruthy();
    expect(footer()).toBeNull();
    expect(sideMenu()).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('/seamless has neither footer nor side menu', async () => {
    renderApp('/seamless');
    expect(await screen.findByText('No game open')).toBeTruthy();
    expect(sideMenu()).toBeNull();
    expect(footer()).toBeNull();
  });

  it('/help keeps header, side menu and footer, and scrolls to the terms section', async () => {
    const scroll = vi.mocked(Element.prototype.scrollIntoView);
    scroll.mockClear();
    renderApp('/help#term', {
      routes: {
        'GET /wps/system/helpCenter': () =>
          envelope({
            list: [
              {
                id: 1,
                kind: 'terms',
                slug: 'term',
                title: 'Terms and conditions',
                content: '<p>Rules</p>',
                publishedAt: '2025-01-01T00:00:00Z',
              },
            ],
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Terms and conditions' })).toBeTruthy();
    await waitFor(() => expect(scroll.mock.contexts).toContain(document.getElementById('term')));
    expect(sideMenu()).toBeTruthy();
    expect(footer()).toBeTruthy();
  });

  it('/agent uses the agent layout', async () => {
    const { container } = renderApp('/agent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow your own team' })).toBeTruthy();
    expect(container.querySelector('[data-layout="agent"]')).toBeTruthy();
    expect(sideMenu()).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Games' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to site' })).toBeTruthy();
  });

  it('/agentHome needs a token, then shows the agent centre', async () => {
    renderApp('/agentHome', {
      token: 'agent-1',
      member: { ...memberInfo, type: 1, isAgent: true },
      session: { memberType: '1', isAgent: 'true' },
    });
    expect(await screen.findByRole('navigation', { name: 'Agent centre' })).toBeTruthy();
    // Its first section: the merchant's announcements.
    expect(screen.getByRole('heading', { level: 1, name: 'Announcements' })).toBeTruthy();
  });

  it('/agentHome without a token opens the agent login on the agent page', async () => {
    const { router } = renderApp('/agentHome');
    expect(await screen.findByRole('dialog', { name: 'Agent login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('/agentHome sends a member who is not an agent back to the agent page', async () => {
    const { router } = renderApp('/agentHome', { token: 'member-1', session: { memberType: '0' } });
    expect(await screen.findByText(/Non-agents cannot log in to the agent centre/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/agent');
  });

  it('passes ?vassalage= to the slots lobby', async () => {
    renderApp('/rng?vassalage=PG', {
      games: [game(1, { gameName: 'Fortune Ox' }), game(2, { vassalage: 'JDB', gameName: 'Jade Koi' })],
    });
    const vendors = await screen.findByTestId('vendor-menu');
    expect(within(vendors).getByText('PG Studio').closest('button')?.getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect((await screen.findAllByText('Fortune Ox')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Jade Koi')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
  });

  it.each([
    ['/sports', 'Sports'],
    ['/esports', 'Esports'],
    ['/lott', 'Lottery'],
    ['/elott', 'E-lottery'],
    ['/live', 'Live casino'],
    ['/fish', 'Fishing'],
    ['/pvp', 'Card games'],
    ['/inHouse', 'Originals'],
  ])('%s shows its category page with the empty state', async (path, name) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    expect(await screen.findByText('No data')).toBeTruthy();
  });

  it.each([
    ['/promotions', 'Promotions'],
    ['/pointMall', 'Points mall'],
    ['/down', 'Get the Lucky app'],
  ])('%s renders its page', async (path, name) => {
    renderApp(path, { whitelabel: whitelabelWith('pointMall') });
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
  });

  it.each([['/favorite'], ['/recent']])('%s is protected', async (path) => {
    const { router } = renderApp(path);
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('scrolls to the top when the route name changes, not when a modal opens', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const { user } = renderApp('/');
    const side = await screen.findByRole('complementary', { name: 'Side menu' });
    scrollTo.mockClear();
    await user.click(within(side).getByRole('link', { name: 'Slots' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    scrollTo.mockClear();
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });
});
