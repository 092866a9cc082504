import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResult, memberInfo } from '../../../test/fixtures.ts';
import {
  callsTo,
  envelope,
  errorEnvelope,
  type RenderOptions,
  renderApp,
} from '../../../test/render-app.tsx';
import { modalClosed, sealedBody } from './auth-test-helpers.ts';

type User = ReturnType<typeof renderApp>['user'];

async function loginWith(options: RenderOptions) {
  const app = renderApp('/', options);
  await app.user.click(
    await within(await screen.findByRole('banner')).findByRole('button', { name: 'Log in' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  await app.user.type(within(dialog).getByLabelText('Username'), 'player01');
  await app.user.type(within(dialog).getByLabelText('Password'), 'default-1');
  await app.user.click(within(dialog).getByRole('button', { name: 'Log in' }));
  return app;
}

async function setNewPassword(user: User, dialog: HTMLElement, password: string, confirmation = password) {
  await user.type(within(dialog).getByLabelText('New password'), password);
  await user.type(within(dialog).getByLabelText('Confirm new password'), confirmation);
  await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
}

describe('change-password popup after login (spec §4)', () => {
  it('opens for the default password, cannot be dismissed, and does not ask again for the old password', async () => {
    const { user, fetchMock, router } = await loginWith({
      routes: {
        'POST /wps/session/login': () => envelope(loginResult({ passwordIsDefault: true })),
        'POST /wps/member/password': () => envelope(null),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByText(/please set a new password before you continue/)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Current password')).toBeNull();

    await setNewPassword(user, dialog, 'abc');
    expect(within(dialog).getByText('Please fill in your password with 6 - 20 characters')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('New password'));
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await setNewPassword(user, dialog, 'newpass1', 'newpass2');
    expect(within(dialog).getByText('Confirmation password is not correct.')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/member/password')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await modalClosed();
    expect(router.state.location.pathname).toBe('/');
    expect(await sealedBody(fetchMock, 'POST /wps/member/password')).toEqual({
      oldPassword: 'default-1',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    // Member info is loaded after login and again after the change.
    expect((await callsTo(fetchMock, 'GET /wps/member/info')).length).toBeGreaterThanOrEqual(2);
  });

  it('opens for an expired password too, and the forced change can be left by signing out', async () => {
    const { user, fetchMock } = await loginWith({
      routes: {
        'POST /wps/session/login': () => envelope(loginResult({ passwordExpired: true })),
        'DELETE /wps/session/logout': () => envelope(null),
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out instead' }));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBeNull());
    expect(await callsTo(fetchMock, 'DELETE /wps/session/logout')).toHaveLength(1);
  });

  it('does not open after a normal login', async () => {
    const { router } = await loginWith({
      routes: { 'POST /wps/session/login': () => envelope(loginResult()) },
    });
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-member'));
    await modalClosed();
    expect(router.state.location.search).toBe('');
  });

  it('asks for the old password when opened by the member, and shows a wrong one under its field', async () => {
    const { user } = renderApp('/?modal=changePassword', {
      token: 'tok-1',
      routes: { 'POST /wps/member/password': () => errorEnvelope('OLD_PASSWORD_WRONG', 'wrong', 400) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(within(dialog).getAllByText('Input cannot be empty').length).toBeGreaterThanOrEqual(2);
    await user.type(within(dialog).getByLabelText('Current password'), 'old-pass1');
    await user.clear(within(dialog).getByLabelText('New password'));
    await setNewPassword(user, dialog, 'newpass1');
    expect(await within(dialog).findByText('The current password is not correct')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('forgot password (spec §4, §5)', () => {
  async function openForgot(options: RenderOptions = {}) {
    const app = renderApp('/?modal=forgotPassword', options);
    const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
    return { ...app, dialog };
  }

  it('by e-mail: username and a valid e-mail required, sent form-encoded, then the in_been_out dialog', async () => {
    const { dialog, user, fetchMock } = await openForgot({
      routes: { 'POST /wps/member/password/email': () => envelope(null) },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    await waitFor(() => expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(2));
    await user.type(within(dialog).getByLabelText('Username'), ' player01 ');
    await user.type(within(dialog).getByLabelText('E-mail'), 'player@');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect(await within(dialog).findByText('E-mail format is incorrect')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('E-mail'), 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(
      within(prompt).getByText('A password reset e-mail has been sent. Please check your inbox.'),
    ).toBeTruthy();
    const [call] = await callsTo(fetchMock, 'POST /wps/member/password/email');
    expect(call?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toEqual({ username: 'player01', email: 'player@example.com' });
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });

  it('by e-mail: an unknown account gets the spec’s message', async () => {
    const { dialog, user } = await openForgot({
      routes: { 'POST /wps/member/password/email': () => errorEnvelope('ACCOUNT_NOT_FOUND', 'none', 404) },
    });
    await user.type(within(dialog).getByLabelText('Username'), 'ghost01');
    await user.type(within(dialog).getByLabelText('E-mail'), 'ghost@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset e-mail' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Username/Email does not exist');
  });

  it('by phone (CHNGPASSVERIF3): mobile, code and new password, then logged in and home', async () => {
    const { dialog, user, fetchMock, router } = await openForgot({
      routes: {
        'POST /wps/verification/sms/noLogin': () => envelope({ expiredMinutes: 2 }),
        'POST /wps/member/password/verification': () =>
          envelope(loginResult({ token: 'tok-reset', passwordIsDefault: true })),
      },
    });
    await user.click(await within(dialog).findByRole('tab', { name: 'By phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    expect(within(dialog).getAllByText('Input cannot be empty').length).toBeGreaterThanOrEqual(3);
    await user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await user.type(within(dialog).getByLabelText('Captcha to send the code'), 'x9y8');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('SMS code'), '111222');
    await user.type(within(dialog).getByLabelText('New password'), 'newpass1');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'newpass1');
    await user.click(within(dialog).getByRole('button', { name: 'Reset and log in' }));
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-reset'));
    await modalClosed();
    expect(router.state.location.pathname).toBe('/');
    const [sms] = await callsTo(fetchMock, 'POST /wps/verification/sms/noLogin');
    expect(sms?.body).toMatchObject({ purpose: 'RESET_PASSWORD', captcha: 'x9y8' });
    expect(await sealedBody(fetchMock, 'POST /wps/member/password/verification')).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '95',
      verificationCode: '111222',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
    expect(window.sessionStorage.getItem('account')).toBe(memberInfo.account);
  });
});
