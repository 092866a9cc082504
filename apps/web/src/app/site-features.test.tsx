import { SITE_FEATURE_NAMES } from '@platform/contract/site-features';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { whitelabelWith } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

/** The product rule: a feature that does not work yet shows no entry and no page until switched on. */
const sideMenu = () => screen.findByRole('complementary', { name: 'Side menu' });
const tabBar = () => screen.getByRole('navigation', { name: 'Quick navigation' });
const memberMenu = () => screen.getByRole('navigation', { name: 'Member center' });

const SIDE_ENTRIES = ['VIP bonus', 'Invite friends', 'Reward center', 'Points mall'];
const MEMBER_TABS = ['Reward center', 'Invite friends', 'Mission activity', 'Manual rebate'];

describe('features not built yet', () => {
  it('are off in the default tree: no side menu entry, for visitors and members', async () => {
    for (const token of [undefined, 'session-1']) {
      const { unmount } = renderApp('/', token ? { token } : {});
      const side = await sideMenu();
      expect(await within(side).findByTitle('Slots')).toBeTruthy();
      for (const name of SIDE_ENTRIES) expect(within(side).queryByTitle(name), name).toBeNull();
      // Platform messages are built (issue 21): their tab no longer waits for a switch.
      expect(within(tabBar()).getByText('Messages')).toBeTruthy();
      expect(within(tabBar()).getByText('Deposit')).toBeTruthy();
      unmount();
    }
  });

  it('show their entries once the operator switches them on', async () => {
    renderApp('/', { token: 'session-1', whitelabel: whitelabelWith(...SITE_FEATURE_NAMES) });
    const side = await sideMenu();
    for (const name of SIDE_ENTRIES) expect(await within(side).findByTitle(name), name).toBeTruthy();
    expect(within(side).getByTitle('Points mall').closest('a')?.getAttribute('href')).toBe('/pointMall');
    expect(within(tabBar()).getByText('Messages')).toBeTruthy();
  });

  // The router matches any case and a trailing slash: those spellings are hidden too.
  it.each(['/pointMall', '/lottery', '/seaLottery?gameCode=VN01', '/vnLottery', '/POINTMALL', '/lottery/'])(
    '%s is the not-found page, in the normal layout, while its feature is off',
    async (path) => {
      const { router } = renderApp(path, { token: 'session-1' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
      expect(screen.queryByText('No data')).toBeNull();
      expect(screen.getByRole('contentinfo')).toBeTruthy();
      expect(await sideMenu()).toBeTruthy();
      expect(router.state.location.pathname).toBe(path.split('?')[0]);
    },
  );

  it('a hidden lottery page is not-found for a visitor too, not a login prompt', async () => {
    renderApp('/lottery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull();
  });

  it('lists no member centre tab of a hidden feature, and its link opens the first tab', async () => {
    renderApp('/member?tab=referral', { token: 'session-1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'My account' })).toBeTruthy();
    for (const name of MEMBER_TABS)
      expect(within(memberMenu()).queryByRole('link', { name }), name).toBeNull();
    expect(within(memberMenu()).getByRole('link', { name: /Bonus details/ })).toBeTruthy();
  });

  it('lists the member centre tabs of features switched on', async () => {
    renderApp('/member?tab=referral', {
      token: 'session-1',
      whitelabel: whitelabelWith(...SITE_FEATURE_NAMES),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Invite friends' })).toBeTruthy();
    for (const name of MEMBER_TABS)
      expect(within(memberMenu()).getByRole('link', { name }), name).toBeTruthy();
  });
});
