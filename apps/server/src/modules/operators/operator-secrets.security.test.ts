import { ADMIN_PATHS } from '@platform/contract/paths';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { verifyPassword } from '../accounts/passwords.ts';
import { verifyTotpStep } from '../accounts/totp.ts';
import { seedOperator } from './operators.seed.ts';

// Every staff password and authenticator comparison, counted (finding 1).
vi.mock('../accounts/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../accounts/passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
vi.mock('../accounts/totp.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../accounts/totp.ts')>();
  return { ...real, verifyTotpStep: vi.fn(real.verifyTotpStep) };
});

const PASSWORD = 'correct horse battery';
const LIMIT = 5;
const GUESSES = 50;
let t: TestApp;
const { now, advance } = testClock('2026-06-01T12:00:00Z');
const freshIp = addressSequence('10.40');

interface Answer {
  status: number;
  body: { code?: string; message?: string; value?: Record<string, unknown> };
  retryAfter: string | undefined;
}

async function login(username: string, password: string, totpCode?: string): Promise<Answer> {
  const res = await t.app.inject({
    method: 'POST',
    url: ADMIN_PATHS.login,
    remoteAddress: freshIp(),
    payload: { username, password, ...(totpCode ? { totpCode } : {}) },
  });
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] as string };
}

const codeFor = (secret: string) => generateSync({ secret, epoch: Math.floor(now().getTime() / 1000) });
const otherCode = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

beforeAll(async () => {
  t = await createTestApp({ now });
  for (const username of ['guessed', 'totp-guessed', 'setup-guessed', 'known-one', 'unlock-me'])
    await seedOperator(
      t.database.db,
      t.merchantId,
      { username, password: PASSWORD, role: 'support' },
      t.ctx.system.now(),
    );
  await seedOperator(
    t.database.db,
    t.merchantId,
    { username: 'chief', password: PASSWORD, role: 'admin' },
    t.ctx.system.now(),
  );
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
  vi.mocked(verifyTotpStep).mockClear();
});

async function tokenWithTotp(username: string): Promise<{ token: string; secret: string }> {
  const token = (await login(username, PASSWORD)).body.value?.token as string;
  const call = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
  const secret = (await call(ADMIN_PATHS.totpSetup)).json().value.secret as string;
  return { token, secret };
}

describe('staff secrets', () => {
  it('compares at most 5 of 50 concurrent wrong passwords; the right one waits for the window', async () => {
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => login('guessed', `wrong-${i}`)),
    );
    expect(vi.mocked(verifyPassword).mock.calls.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.body.code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(LIMIT);
    const right = await login('guessed', PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.value?.retryAfterSeconds).toBe(Number(right.retryAfter));
    advance(5 * 60_000);
    expect((await login('guessed', PASSWORD)).status).toBe(200);
  });

  it('compares at most 5 of 50 concurrent wrong authenticator codes at login, even with the right password', async () => {
    const { token, secret } = await tokenWithTotp('totp-guessed');
    const confirmed = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.totpConfirm,
      headers: { authorization: `Bearer ${token}` },
      payload: { code: codeFor(secret) },
    });
    expect(confirmed.statusCode).toBe(200);
    advance(30_000);
    vi.mocked(verifyTotpStep).mockClear();
    const right = codeFor(secret);
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => login('totp-guessed', PASSWORD, otherCode(right, i))),
    );
    expect(vi.mocked(verifyTotpStep).mock.calls.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.body.code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(LIMIT);
    expect((await login('totp-guessed', PASSWORD, right)).status).toBe(429);
    advance(15 * 60_000);
    expect((await login('totp-guessed', PASSWORD, codeFor(secret))).status).toBe(200);
  });

  it('compares at most 5 of 50 concurrent wrong codes when confirming a new authenticator', async () => {
    const { token, secret } = await tokenWithTotp('setup-guessed');
    const confirm = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.totpConfirm,
        headers: { authorization: `Bearer ${token}` },
        payload: { code },
      });
    const right = codeFor(secret);
    const answers = await Promise.all(
      Array.from({ length: GUESSES }, (_, i) => confirm(otherCode(right, i))),
    );
    expect(vi.mocked(verifyTotpStep).mock.calls.length).toBeLessThanOrEqual(LIMIT);
    expect(answers.filter((a) => a.json().code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(LIMIT);
    const paused = await confirm(right);
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
    advance(15 * 60_000);
    expect((await confirm(codeFor(secret))).statusCode).toBe(200);
  });

  it('lets an admin unlock a paused name by giving a new password', async () => {
    for (let i = 0; i < LIMIT; i++) await login('unlock-me', `wrong-${i}`);
    expect((await login('unlock-me', PASSWORD)).status).toBe(429);
    const admin = (await login('chief', PASSWORD)).body.value?.token as string;
    const [operator] = (
      await t.app.inject({ url: ADMIN_PATHS.operators, headers: { authorization: `Bearer ${admin}` } })
    )
      .json()
      .value.list.filter((o: { username: string }) => o.username === 'unlock-me');
    const reset = await t.app.inject({
      method: 'PATCH',
      url: `${ADMIN_PATHS.operators}/${operator.id}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { password: 'a brand new password' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login('unlock-me', 'a brand new password')).status).toBe(200);
  });

  it('answers an unknown staff name exactly like a known one, through the lock-out', async () => {
    const known: Answer[] = [];
    const unknown: Answer[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      known.push(await login('known-one', `wrong-${i}`));
      unknown.push(await login('nobody-on-staff', `wrong-${i}`));
    }
    const observed = (a: Answer) => ({
      status: a.status,
      code: a.body.code,
      value: a.body.value,
      retryAfter: a.retryAfter,
    });
    expect(unknown.map(observed)).toEqual(known.map(observed));
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
  });
});
