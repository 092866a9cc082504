import { API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { addressSequence } from '../../test/client-addresses.ts';
import { solvedCaptcha } from '../../test/solved-captcha.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { loadAccountPolicy } from './account-policy.service.ts';
import { members } from './accounts.tables.ts';
import { verifyPassword } from './passwords.ts';
import { checkPaymentPassword } from './payment-password.ts';
import { verifyTotpStep } from './totp.ts';

// Every password and authenticator comparison the app makes, counted: the guard must keep them
// within the limit however many guesses arrive at once (finding 1).
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
vi.mock('./totp.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./totp.ts')>();
  return { ...real, verifyTotpStep: vi.fn(real.verifyTotpStep) };
});

const GUESSES = 50;
let t: TestApp;
const { now, advance } = testClock('2026-06-01T08:00:00Z');
let nameSeq = 0;
let policy: { lockoutAfterFailures: number; lockoutMinutes: number };

/** A new address per request: a distributed guesser, whom only the per-secret count can stop. */
const freshIp = addressSequence('10.20');

beforeAll(async () => {
  t = await createTestApp({ now });
  policy = await loadAccountPolicy(t.ctx.accounts, t.merchantId);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(verifyTotpStep).mockClear();
});

interface Answer {
  status: number;
  code: string | undefined;
  value: Record<string, unknown> | undefined;
  retryAfter: string | undefined;
}

async function call(
  method: 'POST' | 'PUT',
  url: string,
  body: object,
  options: { token?: string; ip?: string } = {},
): Promise<Answer> {
  const res = await t.app.inject({
    method,
    url,
    payload: body,
    remoteAddress: options.ip ?? freshIp(),
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  });
  const json = res.json() as { code?: string; value?: Record<string, unknown> };
  return {
    status: res.statusCode,
    code: json.code,
    value: json.value,
    retryAfter: res.headers['retry-after'] as string,
  };
}

async function registerMember(): Promise<{ account: string; token: string; memberId: number }> {
  nameSeq += 1;
  const account = `guessme${nameSeq}`;
  const registered = await call('PUT', API_PATHS.register, {
    username: account,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    registerMethod: 'WEB',
  });
  expect(registered.status).toBe(201);
  const [row] = await t.database.db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantId, t.merchantId), eq(members.account, account)));
  return { account, token: registered.value?.token as string, memberId: row?.id ?? 0 };
}

/** Solved captchas, one per guess: the strongest guesser, whom the captcha does not stop. */
async function solvedCaptchas(count: number): Promise<{ captchaKey: string; captcha: string }[]> {
  const solved = [];
  for (let i = 0; i < count; i++) solved.push(await solvedCaptcha(t.app, freshIp()));
  return solved;
}

/** Fires the same request `GUESSES` times at once. */
function burst(send: (i: number) => Promise<Answer>): Promise<Answer[]> {
  return Promise.all(Array.from({ length: GUESSES }, (_, i) => send(i)));
}

function expectRefusedWithTimeLeft(answer: Answer): void {
  expect(answer).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.value?.retryAfterSeconds).toBe(Number(answer.retryAfter));
}

describe('login passwords', () => {
  it.each([
    ['the site login', API_PATHS.login, {}],
    ['the agent login', API_PATHS.loginV2, { type: 'username', loginPage: 'agent' }],
  ])(
    '%s compares at most the policy limit of 50 concurrent wrong passwords; the right one then waits for the window',
    async (_, path, extra) => {
      const agent = path === API_PATHS.loginV2;
      const account = agent ? 'agent01' : (await registerMember()).account;
      const password = agent ? 'Agent1234' : 'Secret123';
      const captchas = await solvedCaptchas(GUESSES);
      const answers = await burst((i) =>
        call('POST', path, { ...extra, ...captchas[i], username: account, password: `wrong-${i}` }),
      );
      expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(policy.lockoutAfterFailures);
      expect(answers.filter((a) => a.code === 'INVALID_CREDENTIALS').length).toBeLessThanOrEqual(
        policy.lockoutAfterFailures,
      );
      expect(answers.filter((a) => a.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
        GUESSES - policy.lockoutAfterFailures,
      );

      const right = await call('POST', path, { ...extra, username: account, password });
      expectRefusedWithTimeLeft(right);
      advance(policy.lockoutMinutes * 60_000);
      expect((await call('POST', path, { ...extra, username: account, password })).status).toBe(200);
    },
  );

  it('changing the login password compares at most the policy limit of 50 concurrent wrong old passwords', async () => {
    const { token } = await registerMember();
    const change = (oldPassword: string) =>
      call(
        'POST',
        API_PATHS.changePassword,
        { oldPassword, newPassword: 'Newer1234', confirmNewPassword: 'Newer1234' },
        { token },
      );
    const answers = await burst((i) => change(`wrong-${i}`));
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(policy.lockoutAfterFailures);
    expect(answers.filter((a) => a.code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(
      policy.lockoutAfterFailures,
    );
    expect(answers.filter((a) => a.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
      GUESSES - policy.lockoutAfterFailures,
    );
    expectRefusedWithTimeLeft(await change('Secret123'));
    advance(policy.lockoutMinutes * 60_000);
    expect((await change('Secret123')).status).toBe(200);
  });
});

describe('payment passwords', () => {
  const PAYMENT_LIMIT = 5;

  async function memberWithPaymentPassword() {
    const member = await registerMember();
    const set = await call(
      'POST',
      API_PATHS.paymentPassword,
      { loginPassword: 'Secret123', newPaymentPassword: '135790', confirmPaymentPassword: '135790' },
      { token: member.token },
    );
    expect(set.status).toBe(200);
    vi.mocked(verifyPassword).mockClear();
    return member;
  }

  const changePaymentPassword = (token: string, oldPaymentPassword: string) =>
    call(
      'POST',
      API_PATHS.paymentPassword,
      { oldPaymentPassword, newPaymentPassword: '246802', confirmPaymentPassword: '246802' },
      { token },
    );

  it('changing it compares at most 5 of 50 concurrent wrong old payment passwords', async () => {
    const { token } = await memberWithPaymentPassword();
    const answers = await burst((i) => changePaymentPassword(token, String(100000 + i)));
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(PAYMENT_LIMIT);
    expect(answers.filter((a) => a.code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(PAYMENT_LIMIT);
    expectRefusedWithTimeLeft(await changePaymentPassword(token, '135790'));
    advance(15 * 60_000);
    expect((await changePaymentPassword(token, '135790')).status).toBe(200);
  });

  it('withdrawals and transfers compare at most 5 of 50 concurrent wrong guesses, sharing the count with the change form', async () => {
    const { token, memberId } = await memberWithPaymentPassword();
    const codes = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) =>
        checkPaymentPassword(t.ctx.accounts, { memberId }, String(100000 + i)).then(
          () => 'ACCEPTED',
          (error: AppError) => error.code,
        ),
      ),
    );
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(PAYMENT_LIMIT);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_WRONG').length).toBeLessThanOrEqual(
      PAYMENT_LIMIT,
    );
    expect(codes.filter((code) => code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(
      GUESSES - PAYMENT_LIMIT,
    );
    // The right password waits too, at the withdrawal and on the change form.
    const paused = await checkPaymentPassword(t.ctx.accounts, { memberId }, '135790').catch(
      (e: AppError) => e,
    );
    expect(paused).toBeInstanceOf(AppError);
    expect((paused as AppError).headers?.['retry-after']).toBeDefined();
    expectRefusedWithTimeLeft(await changePaymentPassword(token, '135790'));
    advance(15 * 60_000);
    await expect(checkPaymentPassword(t.ctx.accounts, { memberId }, '135790')).resolves.toBeUndefined();
  });

  it('never pauses a member who pays often with the right password', async () => {
    const { memberId } = await memberWithPaymentPassword();
    for (let i = 0; i < 3 * PAYMENT_LIMIT; i++)
      await expect(checkPaymentPassword(t.ctx.accounts, { memberId }, '135790')).resolves.toBeUndefined();
  });
});

describe('authenticator codes', () => {
  it('confirming a new authenticator compares at most 5 of 50 concurrent wrong codes', async () => {
    const { token } = await registerMember();
    const setup = await call('POST', API_PATHS.totpSetup, {}, { token });
    const secret = setup.value?.secret as string;
    const right = () => generateSync({ secret, epoch: Math.floor(now().getTime() / 1000) });
    const wrong = (i: number) => String((Number(right()) + 1 + i) % 1_000_000).padStart(6, '0');
    const confirm = (code: string) => call('POST', API_PATHS.totpConfirm, { code }, { token });
    const answers = await burst((i) => confirm(wrong(i)));
    expect(vi.mocked(verifyTotpStep).mock.calls.length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(5);
    expectRefusedWithTimeLeft(await confirm(right()));
    advance(15 * 60_000);
    expect((await confirm(right())).status).toBe(200);
  });
});
