import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberInfo, registerRules } from '../../../../test/fixtures.ts';
import { callsTo, envelope, type RenderOptions, renderApp } from '../../../../test/render-app.tsx';

async function openCentre(options: RenderOptions = {}) {
  const app = renderApp('/member?tab=securityCenter', {
    token: 'tok-1',
    session: { memberType: '0' },
    ...options,
  });
  // The region's name is in the page's language, which may be loaded before the region renders.
  const name = options.lang === 'CN' ? '账户安全' : 'Account security';
  const security = await screen.findByRole('region', { name });
  return { ...app, security };
}

const row = (security: HTMLElement, title: string) =>
  within(security).getByText(title).closest('li') as HTMLElement;

describe('security centre (spec §2 My account)', () => {
  it('shows the profile and the state of each protection, contact details partly hidden', async () => {
    const { security } = await openCentre({
      routes: {
        'GET /wps/member/loginHistory': () =>
          envelope({
            list: [
              {
                at: '2025-03-02T08:30:00.000Z',
                ip: '203.0.113.7',
                loginType: 'SMS',
                userAgent:
                  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/124.0 Mobile Safari/537.36',
              },
            ],
          }),
      },
    });
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('player01')).toBeTruthy();
    expect((within(profile).getByLabelText('Nickname') as HTMLInputElement).value).toBe('Lucky Star');
    expect(within(profile).getByText('Previous login')).toBeTruthy();
    expect(within(row(security, 'Mobile number')).getByText('+95 91****678')).toBeTruthy();
    expect(within(row(security, 'E-mail')).getByText('Not bound')).toBeTruthy();
    expect(within(row(security, 'Payment password')).getByText('Not set')).toBeTruthy();
    expect(within(row(security, 'Google Authenticator')).getByText('Off')).toBeTruthy();
    expect(within(security).getByText('Security level: Low')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'Recent logins' });
    expect(await within(history).findByText('203.0.113.7')).toBeTruthy();
    expect(within(history).getByText('SMS code')).toBeTruthy();
    expect(within(history).getByText('Chrome · Android')).toBeTruthy();
  });

  it('sets the real name once; afterwards it is shown hidden and locked', async () => {
    const { user, fetchMock, unmount } = await openCentre({
      routes: { 'PUT /wps/member/profile': () => envelope(null) },
    });
    const profile = screen.getByRole('region', { name: 'Profile' });
    await user.type(within(profile).getByLabelText('Real name'), '李四');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    expect(await within(profile).findByText('Real name format is incorrect')).toBeTruthy();
    await user.clear(within(profile).getByLabelText('Real name'));
    await user.type(within(profile).getByLabelText('Real name'), ' John Smith ');
    await user.click(within(profile).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await callsTo(fetchMock, 'PUT /wps/member/profile')).toHaveLength(1));
    const [call] = await callsTo(fetchMock, 'PUT /wps/member/profile');
    expect(call?.body).toEqual({ nickname: 'Lucky Star', payeeName: 'John Smith' });
    unmount();

    await openCentre({ member: { ...memberInfo, payeeName: 'John Smith' } });
    const field = within(screen.getByRole('region', { name: 'Profile' })).getByLabelText(
      'Real name',
    ) as HTMLInputElement;
    expect(field.readOnly).toBe(true);
    expect(field.value).toBe('J*********');
  });

  it('changes the avatar', async () => {
    const { user, fetchMock } = await openCentre({
      routes: { 'POST /wps/member/info/icon': () => envelope(null) },
    });
    const profile = screen.getByRole('region', { name: 'Profile' });
    await user.click(within(profile).getByRole('button', { name: 'Change avatar' }));
    await user.click(within(profile).getByRole('radio', { name: 'Avatar 5' }));
    await user.click(within(profile).getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(async () => expect(await callsTo(fetchMock, 'POST /wps/member/info/icon')).toHaveLength(1));
    const [call] = await callsTo(fetchMock, 'POST /wps/member/info/icon');
    expect(call?.body).toEqual({ icon: 'avatar-5' });
  });

  it('binds an e-mail address with the code sent to it', async () => {
    const { security, user, fetchMock } = await openCentre({
      routes: {
        'POST /wps/verification/email': () => envelope({ expiredMinutes: 10 }),
        'POST /wps/member/email': () => envelope(null),
      },
    });
    const email = row(security, 'E-mail');
    await user.click(within(email).getByRole('button', { name: 'Bind' }));
    await user.type(within(email).getByLabelText('E-mail'), 'player@nowhere');
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(await within(email).findByText('E-mail format is incorrect')).toBeTruthy();
    await user.type(within(email).getByLabelText('E-mail'), '.example');
    await user.click(within(email).getByRole('button', { name: 'Send code' }));
    expect(await within(email).findByRole('button', { name: 'Resend in 600 s' })).toBeTruthy();
    await user.type(within(email).getByLabelText('E-mail code'), '765432');
    await user.click(within(email).getAllByRole('button', { name: 'Bind' }).at(-1)!);
    expect(await screen.findByText('Saved')).toBeTruthy();
    const [code] = await callsTo(fetchMock, 'POST /wps/verification/email');
    expect(code?.body).toEqual({ email: 'player@nowhere.example' });
    const [bind] = await callsTo(fetchMock, 'POST /wps/member/email');
    expect(bind?.body).toEqual({ email: 'player@nowhere.example', verificationCode: '765432' });
  });

  it('sends the code to bind a mobile only with the captcha beside it answered', async () => {
    const { security, user, fetchMock } = await openCentre({
      routes: { 'POST /wps/verification/sms': () => envelope({ expiredMinutes: 5 }) },
    });
    const mobile = row(security, 'Mobile number');
    await user.click(within(mobile).getByRole('button', { name: 'Change' }));
    await user.type(within(mobile).getByLabelText('Mobile number'), '987654321');
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    expect(await within(mobile).findByText('Please enter the captcha')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/verification/sms')).toHaveLength(0);
    const shown = (await callsTo(fetchMock, 'GET /wps/captcha')).at(-1);
    await user.type(within(mobile).getByLabelText('Captcha to send the code'), 'q4w5');
    await user.click(within(mobile).getByRole('button', { name: 'Send code' }));
    expect(await within(mobile).findByRole('button', { name: 'Resend in 300 s' })).toBeTruthy();
    const [sent] = await callsTo(fetchMock, 'POST /wps/verification/sms');
    expect(sent?.body).toEqual({
      mobileNum: '987654321',
      countryDialingCode: '95',
      purpose: 'BIND_MOBILE',
      captchaKey: shown?.url.searchParams.get('key'),
      captcha: 'q4w5',
    });
  });

  it('sets the payment password by its rule, proving it is the member with the login password', async () => {
    const { security, user, fetchMock } = await openCentre({
      routes: { 'POST /wps/member/paymentPassword': () => envelope(null) },
    });
    const payment = row(security, 'Payment password');
    await user.click(within(payment).getByRole('button', { name: 'Set' }));
    await user.type(within(payment).getByLabelText('New payment password'), '12ab');
    await user.click(within(payment).getByRole('button', { name: 'Save' }));
    expect(await within(payment).findByText('Please enter 6 - 6 digits')).toBeTruthy();
    expect(within(payment).getAllByText('Input cannot be empty')).toHaveLength(2);
    await user.type(within(payment).getByLabelText('Login password'), 'pass1234');
    await user.clear(within(payment).getByLabelText('New payment password'));
    await user.type(within(payment).getByLabelText('New payment password'), '135790');
    await user.type(within(payment).getByLabelText('Confirm payment password'), '135790');
    await user.click(within(payment).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    await waitFor(async () =>
      expect(await callsTo(fetchMock, 'POST /wps/member/paymentPassword')).toHaveLength(1),
    );
    const [call] = await callsTo(fetchMock, 'POST /wps/member/paymentPassword');
    expect(call?.sealed).toBe(true);
    expect(call?.body).toEqual({
      loginPassword: 'pass1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
  });

  it('sets up Google Authenticator: QR and secret, then a code from the app turns it on', async () => {
    const { security, user, fetchMock } = await openCentre({
      routes: {
        'POST /wps/member/totp/setup': () =>
          envelope({
            secret: 'JBSWY3DPEHPK3PXP',
            otpauthUrl: 'otpauth://totp/Lucky:player01?secret=JBSWY3DPEHPK3PXP',
          }),
        'POST /wps/member/totp/confirm': () => envelope(null),
      },
    });
    const totp = row(security, 'Google Authenticator');
    await user.click(within(totp).getByRole('button', { name: 'Set up' }));
    expect(await within(totp).findByRole('img', { name: 'QR code for Google Authenticator' })).toBeTruthy();
    expect(within(totp).getByText('JBSWY3DPEHPK3PXP')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/member/totp/setup')).toHaveLength(1);
    await user.type(within(totp).getByLabelText('6-digit code from the app'), '12');
    await user.click(within(totp).getByRole('button', { name: 'Turn on' }));
    expect(await within(totp).findByText('Please enter a valid verification code')).toBeTruthy();
    await user.type(within(totp).getByLabelText('6-digit code from the app'), '3456');
    await user.click(within(totp).getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    const [call] = await callsTo(fetchMock, 'POST /wps/member/totp/confirm');
    expect(call?.body).toEqual({ code: '123456' });
  });

  it('refuses a malformed e-mail and a payment password off the platform rule before any request, in Chinese', async () => {
    // No operator rule for the payment password: the contract's six digits hold, as on the server.
    const { paymentPassword: _none, ...rules } = registerRules;
    const { security, user, fetchMock } = await openCentre({ lang: 'CN', rules });
    const email = row(security, '电子邮箱');
    await user.click(within(email).getByRole('button', { name: '绑定' }));
    await user.type(within(email).getByLabelText('电子邮箱'), 'player@nowhere');
    await user.type(within(email).getByLabelText('邮箱验证码'), '765432');
    await user.click(within(email).getAllByRole('button', { name: '绑定' }).at(-1)!);
    expect(await within(email).findByText('电子邮箱格式不正确')).toBeTruthy();

    const payment = row(security, '支付密码');
    await user.click(within(payment).getByRole('button', { name: '设置' }));
    await user.type(within(payment).getByLabelText('新支付密码'), '12ab');
    await user.click(within(payment).getByRole('button', { name: '保存' }));
    expect(await within(payment).findByText('请输入 6 - 6 位数字')).toBeTruthy();
    expect(await callsTo(fetchMock, 'POST /wps/member/email')).toHaveLength(0);
    expect(await callsTo(fetchMock, 'POST /wps/member/paymentPassword')).toHaveLength(0);
  });

  it('opens the change-password modal, asking for the current password', async () => {
    const { security, user } = await openCentre();
    await user.click(within(row(security, 'Login password')).getByRole('button', { name: 'Change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(within(dialog).getByLabelText('Current password')).toBeTruthy();
  });
});
