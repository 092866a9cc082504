import { type PatternId, standardRule } from '@platform/contract/field-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loginResult, registerRules, registerSettings } from '../../../test/fixtures.ts';
import {
  callsTo,
  envelope,
  errorEnvelope,
  type RenderOptions,
  renderApp,
} from '../../../test/render-app.tsx';
import { modalClosed, sealedBody } from './auth-test-helpers.ts';

const TITLES = { EN: 'Create account', CN: '注册账号', MY: 'အကောင့်ဖွင့်ရန်' } as const;

async function openRegister(options: RenderOptions = {}, path = '/?modal=register') {
  const app = renderApp(path, options);
  const dialog = await screen.findByRole('dialog', {
    name: TITLES[(options.lang ?? 'EN') as keyof typeof TITLES],
  });
  // The operator's rules arrive with the form: the real-name field is one of them.
  await within(dialog).findByLabelText(/Real name|真实姓名|အမည်ရင်း/);
  return { ...app, dialog };
}

type User = ReturnType<typeof renderApp>['user'];

async function fillValid(user: User, dialog: HTMLElement) {
  await user.type(within(dialog).getByLabelText('Username'), 'newplayer1');
  await user.type(within(dialog).getByLabelText('Password'), 'pass1234');
  await user.type(within(dialog).getByLabelText('Confirm password'), 'pass1234');
  await user.type(within(dialog).getByLabelText('Real name'), ' John Smith ');
  await user.click(within(dialog).getByRole('checkbox', { name: 'I am 18 years old or older' }));
  await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
}

const submit = (user: User, dialog: HTMLElement) =>
  user.click(within(dialog).getByRole('button', { name: 'Register' }));

describe('register modal: fields from the operator’s rules (spec §3, §5)', () => {
  it('shows every field the rules show, marks the required ones, and hides the rest', async () => {
    const { dialog } = await openRegister();
    const required = (label: string) => within(dialog).getByLabelText(label).getAttribute('aria-required');
    expect(required('Username')).toBe('true');
    expect(required('Password')).toBe('true');
    expect(required('Confirm password')).toBe('true');
    expect(required('Real name')).toBe('true');
    expect(required('E-mail')).toBeNull();
    expect(required('Mobile number')).toBeNull();
    expect(within(dialog).getByLabelText('Invitation code')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Payment password')).toBeNull();
    expect(within(dialog).queryByLabelText('Captcha')).toBeNull();
  });

  it('gives the spec’s message for each wrong field, and sends nothing', async () => {
    const { dialog, user, fetchMock } = await openRegister();
    await user.type(within(dialog).getByLabelText('Username'), '1abc');
    await user.type(within(dialog).getByLabelText('Password'), 'abc');
    await user.type(within(dialog).getByLabelText('E-mail'), 'not-an-email');
    await user.type(within(dialog).getByLabelText('Real name'), '张三');
    await submit(user, dialog);
    expect(within(dialog).getByText('Account format is incorrect')).toBeTruthy();
    expect(within(dialog).getByText('Please fill in your password with 6 - 20 characters')).toBeTruthy();
    expect(within(dialog).getByText('Input cannot be empty', { selector: '[id$="-error"]' })).toBeTruthy();
    expect(within(dialog).getByText('E-mail format is incorrect')).toBeTruthy();
    expect(within(dialog).getByText('Real name format is incorrect')).toBeTruthy();
    // Age and terms: the 'not empty' error on each box.
    expect(within(dialog).getAllByText('Input cannot be empty')).toHaveLength(3);
    expect(await callsTo(fetchMock, 'PUT /wps/member/register')).toHaveLength(0);
  });

  it('tells a password of the right length but the wrong characters apart from a short one', async () => {
    const { dialog, user } = await openRegister();
    await user.type(within(dialog).getByLabelText('Password'), 'pass word!');
    await submit(user, dialog);
    expect(within(dialog).getByText('Password format is incorrect')).toBeTruthy();
  });

  it('says a differing confirmation is wrong as soon as it is left, and on submit', async () => {
    const { dialog, user } = await openRegister();
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pass9999');
    await user.tab();
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeTruthy();
    await submit(user, dialog);
    expect(within(dialog).getByText('Confirmation password is not correct.')).toBeTruthy();
  });

  it.each([
    ['DIGITS', 'Please enter 2 - 4 digits'],
    ['ALNUM_UPPER', 'Please enter 2 - 4 letters or digits, with at least one uppercase letter'],
    ['CHINESE_DIGITS', 'Please enter 2 - 4 Chinese characters or digits'],
    ['DATE_YMD', 'Please enter a valid date as yyyy-MM-dd'],
  ] as const)('words a %s rule by its pattern family, min and max filled in', async (patternId, text) => {
    const rules = {
      ...registerRules,
      occupation: standardRule(patternId as PatternId, 2, 4, { required: false, shown: true }),
    };
    const { dialog, user } = await openRegister({ rules });
    await user.type(within(dialog).getByLabelText('Occupation'), 'abcdefgh');
    await submit(user, dialog);
    expect(within(dialog).getByText(text)).toBeTruthy();
  });

  it.each([
    ['CN', '输入不能为空', '请填写 6 - 20 个字符的密码'],
    ['MY', 'ထည့်သွင်းမှု ဗလာ မဖြစ်ရပါ', 'စကားဝှက်ကို စာလုံး 6 - 20 လုံးဖြင့် ဖြည့်ပါ'],
  ] as const)('gives the messages in %s', async (lang, empty, length) => {
    const { dialog, user } = await openRegister({ lang });
    const password = within(dialog).getAllByLabelText(lang === 'CN' ? '密码' : 'စကားဝှက်')[0]!;
    await user.type(password, 'abc');
    await user.click(within(dialog).getByRole('button', { name: lang === 'CN' ? '注册' : 'စာရင်းသွင်းရန်' }));
    expect(within(dialog).getAllByText(empty).length).toBeGreaterThan(0);
    expect(within(dialog).getByText(length)).toBeTruthy();
  });
});

describe('register modal: sending', () => {
  it('puts the account, sealed, with registerUrl, domain, registerMethod WEB, and the member is logged in at /', async () => {
    const { dialog, user, router, fetchMock } = await openRegister({
      routes: {
        'PUT /wps/member/register': () => envelope(loginResult({ token: 'tok-new', firstTimeLogin: true })),
      },
    });
    await fillValid(user, dialog);
    await submit(user, dialog);
    expect(await screen.findByRole('dialog', { name: 'Welcome to Lucky!' })).toBeTruthy();
    expect(window.sessionStorage.getItem('token')).toBe('tok-new');
    expect(router.state.location.pathname).toBe('/');
    expect(await sealedBody(fetchMock, 'PUT /wps/member/register')).toEqual({
      username: 'newplayer1',
      password: 'pass1234',
      confirmPassword: 'pass1234',
      payeeName: 'John Smith',
      termsAccepted: true,
      registerMethod: 'WEB',
      registerUrl: 'http://localhost:3000/',
      domain: 'localhost:3000',
    });
  });

  it('shows the server’s field messages under their fields, translated by key', async () => {
    const { dialog, user } = await openRegister({
      routes: {
        'PUT /wps/member/register': () =>
          errorEnvelope('ACCOUNT_TAKEN', 'taken', 409, {
            fields: [
              { field: 'body.payeeName', key: 'real_name_format', message: 'Real name format is incorrect' },
            ],
          }),
      },
    });
    await fillValid(user, dialog);
    await submit(user, dialog);
    expect(await within(dialog).findByText('This username is already taken')).toBeTruthy();
    expect(within(dialog).getByText('Real name format is incorrect')).toBeTruthy();
  });

  it('registers by mobile with the SMS code (MOBILENUMREG3, REGMOBVERF3)', async () => {
    const { dialog, user, fetchMock } = await openRegister({
      routes: {
        'POST /wps/verification/sms/noLogin': () => envelope({ expiredMinutes: 1 }),
        'PUT /wps/member/register/mobile': () => envelope(loginResult()),
      },
    });
    await user.click(await within(dialog).findByRole('tab', { name: 'Mobile number' }));
    expect(within(dialog).queryByLabelText('Username')).toBeNull();
    expect(within(dialog).getByLabelText('Mobile number').getAttribute('aria-required')).toBe('true');
    await user.type(within(dialog).getByLabelText('Mobile number'), '09123456789');
    await user.type(within(dialog).getByLabelText('Captcha to send the code'), 'k7p2');
    // The image on screen is the last one asked for.
    const shown = (await callsTo(fetchMock, 'GET /wps/captcha')).at(-1);
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('button', { name: 'Resend in 60 s' })).toBeTruthy();
    await user.type(within(dialog).getByLabelText('SMS code'), '654321');
    await user.type(within(dialog).getByLabelText('Password'), 'pass1234');
    await user.type(within(dialog).getByLabelText('Confirm password'), 'pass1234');
    await user.type(within(dialog).getByLabelText('Real name'), 'John Smith');
    await user.click(within(dialog).getByRole('checkbox', { name: 'I am 18 years old or older' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /I have read and agree/ }));
    await submit(user, dialog);
    await modalClosed();
    const [sms] = await callsTo(fetchMock, 'POST /wps/verification/sms/noLogin');
    expect(sms?.body).toEqual({
      mobileNum: '09123456789',
      countryDialingCode: '95',
      purpose: 'REGISTER',
      captchaKey: shown?.url.searchParams.get('key'),
      captcha: 'k7p2',
    });
    const [call] = await callsTo(fetchMock, 'PUT /wps/member/register/mobile');
    expect(call?.body).toMatchObject({
      mobileNum: '09123456789',
      countryDialingCode: '95',
      verificationCode: '654321',
      password: 'pass1234',
    });
    expect(call?.body).not.toHaveProperty('username');
  });

  it('offers only the ways the operator switched on', async () => {
    const { dialog } = await openRegister({ settings: { ...registerSettings, mobileRegistration: false } });
    expect(within(dialog).queryByRole('tab')).toBeNull();
    expect(within(dialog).getByLabelText('Username')).toBeTruthy();
  });
});

describe('register modal: affiliate code from the URL (spec §4)', () => {
  it('hides the field and sends the code when the check succeeds', async () => {
    const { dialog, user, fetchMock } = await openRegister(
      {
        routes: {
          'GET /wps/agent/affiliate': ({ url }) =>
            envelope({ valid: url.searchParams.get('code') === 'AG123', code: 'AG123' }),
          'PUT /wps/member/register': () => envelope(loginResult()),
        },
      },
      '/register?affiliateCode=AG123',
    );
    await waitFor(() => expect(within(dialog).queryByLabelText('Invitation code')).toBeNull());
    const [check] = await callsTo(fetchMock, 'GET /wps/agent/affiliate');
    expect(check?.url.searchParams.get('domain')).toBe('localhost:3000');
    await fillValid(user, dialog);
    await submit(user, dialog);
    await waitFor(async () => expect(await callsTo(fetchMock, 'PUT /wps/member/register')).toHaveLength(1));
    const [call] = await callsTo(fetchMock, 'PUT /wps/member/register');
    expect(call?.body).toMatchObject({ affiliateCode: 'AG123' });
  });

  it('keeps the field, flagged, when the code in ?code= is not valid', async () => {
    const { dialog } = await openRegister(
      { routes: { 'GET /wps/agent/affiliate': () => envelope({ valid: false, code: 'NOPE' }) } },
      '/register?code=NOPE',
    );
    const field = (await within(dialog).findByDisplayValue('NOPE')) as HTMLInputElement;
    expect(field.name).toBe('affiliateCode');
    expect(within(dialog).getByText('Invalid invitation code')).toBeTruthy();
  });
});
