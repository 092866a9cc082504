import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResult, memberInfo } from '../../../test/fixtures.ts';
import {
  CAPTCHA_PNG,
  callsTo,
  envelope,
  errorEnvelope,
  type RenderOptions,
  renderApp,
} from '../../../test/render-app.tsx';
import { modalClosed, sealedBody } from './auth-test-helpers.ts';

async function openLogin(options: RenderOptions = {}, path = '/') {
  const app = renderApp(path, options);
  const header = await screen.findByRole('banner');
  const trigger = within(header).getByRole('button', { name: 'Log in' });
  await app.user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: path === '/agent' ? 'Agent login' : 'Log in' });
  return { ...app, dialog, trigger };
}

async function fillAndSubmit(
  user: ReturnType<typeof renderApp>['user'],
  dialog: HTMLElement,
  username = 'player01',
  password = 'secret-pass',
) {
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
  await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
}

describe('login modal', () => {
  it('is an accessible modal: labelled, focus moved in, trapped, Escape closes and restores focus', async () => {
    const { dialog, trigger, user, router } = await openLogin();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const username = within(dialog).getByLabelText('Username');
    await waitFor(() => expect(document.activeElement).toBe(username));
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (let i = 0; i < 12; i++) await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.search).toBe('');
    expect(document.activeElement).toBe(trigger);
  });

  it('requires username and password (spec §5), blanks trimmed, and sends nothing until they are there', async () => {
    const { dialog, user, fetchMock } = await openLogin();
    await user.type(within(dialog).getByLabelText('Username'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(2));
    expect(await callsTo(fetchMock, 'POST /wps/session/login')).toHaveLength(0);
  });

  it('sends the trimmed username and the untrimmed password, sealed, to the login path', async () => {
    const { dialog, user, fetchMock } = await openLogin({
      routes: { 'POST /wps/session/login': () => envelope(loginResult()) },
    });
    await fillAndSubmit(user, dialog, '  player01 ', ' pass word ');
    await modalClosed();
    expect(await sealedBody(fetchMock, 'POST /wps/session/login')).toEqual({
      username: 'player01',
      password: ' pass word ',
      loginPage: 'site',
    });
  });

  it('after login keeps the token and the spec’s session keys, loads member info and goes home', async () => {
    const { dialog, user, router } = await openLogin(
      { routes: { 'POST /wps/session/login': () => envelope(loginResult({ token: 'tok-123' })) } },
      '/promotions',
    );
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBe('tok-123');
    expect(window.sessionStorage.getItem('account')).toBe(memberInfo.account);
    expect(window.sessionStorage.getItem('nickname')).toBe(memberInfo.nickname);
    expect(window.sessionStorage.getItem('customerId')).toBe(memberInfo.customerId);
    expect(window.sessionStorage.getItem('isAgent')).toBe('false');
    expect(window.sessionStorage.getItem('merchantCode')).toBe('demo');
    expect(window.localStorage.getItem('merchantCode')).toBe('demo');
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Account menu' })).toBeTruthy();
  });

  it('a first-time login opens the welcome prompt, whose button leads to the security centre', async () => {
    const { dialog, user, router } = await openLogin({
      routes: { 'POST /wps/session/login': () => envelope(loginResult({ firstTimeLogin: true })) },
    });
    await fillAndSubmit(user, dialog);
    const welcome = await screen.findByRole('dialog', { name: 'Welcome to Lucky!' });
    expect(window.sessionStorage.getItem('firstLogin')).toBe('1');
    await user.click(within(welcome).getByRole('button', { name: 'Complete my profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
    expect(router.state.location.search).toBe('?tab=securityCenter');
  });

  it.each([
    ['INVALID_CREDENTIALS', 401, 'Wrong account or password'],
    ['NOT_MEMBER', 403, 'Non-member account unable to login'],
    ['ACCOUNT_NOT_FOUND', 404, 'Username/Email does not exist'],
  ])('shows %s as the spec’s message', async (code, status, text) => {
    const { dialog, user } = await openLogin({
      routes: { 'POST /wps/session/login': () => errorEnvelope(code, 'refused', status) },
    });
    await fillAndSubmit(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
  });

  it('says when to try again after a lockout (429 with Retry-After)', async () => {
    const { dialog, user } = await openLogin({
      routes: {
        'POST /wps/session/login': () =>
          errorEnvelope('RATE_LIMITED', 'locked', 429, { headers: { 'Retry-After': '300' } }),
      },
    });
    await fillAndSubmit(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Too many requests, please try again after 5 minutes.',
    );
  });

  it('links to the register and forgot-password modals, and back', async () => {
    const { dialog, user } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Register now' }));
    const register = await screen.findByRole('dialog', { name: 'Create account' });
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
    const forgot = await screen.findByRole('dialog', { name: 'Forgot password' });
    await user.click(within(forgot).getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});

describe('captcha after a failed login (spec §4)', () => {
  it('appears when the failure carries the captcha flag, is required, is sent, and is renewed after each try', async () => {
    let attempts = 0;
    const { dialog, user, fetchMock } = await openLogin({
      routes: {
        'POST /wps/session/login': () => {
          attempts += 1;
          return errorEnvelope('INVALID_CREDENTIALS', 'wrong', 401, { value: { captcha: true } });
        },
      },
    });
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
    await fillAndSubmit(user, dialog);
    const captcha = await within(dialog).findByLabelText('Captcha');
    const image = await within(dialog).findByRole('img', { name: 'Captcha image' });
    expect(image.getAttribute('src')).toBe(`data:image/png;base64,${CAPTCHA_PNG}`);
    const [first] = await callsTo(fetchMock, 'GET /wps/captcha');
    const firstKey = first?.url.searchParams.get('key') ?? '';
    expect(firstKey).toMatch(/^[A-Za-z0-9_-]{8,64}$/);

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Please enter the captcha')).toBeTruthy();
    expect(attempts).toBe(1);

    await user.type(captcha, ' ab12 ');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(attempts).toBe(2));
    const logins = await callsTo(fetchMock, 'POST /wps/session/login');
    expect(logins[1]?.body).toMatchObject({ captchaKey: firstKey, captcha: 'ab12' });
    // The answer was used up: a new image with a new key.
    await waitFor(async () => expect(await callsTo(fetchMock, 'GET /wps/captcha')).toHaveLength(2));
    const [, second] = await callsTo(fetchMock, 'GET /wps/captcha');
    expect(second?.url.searchParams.get('key')).not.toBe(firstKey);
    expect((within(dialog).getByLabelText('Captcha') as HTMLInputElement).value).toBe('');
  });

  it('refreshes the image on click at most once a second', async () => {
    const { dialog, user, fetchMock } = await openLogin({
      routes: {
        'POST /wps/session/login': () =>
          errorEnvelope('CAPTCHA_REQUIRED', 'captcha', 400, { value: { captcha: true } }),
      },
    });
    await fillAndSubmit(user, dialog);
    const refresh = await within(dialog).findByRole('button', { name: 'Show another captcha' });
    await waitFor(async () => expect(await callsTo(fetchMock, 'GET /wps/captcha')).toHaveLength(1));
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    await waitFor(async () => expect(await callsTo(fetchMock, 'GET /wps/captcha')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await user.click(refresh);
    await waitFor(async () => expect(await callsTo(fetchMock, 'GET /wps/captcha')).toHaveLength(3));
  });
});

describe('remember me (spec §4)', () => {
  it('keeps only the account name, for 24 hours, and forgets it when unticked', async () => {
    const first = await openLogin({ routes: { 'POST /wps/session/login': () => envelope(loginResult()) } });
    await first.user.click(within(first.dialog).getByRole('checkbox', { name: 'Remember me' }));
    await fillAndSubmit(first.user, first.dialog, 'player01', 'secret-pass');
    await modalClosed();
    expect(document.cookie).toContain('rememberedAccount=player01');
    expect(document.cookie).not.toContain('secret-pass');
    first.unmount();
    window.sessionStorage.clear();

    const second = await openLogin({ routes: { 'POST /wps/session/login': () => envelope(loginResult()) } });
    expect((within(second.dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('player01');
    const box = within(second.dialog).getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await second.user.click(box);
    await second.user.type(within(second.dialog).getByLabelText('Password'), 'secret-pass');
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Log in' }));
    await modalClosed();
    expect(document.cookie).not.toContain('rememberedAccount=player01');
  });
});

describe('login by SMS code (MOBILEVERCODELOGIN3)', () => {
  it('checks the mobile number before sending, sends with purpose LOGIN, and logs in with type sms', async () => {
    const { dialog, user, fetchMock, router } = await openLogin({
      routes: {
        'POST /wps/verification/sms/noLogin': () => envelope({ expiredMinutes: 5 }),
        // A default password does not force a change after an SMS login (spec §4).
        'POST /wps/v2/session/login': () => envelope(loginResult({ passwordIsDefault: true })),
      },
    });
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS code' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Input cannot be empty')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Mobile number'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter a valid mobile number')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Mobile number'));
    await user.type(within(dialog).getByLabelText('Mobile number'), ' 912345678 ');
    // Every send needs the captcha beside it: without an answer nothing goes out.
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText('Please enter the captcha')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/verification/sms/noLogin')).toHaveLength(0);
    const [image] = await callsTo(fetchMock, 'GET /wps/captcha');
    const captchaKey = image?.url.searchParams.get('key') ?? '';
    await user.type(within(dialog).getByLabelText('Captcha to send the code'), ' ab12 ');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 300 s' })).toBeTruthy();
    const [sms] = await callsTo(fetchMock, 'POST /wps/verification/sms/noLogin');
    expect(sms?.body).toEqual({
      mobileNum: '912345678',
      countryDialingCode: '95',
      purpose: 'LOGIN',
      captchaKey,
      captcha: 'ab12',
    });
    // The answer is used up: the field is cleared and a new image (a new key) is shown.
    expect((within(dialog).getByLabelText('Captcha to send the code') as HTMLInputElement).value).toBe('');
    await waitFor(async () => expect(await callsTo(fetchMock, 'GET /wps/captcha')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText('Input cannot be empty')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('SMS code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await modalClosed();
    expect(router.state.location.search).toBe('');
    expect(await sealedBody(fetchMock, 'POST /wps/v2/session/login')).toEqual({
      type: 'sms',
      mobileNum: '912345678',
      countryDialingCode: '95',
      verificationCode: '123456',
      loginPage: 'site',
    });
    expect(window.sessionStorage.getItem('loginType')).toBe('sms');
  });

  it('shows the server’s SMS failure in a warning dialog with a confirm button (spec §7, §8 texts)', async () => {
    const { dialog, user } = await openLogin({
      routes: {
        'POST /wps/verification/sms/noLogin': () =>
          errorEnvelope('RATE_LIMITED', 'slow down', 429, { headers: { 'Retry-After': '300' } }),
      },
    });
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS code' }));
    await user.type(within(dialog).getByLabelText('Mobile number'), '912345678');
    await user.type(within(dialog).getByLabelText('Captcha to send the code'), 'ab12');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const prompt = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(within(prompt).getByText('Too many requests, please try again after 5 minutes.')).toBeTruthy();
    await user.click(within(prompt).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog', { name: 'Prompt' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeTruthy();
  });
});

describe('login from a new address (spec §4 extra verification)', () => {
  it('asks for one of the member’s methods and sends the proof with the login', async () => {
    let calls = 0;
    const { dialog, user, fetchMock } = await openLogin({
      routes: {
        'POST /wps/session/login': () => {
          calls += 1;
          return calls === 1
            ? errorEnvelope('EXTRA_VERIFICATION_REQUIRED', 'verify', 403, {
                value: { methods: ['SMS', 'TOTP'], codeSent: 'SMS' },
              })
            : envelope(loginResult());
        },
      },
    });
    await fillAndSubmit(user, dialog);
    const step = await within(dialog).findByRole('group', { name: 'Verify it is you' });
    expect(within(step).getByText('We sent a code to your bound mobile number.')).toBeTruthy();
    await user.click(within(step).getByRole('radio', { name: 'Google Authenticator' }));
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(step).findByText('Input cannot be empty')).toBeTruthy();
    await user.type(within(step).getByLabelText('6-digit code from Google Authenticator'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await modalClosed();
    const logins = await callsTo(fetchMock, 'POST /wps/session/login');
    expect(logins[1]?.body).toMatchObject({ extraVerification: { method: 'TOTP', value: '123456' } });
  });
});

describe('agent login (spec §2, §6)', () => {
  it('logs in from the agent page with loginPage agent and lands on /agentHome', async () => {
    const { dialog, user, router, fetchMock } = await openLogin(
      {
        member: { ...memberInfo, type: 1, isAgent: true },
        routes: { 'POST /wps/session/login': () => envelope(loginResult()) },
      },
      '/agent',
    );
    await fillAndSubmit(user, dialog, 'agent01');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome'));
    const [call] = await callsTo(fetchMock, 'POST /wps/session/login');
    expect(call?.body).toMatchObject({ username: 'agent01', loginPage: 'agent' });
    expect(await screen.findByRole('navigation', { name: 'Agent centre' })).toBeTruthy();
  });

  it('tells a member who tries that non-agents cannot log in', async () => {
    const { dialog, user, router } = await openLogin(
      { routes: { 'POST /wps/session/login': () => errorEnvelope('NOT_AGENT', 'not an agent', 403) } },
      '/agent',
    );
    await fillAndSubmit(user, dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Non-agents cannot log in');
    expect(router.state.location.pathname).toBe('/agent');
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });
});

describe('third-party sign-in (spec §4)', () => {
  it('offers the configured providers', async () => {
    const { dialog } = await openLogin();
    for (const name of ['Continue with Google', 'Continue with Facebook', 'Continue with phone'])
      expect(within(dialog).getByRole('button', { name })).toBeTruthy();
  });

  it('finishes a sign-in that came back to this window: the token leaves the URL and the member is in', async () => {
    const { router, fetchMock } = renderApp('/promotions#idToken=id.token.jwt&channel=GOOGLE', {
      routes: { 'POST /wps/session/login/identity': () => envelope(loginResult({ token: 'tok-id' })) },
    });
    await waitFor(() => expect(window.sessionStorage.getItem('token')).toBe('tok-id'));
    const [call] = await callsTo(fetchMock, 'POST /wps/session/login/identity');
    expect(call?.body).toMatchObject({ firebaseChannel: 'GOOGLE', firebaseIdToken: 'id.token.jwt' });
    expect(router.state.location.hash).toBe('');
    expect(window.sessionStorage.getItem('loginType')).toBe('firebase');
  });
});

describe('free play (FREEPLAY3)', () => {
  it('makes the visitor a trial member from the header', async () => {
    const { user, fetchMock } = renderApp('/', {
      member: { ...memberInfo, type: 4, isTrial: true, account: 'guest8812' },
      routes: { 'POST /wps/session/login/freeplay': () => envelope(loginResult({ token: 'tok-trial' })) },
    });
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(window.sessionStorage.getItem('memberType')).toBe('4'));
    const [call] = await callsTo(fetchMock, 'POST /wps/session/login/freeplay');
    expect(call?.body).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    await user.click(await within(header).findByRole('button', { name: 'Account menu' }));
    expect(await within(header).findByText('Trial account')).toBeTruthy();
  });
});

describe('compact variants (spec §2 loginPopupModal, registerModal)', () => {
  it('show the same forms without the brand band, and link to each other', async () => {
    const { user } = renderApp('/?modal=loginPopupModal');
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(login).queryByText('Lucky')).toBeNull();
    await user.click(within(login).getByRole('button', { name: 'Register now' }));
    const register = await screen.findByRole('dialog', { name: 'Create account' });
    expect(within(register).queryByText('Lucky')).toBeNull();
    await user.click(within(register).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy();
  });
});
