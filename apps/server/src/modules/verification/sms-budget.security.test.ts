import { API_PATHS } from '@platform/contract/paths';
import { and, count, eq } from 'drizzle-orm';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/solved-captcha.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { MemoryRateLimiter } from './rate-limiter.ts';
import { countryCallingCode, createSmsBudgetAlert, spendSmsBudget } from './sms-budget.ts';
import { outboxMessages } from './verification.tables.ts';

const MERCHANT_BUDGET = 6;
const PREFIX_BUDGET = 3;

let t: TestApp;
let clock = new Date('2026-11-20T08:00:00Z');
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    env: {
      SMS_BUDGET_MERCHANT_PER_HOUR: String(MERCHANT_BUDGET),
      SMS_BUDGET_PREFIX_PER_HOUR: String(PREFIX_BUDGET),
    },
  });
});
afterAll(() => t.close());

/** Each test starts in a fresh budget hour. */
function nextHour(): void {
  clock = new Date(clock.getTime() + 2 * 3_600_000);
}

/** A new attacker each time: its own address and its own (national) number. */
function fresh(): { ip: string; mobileNum: string } {
  seq += 1;
  return {
    ip: `203.0.${Math.floor(seq / 250)}.${seq % 250}`,
    mobileNum: `13${String(seq).padStart(7, '0')}`,
  };
}

async function smsSent(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.merchantId, t.merchantId), eq(outboxMessages.channel, 'sms')));
  return row?.n ?? 0;
}

async function requestCode(dialingCode: string) {
  const { ip, mobileNum } = fresh();
  const captcha = await solvedCaptcha(t.app, ip);
  return () =>
    t.app.inject({
      method: 'POST',
      url: API_PATHS.smsNoLogin,
      remoteAddress: ip,
      payload: { mobileNum, countryDialingCode: dialingCode, purpose: 'REGISTER', ...captcha },
    });
}

async function refusals(budget: string, dialingCode: string): Promise<number> {
  const metric = await t.ctx.metrics.getSingleMetric('sms_budget_exceeded_total')?.get();
  const series = metric?.values.find(
    (value) =>
      value.labels.budget === budget &&
      value.labels.merchant_id === String(t.merchantId) &&
      value.labels.dialing_code === dialingCode,
  );
  return series?.value ?? 0;
}

describe('SMS pumping: hourly budgets', () => {
  it('stops rotating numbers and addresses at the merchant budget, even all at once', async () => {
    nextHour();
    const before = await smsSent();
    const refusedBefore = await refusals('merchant', '44');
    // Four countries with three requests each: no prefix goes over, the merchant budget does.
    const sends = [];
    for (const code of ['60', '86', '65', '44'])
      for (let i = 0; i < 3; i++) sends.push(await requestCode(code));
    const answers = await Promise.all(sends.map((send) => send()));

    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(MERCHANT_BUDGET);
    expect(statuses.filter((status) => status === 429)).toHaveLength(12 - MERCHANT_BUDGET);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ success: false, code: 'SMS_BUDGET_EXCEEDED' });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(await smsSent()).toBe(before + MERCHANT_BUDGET);

    // Still spent for new numbers, and the budget comes back in the next hour.
    const late = await (await requestCode('44'))();
    expect(late.json()).toMatchObject({ code: 'SMS_BUDGET_EXCEEDED' });
    expect(await refusals('merchant', '44')).toBeGreaterThan(refusedBefore);
    nextHour();
    expect((await (await requestCode('44'))()).statusCode).toBe(200);
  });

  it('trips a country prefix budget on its own, while other countries still get codes', async () => {
    nextHour();
    const before = await smsSent();
    for (let i = 0; i < PREFIX_BUDGET; i++) expect((await (await requestCode('86'))()).statusCode).toBe(200);
    const refusedBefore = await refusals('prefix', '86');

    const over = await (await requestCode('86'))();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'SMS_BUDGET_EXCEEDED' });
    expect(await refusals('prefix', '86')).toBe(refusedBefore + 1);
    // The number split differently ("861" + rest) is still China's +86, so it is still refused.
    const { ip, mobileNum } = fresh();
    const split = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsNoLogin,
      remoteAddress: ip,
      payload: {
        mobileNum: mobileNum.slice(1),
        countryDialingCode: '861',
        purpose: 'REGISTER',
        ...(await solvedCaptcha(t.app, ip)),
      },
    });
    expect(split.json()).toMatchObject({ code: 'SMS_BUDGET_EXCEEDED' });

    expect((await (await requestCode('60'))()).statusCode).toBe(200);
    expect(await smsSent()).toBe(before + PREFIX_BUDGET + 1);
  });
});

describe('SMS pumping: a captcha for every send', () => {
  it('refuses a send without a captcha or with a wrong one, and sends nothing', async () => {
    nextHour();
    const before = await smsSent();
    const { ip, mobileNum } = fresh();
    const body = { mobileNum, countryDialingCode: '60', purpose: 'REGISTER' };
    const bare = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsNoLogin,
      remoteAddress: ip,
      payload: body,
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const named = (bare.json() as { fields: { field: string }[] }).fields.map((field) => field.field);
    expect(named).toEqual(expect.arrayContaining(['body.captchaKey', 'body.captcha']));

    const { captchaKey, captcha } = await solvedCaptcha(t.app, ip);
    const wrongAnswer = captcha === 'AAAA' ? 'BBBB' : 'AAAA';
    const wrong = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsNoLogin,
      remoteAddress: ip,
      payload: { ...body, captchaKey, captcha: wrongAnswer },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CAPTCHA_INVALID' });
    // A captcha answer is single use: the right answer after a wrong one is refused too.
    const replay = await t.app.inject({
      method: 'POST',
      url: API_PATHS.smsNoLogin,
      remoteAddress: ip,
      payload: { ...body, captchaKey, captcha },
    });
    expect(replay.statusCode).toBe(400);
    expect(await smsSent()).toBe(before);
  });

  it('asks a logged-in member for a captcha before an SMS to bind a mobile', async () => {
    nextHour();
    const ip = fresh().ip;
    const login = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      remoteAddress: ip,
      payload: { username: 'DEMO01', password: 'Demo1234' },
    });
    const token = (login.json() as { value: { token: string } }).value.token;
    const before = await smsSent();
    const send = (extra: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.sms,
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          mobileNum: fresh().mobileNum,
          countryDialingCode: '60',
          purpose: 'BIND_MOBILE',
          ...extra,
        },
      });
    expect((await send({})).statusCode).toBe(400);
    expect(await smsSent()).toBe(before);
    expect((await send(await solvedCaptcha(t.app, ip))).statusCode).toBe(200);
    expect(await smsSent()).toBe(before + 1);
  });
});

describe('SMS budget alert', () => {
  it('counts every refusal and logs one warn line per spent window, naming merchant and prefix', async () => {
    let now = 0;
    const limiter = new MemoryRateLimiter({ now: () => now });
    const registry = new Registry();
    const lines: { details: Record<string, unknown>; message: string }[] = [];
    const alert = createSmsBudgetAlert(registry, {
      warn: (details, message) => lines.push({ details, message }),
    });
    const budget = { merchantPerHour: 2, prefixPerHour: 100 };
    const spend = () => spendSmsBudget(limiter, budget, alert, { merchantId: 7, dialingCode: '95' });

    expect(await spend()).toBeNull();
    expect(await spend()).toBeNull();
    for (let i = 0; i < 5; i++) expect(await spend()).toMatchObject({ code: 'SMS_BUDGET_EXCEEDED' });

    const metric = await registry.getSingleMetric('sms_budget_exceeded_total')?.get();
    expect(metric?.values).toEqual([
      { labels: { budget: 'merchant', merchant_id: '7', dialing_code: '95' }, value: 5 },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.message).toMatch(/merchant 7.*\+95/);
    expect(lines[0]?.details).toMatchObject({ budget: 'merchant', merchantId: 7, dialingCode: '+95' });

    now += 3_600_000;
    expect(await spend()).toBeNull();
  });

  it('reads the country from the number, not from how the client split it', () => {
    expect(countryCallingCode('+60123456789')).toBe('60');
    expect(countryCallingCode('+8613812345678')).toBe('86');
    expect(countryCallingCode('+12025550123')).toBe('1');
    expect(countryCallingCode('+79161234567')).toBe('7');
    expect(countryCallingCode('+959123456789')).toBe('95');
    expect(countryCallingCode('+8801712345678')).toBe('880');
  });
});
