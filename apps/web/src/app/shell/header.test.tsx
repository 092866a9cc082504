import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
