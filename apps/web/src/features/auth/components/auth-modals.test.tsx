import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, errorEnvelope, renderApp } from '../../../test/render-app.tsx';

async function openLogin() {
  const app = renderApp('/');
  const header = await screen.findByRole('banner');
  const trigger = within(header).getByRole('button', { name: 'Log in' });
  await app.user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  return { ...app, dialog, trigger };
}

describe('login modal', () => {
  it('is an accessible modal: labelled, focus moved in, trapped, Escape closes and restores focus', async () => {
    const { dialog, trigger, user, router } = await openLogin();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const username = within(dialog).getByLabelText('Username');
    await waitFor(() => expect(document.activeElement).toBe(username));

    // Shift+Tab from the first field wraps to the last control inside the dialog.
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 8; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(trigger);
  });

  it('requires username and password, trimming blanks', async () => {
    const { dialog, user, fetchMock } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(2);
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/wps/session/login'))).toBe(false);
  });

  it('shows the server’s error by its code', async () => {
    const { dialog, user } = await openLogin();
    const api = (await import('../../../test/render-app.tsx')).mockApi({
      routes: { 'POST /wps/session/login': () => errorEnvelope('UNAUTHORIZED', 'bad credentials', 401) },
    });
    await user.type(within(dialog).getByLabelText('Username'), 'player1');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Wrong account or password');
    const [, init] = api.mock.calls.find(([url]) => String(url).includes('/wps/session/login'))!;
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'player1', password: 'wrong-pass' });
  });

  it('signs in: token kept in sessionStorage, modal closed, user at home', async () => {
    const { dialog, user, router } = await openLogin();
    (await import('../../../test/render-app.tsx')).mockApi({
      routes: {
        'POST /wps/session/login': () =>
          envelope({ token: 'tok-123', firstTimeLogin: false, passwordExpired: false }),
      },
    });
    await user.type(within(dialog).getByLabelText('Username'), '  player1 ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret-pass');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('token')).toBe('tok-123');
    expect(router.state.location.pathname).toBe('/');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('links to the register modal and back', async () => {
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Register now' }));
    const register = await screen.findByRole('dialog', { name: 'Create account' });
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});

describe('register modal', () => {
  async function openRegister() {
    const app = renderApp('/?modal=register');
    const dialog = await screen.findByRole('dialog', { name: 'Create account' });
    return { ...app, dialog };
  }

  it('checks the confirmation and the terms box', async () => {
    const { dialog, user } = await openRegister();
    await user.type(within(dialog).getByLabelText('Username'), 'newplayer');
    await user.type(within(dialog).getByLabelText('Password'), 'pass-1234');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pass-9999');
    await user.tab();
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    expect(within(dialog).getByText('Confirmation password is not correct.')).toBeTruthy();
    expect(within(dialog).getByText('Please confirm your age and accept the User Agreement')).toBeTruthy();
  });

  it('puts the account to the spec’s path and closes on success', async () => {
    const { dialog, user, router } = await openRegister();
    const api = (await import('../../../test/render-app.tsx')).mockApi({
      routes: { 'PUT /wps/member/register': () => envelope({ token: 'tok-new' }) },
    });
    await user.type(within(dialog).getByLabelText('Username'), 'newplayer');
    await user.type(within(dialog).getByLabelText('Password'), 'pass-1234');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pass-1234');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.sessionStorage.getItem('token')).toBe('tok-new');
    expect(router.state.location.search).toBe('');
    const [, init] = api.mock.calls.find(([url]) => String(url).includes('/wps/member/register'))!;
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      username: 'newplayer',
      password: 'pass-1234',
      confirmPassword: 'pass-1234',
      registerMethod: 'WEB',
    });
  });
});
