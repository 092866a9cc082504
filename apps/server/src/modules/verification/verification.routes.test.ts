import { DEV_PATHS } from '@platform/contract/account-constants';
import { API_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionEnv, type TestApp } from '../../test/test-app.ts';
import { checkCaptcha, sendEmail, sendSmsCode } from './verification.service.ts';
import { captchas } from './verification.tables.ts';

const PNG_SIGNATURE = '89504e470d0a1a0a';

describe('captcha and development routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUSTED_PROXIES: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  const getCaptcha = (key: string, ip = '203.0.113.1') =>
    t.app.inject({ url: `${API_PATHS.captcha}?key=${key}`, headers: { 'x-forwarded-for': ip } });

  it('answers a base64 PNG (no data: prefix) under the client key, never cached', async () => {
    const res = await getCaptcha('login-key-0001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.value).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(body.value, 'base64').subarray(0, 8).toString('hex')).toBe(PNG_SIGNATURE);
  });

  it('reveals a live answer at /dev/captcha in development, and that answer passes once', async () => {
    await getCaptcha('login-key-0002');
    const res = await t.app.inject({ url: `${DEV_PATHS.captcha}/login-key-0002` });
    expect(res.statusCode).toBe(200);
    const answer = res.json().value;
    expect(answer).toMatch(/^[A-Z2-9]{4}$/);
    const solve = () =>
      checkCaptcha(t.ctx.verification, {
        merchantId: t.merchantId,
        key: 'login-key-0002',
        answer,
        ip: '127.0.0.1',
      });
    expect(await solve()).toEqual({ ok: true });
    expect(await solve()).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
    // Used up: nothing left to reveal.
    expect((await t.app.inject({ url: `${DEV_PATHS.captcha}/login-key-0002` })).statusCode).toBe(404);
  });

  it('gives a new picture and answer when the same key is asked for again', async () => {
    const first = (await getCaptcha('login-key-0003', '203.0.113.3')).json().value;
    const firstAnswer = (await t.app.inject({ url: `${DEV_PATHS.captcha}/login-key-0003` })).json().value;
    let second = first;
    let secondAnswer = firstAnswer;
    // Two draws of 4 characters from 31 can repeat; a few tries make that vanishingly rare.
    for (let i = 0; i < 5 && secondAnswer === firstAnswer; i++) {
      second = (await getCaptcha('login-key-0003', '203.0.113.3')).json().value;
      secondAnswer = (await t.app.inject({ url: `${DEV_PATHS.captcha}/login-key-0003` })).json().value;
    }
    expect(second).not.toBe(first);
    expect(secondAnswer).not.toBe(firstAnswer);
    expect(
      await checkCaptcha(t.ctx.verification, {
        merchantId: t.merchantId,
        key: 'login-key-0003',
        answer: firstAnswer,
        ip: '203.0.113.3',
      }),
    ).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
  });

  it.each([
    ['a key that is too short', 'short'],
    ['a key that is too long', 'k'.repeat(65)],
    ['a key with other characters', encodeURIComponent("<script>'1'='1'")],
    ['a 1 MB key', 'k'.repeat(1024 * 1024)],
  ])('refuses %s with 400', async (_name, key) => {
    const res = await getCaptcha(key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('refuses a missing key or an unknown parameter with 400', async () => {
    expect((await t.app.inject({ url: API_PATHS.captcha })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${API_PATHS.captcha}?key=login-key-0004&x=1` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${DEV_PATHS.captcha}/bad!key` })).statusCode).toBe(400);
  });

  it('limits captchas per address with 429 and Retry-After', async () => {
    for (let i = 0; i < 30; i++)
      expect((await getCaptcha(`flood-key-${i}`, '198.51.100.9')).statusCode).toBe(200);
    const res = await getCaptcha('flood-key-x', '198.51.100.9');
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await getCaptcha('flood-key-y', '198.51.100.10')).statusCode).toBe(200);
  });

  it('lists the outbox at /dev/outbox, newest first, filtered by destination and channel', async () => {
    const sent = await sendSmsCode(t.ctx.verification, {
      merchantId: t.merchantId,
      dialingCode: '60',
      mobileNum: '0198765432',
      purpose: 'REGISTER',
      ip: '10.2.2.2',
      expiredMinutes: 5,
      gate: 'credentials-proven',
    });
    expect(sent.ok).toBe(true);
    await sendEmail(t.ctx.verification, {
      merchantId: t.merchantId,
      to: 'Reader@Example.com',
      subject: 'Hi',
      body: 'Notice',
    });

    // A '+' left unencoded in the query arrives as a space; both spellings find the phone.
    for (const destination of ['%2B60198765432', '+60198765432', '60198765432']) {
      const res = await t.app.inject({ url: `${DEV_PATHS.outbox}?destination=${destination}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const [message, ...rest] = res.json().value;
      expect(rest).toEqual([]);
      expect(message).toMatchObject({
        channel: 'sms',
        destination: '+60198765432',
        provider: 'outbox',
        status: 'stored',
      });
      expect(message.body).toMatch(/^\d{6} is your verification code\. It expires in 5 minutes\.$/);
    }
    const emails = (
      await t.app.inject({ url: `${DEV_PATHS.outbox}?channel=email&destination=READER@example.com` })
    ).json().value;
    expect(emails).toMatchObject([
      { channel: 'email', destination: 'reader@example.com', subject: 'Hi', body: 'Notice' },
    ]);
    const latest = (await t.app.inject({ url: `${DEV_PATHS.outbox}?limit=1` })).json().value;
    expect(latest).toMatchObject([{ destination: 'reader@example.com' }]);
  });

  it('refuses bad outbox queries with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'channel=fax',
      `destination=${'d'.repeat(255)}`,
      'other=1',
    ]) {
      const res = await t.app.inject({ url: `${DEV_PATHS.outbox}?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: productionEnv() });
  });
  afterAll(() => t.close());

  it('has no /dev routes', async () => {
    await t.app.inject({ url: `${API_PATHS.captcha}?key=prod-key-0001` });
    expect((await t.app.inject({ url: `${DEV_PATHS.captcha}/prod-key-0001` })).statusCode).toBe(404);
    expect((await t.app.inject({ url: DEV_PATHS.outbox })).statusCode).toBe(404);
  });

  it('serves captchas but keeps only the hash of the answer', async () => {
    const res = await t.app.inject({ url: `${API_PATHS.captcha}?key=prod-key-0002` });
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(captchas)
      .where(and(eq(captchas.merchantId, t.merchantId), eq(captchas.key, 'prod-key-0002')));
    expect(row!.devAnswer).toBeNull();
    expect(row!.answerHash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
  });
});
