import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { memberInfo } from '../../test/fixtures.ts';
import { callsTo, envelope, type RenderOptions, renderApp } from '../../test/render-app.tsx';

async function openMenu(options: RenderOptions) {
  const app = renderApp('/promotions', options);
  const header = await screen.findByRole('banner');
  await app.user.click(await within(header).findByRole('button', { name: 'Account menu' }));
  return { ...app, header };
}

describe('avatar menu (spec §2 header)', () => {
  it('lists the spec’s entries, with the member’s name and account', async () => {
    const { header } = await openMenu({ token: 'tok-1' });
    expect(await within(header).findByText('Lucky Star')).toBeTruthy();
    const link = (name: string) => within(header).getByRole('link', { name }).getAttribute('href');
    expect(link('My account')).toBe('/member?tab=securityCenter');
    expect(link('Withdrawal')).toBe('/member?tab=withdraw');
    expect(link('Account record')).toBe('/member?tab=transactionHistory');
    expect(link('Betting record')).toBe('/member?tab=personalHistoryCopy');
    expect(within(header).queryByRole('link', { name: 'Agent centre' })).toBeNull();
    expect(within(header).getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('has the agent entry for agents', async () => {
    const { header } = await openMenu({
      token: 'tok-agent',
      member: { ...memberInfo, type: 41, isAgent: true },
      session: { isAgent: 'true', memberType: '41' },
    });
    expect(within(header).getByRole('link', { name: 'Agent centre' }).getAttribute('href')).toBe(
      '/agentHome',
    );
  });

  it('copies the account id and says copy_success', async () => {
    const writeText = vi.fn(async () => undefined);
    const { header, user } = await openMenu({ token: 'tok-1' });
    // user-event installs its own clipboard; this one records what the app copies.
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await within(header).findByRole('button', { name: 'Copy account player01' }));
    expect(writeText).toHaveBeenCalledWith('player01');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('offers a trial member a real account instead of the member pages', async () => {
    const { header, user } = await openMenu({
      token: 'tok-trial',
      member: { ...memberInfo, type: 4, isTrial: true },
      session: { memberType: '4' },
    });
    expect(within(header).getByText('Trial account')).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'My account' })).toBeNull();
    await user.click(within(header).getByRole('button', { name: 'Register a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Create account' })).toBeTruthy();
  });
});

describe('logout (spec §2, §4)', () => {
  it('asks in_sure_logout, calls DELETE, clears the session but keeps the merchant keys, and goes home', async () => {
    window.localStorage.setItem('merchantCode', 'demo');
    const { header, user, fetchMock, router } = await openMenu({
      token: 'tok-9',
      session: {
        account: 'player01',
        nickname: 'Lucky Star',
        merchant: '{"code":"demo"}',
        merchantCode: 'demo',
      },
      routes: { 'DELETE /wps/session/logout': () => envelope(null) },
    });
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(prompt).getByText('Are you sure you want to sign out?')).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await within(header).findByRole('button', { name: 'Log in' })).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [call] = await callsTo(fetchMock, 'DELETE /wps/session/logout');
    expect(call?.headers.Authorization).toBe('Bearer tok-9');
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(window.sessionStorage.getItem('account')).toBeNull();
    expect(window.sessionStorage.getItem('merchant')).toBe('{"code":"demo"}');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull());
  });

  it('keeps the session when the member cancels', async () => {
    const { header, user } = await openMenu({ token: 'tok-9' });
    await user.click(within(header).getByRole('button', { name: 'Sign out' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(window.sessionStorage.getItem('token')).toBe('tok-9');
  });
});
