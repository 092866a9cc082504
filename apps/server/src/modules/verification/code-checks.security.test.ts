import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { checkCaptcha, createCaptcha, revealCaptchaAnswer, sendEmailCode } from './verification.service.ts';
import { verificationCodes } from './verification.tables.ts';

const GUESSES = 50;
let t: TestApp;
const { now, advance } = testClock('2026-06-01T12:00:00Z');
const freshIp = addressSequence('10.50');

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(() => t.close());

describe('e-mail and SMS codes', () => {
  const email = 'guessed@example.com';

  async function sendCode(): Promise<string> {
    advance(1_000);
    const sent = await sendEmailCode(t.ctx.verification, {
      merchantId: t.merchantId,
      email,
      purpose: 'BIND_EMAIL',
      ip: freshIp(),
    });
    expect(sent.ok).toBe(true);
    const outbox = await t.app.inject({
      url: `/dev/outbox?destination=${encodeURIComponent(email)}&limit=1`,
    });
    return (outbox.json().value[0].body as string).match(/\b(\d{6})\b/)?.[1] ?? '';
  }

  it('answers at most 10 of 50 concurrent wrong codes per destination, and the right code waits for the window', async () => {
    const registered = await t.app.inject({
      method: 'PUT',
      url: API_PATHS.register,
      remoteAddress: freshIp(),
      payload: {
        username: 'codeguess1',
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        registerMethod: 'WEB',
      },
    });
    const token = registered.json().value.token as string;
    const bind = (verificationCode: string) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.bindEmail,
        headers: { authorization: `Bearer ${token}` },
        payload: { email, verificationCode },
      });
    const right = await sendCode();
    const wrong = (i: number) => String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(Array.from({ length: GUESSES }, (_, i) => bind(wrong(i))));
    const codes = answers.map((a) => a.json().code as string);
    expect(codes.filter((code) => code !== 'RATE_LIMITED').length).toBeLessThanOrEqual(10);
    // Each code still takes at most its own 5 attempts.
    const rows = await t.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, email));
    for (const row of rows) expect(row.attempts).toBeLessThanOrEqual(5);

    // A new code does not buy new guesses: even the right one waits until the window ends.
    const fresh = await sendCode();
    const paused = await bind(fresh);
    expect(paused.statusCode).toBe(429);
    expect(paused.json().value.retryAfterSeconds).toBe(Number(paused.headers['retry-after']));
    advance(15 * 60_000);
    expect((await bind(await sendCode())).statusCode).toBe(200);
  });
});

describe('captchas', () => {
  async function liveCaptcha(key: string): Promise<string> {
    await createCaptcha(t.ctx.verification, { merchantId: t.merchantId, key, ip: freshIp() });
    return (await revealCaptchaAnswer(t.ctx.verification, { merchantId: t.merchantId, key })) ?? '';
  }

  it('compares at most 20 of 50 concurrent wrong answers from one address, then the right one waits', async () => {
    const ip = '10.51.0.1';
    const keys = Array.from({ length: GUESSES }, (_, i) => `captcha-guess-${i}`);
    for (const key of keys) await liveCaptcha(key);
    const answers = await Promise.all(
      keys.map((key) =>
        checkCaptcha(t.ctx.verification, { merchantId: t.merchantId, key, answer: '0000', ip }),
      ),
    );
    expect(answers.filter((a) => !a.ok && a.code === 'CAPTCHA_INVALID').length).toBeLessThanOrEqual(20);
    expect(answers.filter((a) => !a.ok && a.code === 'RATE_LIMITED').length).toBeGreaterThanOrEqual(30);

    const check = async (key: string) =>
      checkCaptcha(t.ctx.verification, { merchantId: t.merchantId, key, answer: await liveCaptcha(key), ip });
    expect(await check('captcha-right-1')).toMatchObject({ ok: false, code: 'RATE_LIMITED' });
    advance(15 * 60_000);
    expect(await check('captcha-right-2')).toEqual({ ok: true });
  });
});
