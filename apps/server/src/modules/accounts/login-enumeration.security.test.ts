import { API_PATHS } from '@platform/contract/paths';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { solvedCaptcha } from '../../test/solved-captcha.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { loadAccountPolicy } from './account-policy.service.ts';
import { verifyPassword } from './passwords.ts';

// Counted so the test can see that an unknown name costs the same password hash as a known one.
vi.mock('./passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('./passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

let t: TestApp;
const { now, advance } = testClock('2026-06-01T08:00:00Z');
const freshIp = addressSequence('10.30');
let policy: { captchaAfterFailures: number; lockoutAfterFailures: number; lockoutMinutes: number };

beforeAll(async () => {
  t = await createTestApp({ now });
  policy = await loadAccountPolicy(t.ctx.accounts, t.merchantId);
});
afterAll(() => t.close());
beforeEach(() => {
  vi.mocked(verifyPassword).mockClear();
});

/** What a client can observe of an answer, request id aside. */
interface Observed {
  status: number;
  code: string | undefined;
  message: string | undefined;
  value: unknown;
  retryAfter: string | undefined;
}

async function login(username: string, password: string, captcha?: object): Promise<Observed> {
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    remoteAddress: freshIp(),
    payload: { username, password, ...captcha },
  });
  const json = res.json() as { code?: string; message?: string; value?: unknown };
  return {
    status: res.statusCode,
    code: json.code,
    message: json.message,
    value: json.value,
    retryAfter: res.headers['retry-after'] as string | undefined,
  };
}

/**
 * Wrong passwords for one name, each from a new address, answering the captcha whenever the
 * previous answer asked for one, as the login form does. Returns every answer in order.
 */
async function failLogins(username: string, times: number): Promise<Observed[]> {
  const answers: Observed[] = [];
  let captcha: object | undefined;
  for (let i = 0; i < times; i++) {
    const answer = await login(username, `wrong-${i}`, captcha);
    answers.push(answer);
    const value = answer.value as { captcha?: boolean } | undefined;
    captcha = value?.captcha ? await solvedCaptcha(t.app, freshIp()) : undefined;
  }
  return answers;
}

describe('login answers do not reveal which account names exist', () => {
  it('answers an unknown name exactly like a known one after 1..N failures, captcha and lock-out included', async () => {
    const times = policy.lockoutAfterFailures + 2;
    const known = await failLogins('demo01', times);
    const unknown = await failLogins('nobody-here-77', times);
    expect(unknown).toEqual(known);

    const captchaFrom = (answers: Observed[]) =>
      answers.findIndex((a) => (a.value as { captcha?: boolean } | undefined)?.captcha === true) + 1;
    // The answer to the Nth failure asks for the captcha, for both names.
    expect(captchaFrom(known)).toBe(policy.captchaAfterFailures);
    expect(
      known.slice(0, policy.lockoutAfterFailures - 1).every((a) => a.code === 'INVALID_CREDENTIALS'),
    ).toBe(true);
    expect(known.slice(policy.lockoutAfterFailures - 1).map((a) => a.status)).toEqual([429, 429, 429]);
    expect(known.at(-1)?.retryAfter).toBe(String(policy.lockoutMinutes * 60));

    // The right password of the known name waits like any other name, then works.
    expect((await login('demo01', 'Demo1234')).status).toBe(429);
    advance(policy.lockoutMinutes * 60_000);
    expect((await login('demo01', 'Demo1234')).status).toBe(200);
  });

  it('asks for the captcha before a known and an unknown name alike, however the name is spelt', async () => {
    for (const name of ['Agent01', 'Ghost-Name-9']) {
      await failLogins(name, policy.captchaAfterFailures);
      // Same name, other case and spacing, other address: still the same count.
      const asked = await login(` ${name.toLowerCase()} `, 'whatever');
      expect(asked).toMatchObject({ status: 400, code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    }
  });

  it('spends the same password hash on an unknown name as on a known one', async () => {
    await login('demo01', 'not-it');
    await login('unknown-name-42', 'not-it');
    const calls = vi.mocked(verifyPassword).mock.calls;
    expect(calls).toHaveLength(2);
    // The known name's real hash, then no hash at all: verifyPassword hashes against a dummy then.
    expect(calls[0]?.[0]).toMatch(/^\$argon2id\$/);
    expect(calls[1]?.[0]).toBeUndefined();
    const results = await Promise.all(vi.mocked(verifyPassword).mock.results.map((r) => r.value));
    expect(results).toEqual([false, false]);
  });

  it('stops a spray of many names from one address with the captcha, whether the names exist or not', async () => {
    advance(policy.lockoutMinutes * 60_000);
    const ip = '10.31.0.1';
    const names = ['demo01', 'agent01', ...Array.from({ length: 10 }, (_, i) => `sprayed-${i}`)];
    const answers = [];
    for (const username of names) {
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        remoteAddress: ip,
        payload: { username, password: 'not-the-password' },
      });
      answers.push(res.json() as { code: string; value?: { captcha?: boolean } });
    }
    // Ten failures from the address, the tenth saying so; then every name from it needs the captcha.
    expect(answers.slice(0, 10).map((a) => a.code)).toEqual(Array(10).fill('INVALID_CREDENTIALS'));
    expect(answers[9]?.value?.captcha).toBe(true);
    expect(answers.slice(10).map((a) => a.code)).toEqual(['CAPTCHA_REQUIRED', 'CAPTCHA_REQUIRED']);
  });
});
