import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { OutboxMailTransport } from './mail-transport.ts';
import { MemoryRateLimiter } from './rate-limiter.ts';
import { OutboxSmsProvider } from './sms-provider.ts';
import {
  checkCaptcha,
  checkCode,
  createCaptcha,
  listOutbox,
  revealCaptchaAnswer,
  sendEmail,
  sendEmailCode,
  sendSmsCode,
  smsDestination,
  type VerificationDeps,
} from './verification.service.ts';
import { captchas, verificationCodes } from './verification.tables.ts';

const START = new Date('2026-06-01T12:00:00Z').getTime();

describe('verification codes and captchas', () => {
  let t: TestApp;
  let clock = START;
  let deps: VerificationDeps;
  let phoneSeq = 0;
  let ipSeq = 0;
  // Each test gets its own phone and address so the limits of one do not leak into another.
  let phone: string;
  let ip: string;

  const tick = (ms: number) => {
    clock += ms;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = () => new Date(clock);
    deps = {
      db: t.database.db,
      now,
      sms: new OutboxSmsProvider({ db: t.database.db, now }),
      mail: new OutboxMailTransport({ db: t.database.db, now }),
      limiter: new MemoryRateLimiter({ now: () => clock }),
      smsBudget: { merchantPerHour: 10_000, prefixPerHour: 10_000 },
      keepDevAnswers: true,
    };
  });
  afterAll(() => t.close());
  beforeEach(() => {
    phoneSeq += 1;
    ipSeq += 1;
    phone = `12345${String(phoneSeq).padStart(4, '0')}`;
    ip = `10.0.0.${ipSeq}`;
    tick(60 * 60_000);
  });

  const send = (overrides: Partial<Parameters<typeof sendSmsCode>[1]> = {}) =>
    sendSmsCode(deps, {
      merchantId: t.merchantId,
      dialingCode: '60',
      mobileNum: phone,
      purpose: 'REGISTER',
      ip,
      expiredMinutes: 5,
      gate: 'credentials-proven',
      ...overrides,
    });

  /** The code as the member reads it: from the message the outbox stored. */
  async function lastCodeSentTo(destination: string): Promise<string> {
    const [message] = await listOutbox(deps, { merchantId: t.merchantId, destination, limit: 1 });
    const code = message?.body.match(/^(\d{6}) is your verification code\./)?.[1];
    if (!code) throw new Error(`no code sent to ${destination}`);
    return code;
  }

  const check = (code: string, overrides: Partial<Parameters<typeof checkCode>[1]> = {}) =>
    checkCode(deps, {
      merchantId: t.merchantId,
      channel: 'sms',
      destination: smsDestination('60', phone),
      purpose: 'REGISTER',
      code,
      ...overrides,
    });

  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code by SMS, answers only the expiry, and stores only its hash', async () => {
    const result = await send({ expiredMinutes: 3 });
    expect(result).toEqual({ ok: true, expiredMinutes: 3 });
    const destination = smsDestination('60', phone);
    expect(destination).toBe(`+60${phone}`);
    const [message] = await listOutbox(deps, { merchantId: t.merchantId, destination, limit: 1 });
    expect(message).toMatchObject({ channel: 'sms', provider: 'outbox', status: 'stored' });
    expect(message!.body).toMatch(/^\d{6} is your verification code\. It expires in 3 minutes\.$/);
    const code = await lastCodeSentTo(destination);
    const [row] = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, destination));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime()).toBe(clock + 3 * 60_000);
  });

  it('accepts the number with its trunk 0 or a + on the dialling code as the same phone', async () => {
    await send({ dialingCode: '+60', mobileNum: `0${phone}` });
    const code = await lastCodeSentTo(`+60${phone}`);
    expect(await check(code, { destination: smsDestination('60', `0${phone}`) })).toEqual({ ok: true });
  });

  it('refuses numbers that are not phone numbers, and sends nothing', async () => {
    for (const mobileNum of [
      '',
      '12ab5678',
      '123',
      '1234567890123456',
      "1' or '1'='1",
      `${'9'.repeat(1_000_000)}`,
    ]) {
      expect(await send({ mobileNum })).toEqual({ ok: false, code: 'PHONE_INVALID' });
    }
    expect(await send({ dialingCode: '' })).toEqual({ ok: false, code: 'PHONE_INVALID' });
    expect(smsDestination(undefined, phone)).toBe('');
  });

  it('accepts a code once: the second use is refused', async () => {
    await send();
    const code = await lastCodeSentTo(`+60${phone}`);
    expect(await check(code)).toEqual({ ok: true });
    expect(await check(code)).toEqual({ ok: false, code: 'VERIFICATION_CODE_INVALID' });
  });

  it('refuses a code for another purpose, phone or merchant', async () => {
    await send();
    const code = await lastCodeSentTo(`+60${phone}`);
    expect((await check(code, { purpose: 'LOGIN' })).ok).toBe(false);
    expect((await check(code, { destination: smsDestination('65', phone) })).ok).toBe(false);
    expect((await check(code, { merchantId: t.merchantId + 999 })).ok).toBe(false);
    expect(await check(code)).toEqual({ ok: true });
  });

  it('answers VERIFICATION_CODE_EXPIRED once expiredMinutes have passed', async () => {
    await send({ expiredMinutes: 2 });
    const code = await lastCodeSentTo(`+60${phone}`);
    tick(2 * 60_000 - 1);
    tick(1);
    expect(await check(code)).toEqual({ ok: false, code: 'VERIFICATION_CODE_EXPIRED' });
  });

  it('burns a code after 5 wrong attempts, so even the right one is then refused', async () => {
    await send();
    const code = await lastCodeSentTo(`+60${phone}`);
    for (let i = 0; i < 5; i++) {
      expect(await check(i === 2 ? 'abc' : wrongCode(code))).toEqual({
        ok: false,
        code: 'VERIFICATION_CODE_INVALID',
      });
    }
    expect(await check(code)).toEqual({ ok: false, code: 'VERIFICATION_CODE_EXPIRED' });
  });

  it('accepts the right code after 4 wrong ones', async () => {
    await send();
    const code = await lastCodeSentTo(`+60${phone}`);
    for (let i = 0; i < 4; i++) await check(wrongCode(code));
    expect(await check(code)).toEqual({ ok: true });
  });

  it('lets only one of many concurrent guesses of a code be checked past the 5-attempt limit', async () => {
    await send();
    const code = await lastCodeSentTo(`+60${phone}`);
    const guesses = Array.from({ length: 20 }, (_, i) => check(String(i).padStart(6, '0')));
    await Promise.all(guesses);
    const [row] = await t.database.db
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, `+60${phone}`));
    expect(row!.attempts).toBe(5);
    expect((await check(code)).ok).toBe(false);
  });

  it('lets only one of two concurrent checks of the right code succeed', async () => {
    await send();
    const code = await lastCodeSentTo(`+60${phone}`);
    const results = await Promise.all([check(code), check(code), check(code)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });

  it('supersedes an earlier code when a new one is sent for the same purpose', async () => {
    await send();
    const first = await lastCodeSentTo(`+60${phone}`);
    tick(1000);
    await send();
    const second = await lastCodeSentTo(`+60${phone}`);
    if (first !== second)
      expect(await check(first)).toEqual({ ok: false, code: 'VERIFICATION_CODE_INVALID' });
    expect(await check(second)).toEqual({ ok: true });
  });

  it('keeps a code for another purpose valid when one for a different purpose is sent', async () => {
    await send({ purpose: 'LOGIN' });
    const login = await lastCodeSentTo(`+60${phone}`);
    tick(1000);
    await send({ purpose: 'REGISTER' });
    expect(await check(login, { purpose: 'LOGIN' })).toEqual({ ok: true });
  });

  it('throttles to one request a second per phone', async () => {
    expect((await send()).ok).toBe(true);
    tick(999);
    expect(await send({ ip: '10.9.9.9' })).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 1,
      lockout: false,
    });
    tick(1);
    expect((await send({ ip: '10.9.9.8' })).ok).toBe(true);
  });

  it('throttles to one request a second per address, whatever the phone', async () => {
    expect((await send()).ok).toBe(true);
    expect(await send({ mobileNum: `${phone}1` })).toMatchObject({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 1,
    });
    tick(1000);
    expect((await send({ mobileNum: `${phone}1` })).ok).toBe(true);
  });

  it('locks a phone out for 5 minutes after 5 sends in 15 minutes, then lets it send again', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await send()).ok).toBe(true);
      tick(10_000);
    }
    const refused = await send();
    expect(refused).toEqual({ ok: false, code: 'RATE_LIMITED', retryAfterSeconds: 300, lockout: true });
    const countBefore = (
      await listOutbox(deps, { merchantId: t.merchantId, destination: `+60${phone}`, limit: 100 })
    ).length;
    tick(60_000);
    // Another address does not get around the phone's lockout, and the wait counts down.
    expect(await send({ ip: '10.8.8.8' })).toEqual({
      ok: false,
      code: 'RATE_LIMITED',
      retryAfterSeconds: 240,
      lockout: true,
    });
    expect(
      await listOutbox(deps, { merchantId: t.merchantId, destination: `+60${phone}`, limit: 100 }),
    ).toHaveLength(countBefore);
    tick(4 * 60_000);
    expect((await send()).ok).toBe(true);
  });

  it('sends e-mail codes through the outbox under the same rules, to the lower-cased address', async () => {
    const email = `Player${phoneSeq}@Example.COM`;
    const destination = email.toLowerCase();
    expect(await sendEmailCode(deps, { merchantId: t.merchantId, email, purpose: 'BIND_EMAIL', ip })).toEqual(
      {
        ok: true,
        expiredMinutes: 10,
      },
    );
    const [message] = await listOutbox(deps, {
      merchantId: t.merchantId,
      channel: 'email',
      destination,
      limit: 1,
    });
    expect(message).toMatchObject({
      subject: 'Your verification code',
      provider: 'outbox',
      status: 'stored',
    });
    expect(
      (await sendEmailCode(deps, { merchantId: t.merchantId, email, purpose: 'BIND_EMAIL', ip: '10.7.7.7' }))
        .ok,
    ).toBe(false);
    const code = await lastCodeSentTo(destination);
    const checkEmail = (value: string) =>
      checkCode(deps, {
        merchantId: t.merchantId,
        channel: 'email',
        destination: email,
        purpose: 'BIND_EMAIL',
        code: value,
      });
    expect(await checkEmail(code)).toEqual({ ok: true });
    expect((await checkEmail(code)).ok).toBe(false);
    expect(
      await sendEmailCode(deps, { merchantId: t.merchantId, email: 'not-an-address', purpose: 'X', ip }),
    ).toEqual({
      ok: false,
      code: 'VALIDATION_ERROR',
    });
  });

  it('stores e-mail notices in the outbox, newest first', async () => {
    const to = `notice${phoneSeq}@example.com`;
    await sendEmail(deps, { merchantId: t.merchantId, to, subject: 'First', body: 'one' });
    tick(1000);
    await sendEmail(deps, { merchantId: t.merchantId, to, subject: 'Second', body: 'two' });
    const messages = await listOutbox(deps, { merchantId: t.merchantId, destination: to, limit: 10 });
    expect(messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(await listOutbox(deps, { merchantId: t.merchantId, destination: to, limit: 1 })).toHaveLength(1);
  });

  it('deletes codes a day after they expired, as new ones are sent', async () => {
    await send({ expiredMinutes: 1 });
    const old = `+60${phone}`;
    tick(24 * 3_600_000 + 60_001);
    await send({ mobileNum: `${phone}9` });
    const rows = await t.database.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, old));
    expect(rows).toEqual([]);
  });

  describe('captcha', () => {
    const key = () => `captcha-key-${phoneSeq}`;
    const solve = (answer: string, k = key()) =>
      checkCaptcha(deps, { merchantId: t.merchantId, key: k, answer, ip }).then((result) => result.ok);

    it('draws a PNG and accepts its answer once, in any case', async () => {
      const created = await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      if (!created.ok) throw new Error('captcha refused');
      expect(Buffer.from(created.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
      const answer = await revealCaptchaAnswer(deps, { merchantId: t.merchantId, key: key() });
      expect(answer).toMatch(/^[A-HJKMNP-Z2-9]{4}$/);
      expect(await solve(` ${answer!.toLowerCase()} `)).toBe(true);
      expect(await solve(answer!)).toBe(false);
    });

    it('is used up by a wrong answer too', async () => {
      await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      const answer = await revealCaptchaAnswer(deps, { merchantId: t.merchantId, key: key() });
      expect(await solve('WRONG')).toBe(false);
      expect(await solve(answer!)).toBe(false);
    });

    it('replaces the answer when the same key is asked for again (refresh)', async () => {
      await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      await solve('XXXX');
      await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      const answer = await revealCaptchaAnswer(deps, { merchantId: t.merchantId, key: key() });
      expect(await solve(answer!)).toBe(true);
    });

    it('expires after 5 minutes', async () => {
      await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      const answer = await revealCaptchaAnswer(deps, { merchantId: t.merchantId, key: key() });
      tick(5 * 60_000);
      expect(await solve(answer!)).toBe(false);
    });

    it('refuses an unknown key and an answer for another merchant', async () => {
      expect(await solve('ABCD', 'never-created-key')).toBe(false);
      await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      const answer = await revealCaptchaAnswer(deps, { merchantId: t.merchantId, key: key() });
      expect(
        await checkCaptcha(deps, { merchantId: t.merchantId + 999, key: key(), answer: answer!, ip }),
      ).toEqual({ ok: false, code: 'CAPTCHA_INVALID' });
    });

    it('keeps no plain answer when development helpers are off', async () => {
      const production = { ...deps, keepDevAnswers: false };
      await createCaptcha(production, { merchantId: t.merchantId, key: key(), ip });
      const [row] = await t.database.db
        .select()
        .from(captchas)
        .where(and(eq(captchas.merchantId, t.merchantId), eq(captchas.key, key())));
      expect(row!.devAnswer).toBeNull();
      expect(row!.answerHash).toMatch(/^[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(await revealCaptchaAnswer(production, { merchantId: t.merchantId, key: key() })).toBeNull();
    });

    it('limits captchas to 30 a minute per address', async () => {
      for (let i = 0; i < 30; i++) {
        expect((await createCaptcha(deps, { merchantId: t.merchantId, key: `${key()}-${i}`, ip })).ok).toBe(
          true,
        );
      }
      expect(await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip })).toEqual({
        ok: false,
        code: 'RATE_LIMITED',
        retryAfterSeconds: 60,
        lockout: false,
      });
      tick(60_000);
      expect((await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip })).ok).toBe(true);
    });

    it('deletes expired captchas as new ones are made', async () => {
      await createCaptcha(deps, { merchantId: t.merchantId, key: `${key()}-old`, ip });
      tick(5 * 60_000 + 1);
      await createCaptcha(deps, { merchantId: t.merchantId, key: key(), ip });
      const rows = await t.database.db.select({ key: captchas.key }).from(captchas);
      expect(rows.map((r) => r.key)).not.toContain(`${key()}-old`);
      expect(rows.map((r) => r.key)).toContain(key());
    });
  });
});
