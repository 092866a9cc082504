import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberInfo, siteConfig } from '../../test/fixtures.ts';
import { type RenderOptions, renderApp } from '../../test/render-app.tsx';

async function renderHeader(path: string, options: RenderOptions = {}) {
  const app = renderApp(path, options);
  const header = await screen.findByRole('banner');
  const nav = await within(header).findByRole('navigation', { name: 'Games' });
  return { ...app, header, nav };
}

describe('header deposit button (spec §2)', () => {
  it('takes a member to the deposit page', async () => {
    const { header, user, router } = await renderHeader('/promotions', { token: 'tok-1' });
    const deposit = await within(header).findByRole('link', { name: 'Deposit' });
    expect(deposit.getAttribute('href')).toBe('/member?tab=depositv2');
    await user.click(deposit);
    expect(router.state.location.pathname).toBe('/member');
    expect(router.state.location.search).toBe('?tab=depositv2');
  });

  it('is not there for a visitor, who gets log in and register instead', async () => {
    const { header } = await renderHeader('/promotions');
    expect(within(header).getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Deposit' })).toBeNull();
    expect(within(header).queryByRole('button', { name: 'Deposit' })).toBeNull();
  });

  it('tells a trial member to get a real account (in_need_true_account) and stays put', async () => {
    const { header, user, router } = await renderHeader('/promotions', {
      token: 'tok-trial',
      member: { ...memberInfo, type: 4, isTrial: true },
      session: { memberType: '4' },
    });
    expect(within(header).queryByRole('link', { name: 'Deposit' })).toBeNull();
    await user.click(await within(header).findByRole('button', { name: 'Deposit' }));
    expect(
      await screen.findByText('Trial accounts cannot do this. Please register a real account.'),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/promotions');
  });

  it('is translated', async () => {
    renderApp('/promotions', { token: 'tok-1', lang: 'CN' });
    const header = await screen.findByRole('banner');
    expect((await within(header).findByRole('link', { name: '存款' })).getAttribute('href')).toBe(
      '/member?tab=depositv2',
    );
  });
});

describe('header direct-launch links (spec §2: HOME, PROMO, PVP, FISH, RNG)', () => {
  const targets = [
    ['Home', '/'],
    ['Promotions', '/promotions'],
    ['Card games', '/pvp'],
    ['Fishing', '/fish'],
    ['Slots', '/rng'],
  ] as const;

  it('each goes to its page or lobby', async () => {
    const { nav, user, router } = await renderHeader('/favorite');
    for (const [name, path] of targets) {
      const link = within(nav).getByRole('link', { name });
      expect(link.getAttribute('href')).toBe(path);
      await user.click(link);
      expect(router.state.location.pathname).toBe(path);
    }
  });

  it('marks the current page', async () => {
    const { nav } = await renderHeader('/fish');
    expect(within(nav).getByRole('link', { name: 'Fishing' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('leaves out a lobby the site does not offer (no vendor in that category)', async () => {
    const { nav } = await renderHeader('/promotions', {
      config: { ...siteConfig, categories: ['RNG', 'LIVE', 'SPORTS', 'LOTT'] },
    });
    expect(within(nav).getByRole('link', { name: 'Slots' })).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Fishing' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Card games' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Promotions' })).toBeTruthy();
  });
});

describe('header row of games when it is short of room', () => {
  afterEach(() => vi.restoreAllMocks());

  /** A 500 px row whose entries (and the More button) are 100 px wide each: four fit beside More. */
  function narrowRow() {
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(500);
  }

  it('keeps the entries that fit and puts the rest under More, each one click away', async () => {
    narrowRow();
    const { nav, user, router } = await renderHeader('/lott', { token: 'tok-1' });
    const shown = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(shown).toEqual(['Home', 'Slots', 'Live casino', 'Sports']);

    const more = within(nav).getByRole('button', { name: 'More' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Slots',
      'Live casino',
      'Sports',
      'Fishing',
      'Card games',
      'Lottery',
      'Promotions',
      'Favourites',
    ]);
    expect(within(nav).getByRole('link', { name: 'Lottery' }).getAttribute('aria-current')).toBe('page');

    await user.click(within(nav).getByRole('link', { name: 'Card games' }));
    expect(router.state.location.pathname).toBe('/pvp');
    // Choosing an entry closes the panel.
    expect(within(nav).queryByRole('link', { name: 'Card games' })).toBeNull();
  });

  it('closes the panel with Escape', async () => {
    narrowRow();
    const { nav, user } = await renderHeader('/promotions');
    await user.click(within(nav).getByRole('button', { name: 'More' }));
    expect(within(nav).getByRole('link', { name: 'Favourites' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(within(nav).queryByRole('link', { name: 'Favourites' })).toBeNull();
  });

  it('shows no More button when every entry fits', async () => {
    const { nav } = await renderHeader('/promotions');
    expect(within(nav).queryByRole('button', { name: 'More' })).toBeNull();
    expect(within(nav).getAllByRole('link')).toHaveLength(9);
  });
});
