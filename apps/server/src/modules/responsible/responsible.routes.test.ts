import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { ResponsibleOverview } from '@platform/contract/responsible';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertPasswordMember, MEMBER_PASSWORD } from '../../test/password-member.ts';
import { members } from '../accounts/accounts.tables.ts';
import { normalizePhone } from '../accounts/phone.ts';
import { createSession } from '../accounts/sessions.service.ts';
import { issueSandboxToken } from '../identity/sandbox-identity.ts';
import { channelId, operatorToken } from '../payments/payments-test-helpers.ts';
import { bet, call, id, player, useStudio, win } from '../seamless/seamless-test-studio.ts';

/*
 * Responsible gambling as a player meets it: limits that hold in the money path however many
 * requests race, loosening that waits 24 hours, time-outs and self-exclusion that shut every door,
 * and the reality check's timing. The app's clock is the studio's; tests move it.
 */

const studio = useStudio();
const HOUR = 3_600_000;
const advance = (ms: number) => {
  studio.clock = new Date(studio.clock.getTime() + ms);
};

function member(token: string) {
  const send = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) => {
    const response = await studio.t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, json: response.json() };
  };
  return {
    send,
    overview: async () => (await send('GET', API_PATHS.responsible)).json.value as ResponsibleOverview,
    setLimit: (kind: string, window: string, amount: unknown) =>
      send('PUT', API_PATHS.responsibleLimits, { kind, window, amount }),
    deposit: async (amount: number) =>
      send('POST', API_PATHS.deposits, {
        channelId: await channelId(studio.t, 'SANDBOX_PAY'),
        amount,
        idempotencyKey: id('dep'),
      }),
  };
}

/** A new session of the member at the clock's time (sessions end after idling while tests move time). */
async function freshToken(memberId: number) {
  return createSession(studio.t.ctx.accounts, {
    memberId,
    merchantId: studio.t.merchantId,
    loginType: 'USERNAME',
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
}

const limitOf = (overview: ResponsibleOverview, kind: string, window: string) =>
  overview.limits.find((limit) => limit.kind === kind && limit.window === window);

async function memberWithPassword(extra: { mobile?: string } = {}) {
  const account = `rg${Math.floor(Math.random() * 1e9)}`;
  const phone = extra.mobile ? normalizePhone('60', extra.mobile) : null;
  const memberId = await insertPasswordMember(studio.t.database.db, {
    merchantId: studio.t.merchantId,
    account,
    countryDialingCode: phone?.dialingCode ?? null,
    mobileNum: phone?.mobileNum ?? null,
    createdAt: studio.clock,
  });
  return { account, memberId };
}

const randomIp = (prefix: string) =>
  `${prefix}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function login(account: string, deviceId?: string) {
  const response = await studio.t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username: account, password: MEMBER_PASSWORD },
    remoteAddress: randomIp('10.77'),
    headers: deviceId ? { 'x-device-id': deviceId } : {},
  });
  return { status: response.statusCode, json: response.json() };
}

describe('limits', () => {
  it('lowers at once, raises and removes only after 24 hours, shown as pending with the time', async () => {
    const { memberId, token } = await player(0);
    let p = member(token);
    expect((await p.setLimit('deposit', 'day', 5_000)).status).toBe(200);
    expect(limitOf(await p.overview(), 'deposit', 'day')).toMatchObject({
      amount: 5_000,
      remaining: 5_000,
      pending: null,
    });

    const raised = await p.setLimit('deposit', 'day', 8_000);
    const due = new Date(studio.clock.getTime() + 24 * HOUR).toISOString();
    expect(limitOf(raised.json.value, 'deposit', 'day')).toMatchObject({
      amount: 5_000,
      pending: { amount: 8_000, from: due },
    });
    advance(23 * HOUR);
    p = member(await freshToken(memberId));
    expect(limitOf(await p.overview(), 'deposit', 'day')?.amount).toBe(5_000);
    advance(HOUR);
    p = member(await freshToken(memberId));
    expect(limitOf(await p.overview(), 'deposit', 'day')).toMatchObject({ amount: 8_000, pending: null });

    // Lowering is immediate and drops a pending raise.
    await p.setLimit('deposit', 'day', 9_000);
    await p.setLimit('deposit', 'day', 3_000);
    expect(limitOf(await p.overview(), 'deposit', 'day')).toMatchObject({ amount: 3_000, pending: null });

    const removed = await p.setLimit('deposit', 'day', null);
    expect(limitOf(removed.json.value, 'deposit', 'day')).toMatchObject({
      amount: 3_000,
      pending: { amount: null },
    });
    advance(24 * HOUR);
    p = member(await freshToken(memberId));
    expect(limitOf(await p.overview(), 'deposit', 'day')?.amount).toBeNull();
  });

  it('refuses zero, negative, fractional and non-numeric amounts and unknown windows, changing nothing', async () => {
    const p = member((await player(0)).token);
    await p.setLimit('wager', 'week', 1_000);
    for (const [kind, window, amount] of [
      ['wager', 'week', 0],
      ['wager', 'week', -5],
      ['wager', 'week', 10.5],
      ['wager', 'week', '100'],
      ['wager', 'year', 100],
      ['bonus', 'week', 100],
    ] as const) {
      const refused = await p.setLimit(kind, window, amount);
      expect(refused.status).toBe(400);
      expect(refused.json.code).toBe('VALIDATION_ERROR');
    }
    expect(limitOf(await p.overview(), 'wager', 'week')?.amount).toBe(1_000);
    const badExclusion = await p.send('POST', API_PATHS.responsibleExclusion, {
      kind: 'timeout',
      period: 'P2D',
    });
    expect(badExclusion.status).toBe(400);
    const badCheck = await p.send('PUT', API_PATHS.responsibleRealityCheck, { minutes: 7 });
    expect(badCheck.status).toBe(400);
  });

  it('refuses the deposit that would pass the daily limit, with what remains, and records nothing', async () => {
    const { memberId, token } = await player(0);
    const p = member(token);
    await p.setLimit('deposit', 'day', 500_000);
    expect((await p.deposit(300_000)).status).toBe(201);
    const over = await p.deposit(250_000);
    expect(over.status).toBe(409);
    expect(over.json).toMatchObject({
      code: 'LIMIT_REACHED',
      value: { kind: 'deposit', window: 'day', limit: 500_000, remaining: 200_000 },
    });
    expect((await p.deposit(200_000)).status).toBe(201);
    expect(limitOf(await p.overview(), 'deposit', 'day')).toMatchObject({ used: 500_000, remaining: 0 });
    // A day later the first deposits have left the rolling window.
    advance(24 * HOUR + 1);
    expect((await member(await freshToken(memberId)).deposit(250_000)).status).toBe(201);
  });

  it('holds under 100 concurrent deposits: the accepted ones never add up past the limit', async () => {
    const p = member((await player(0)).token);
    await p.setLimit('deposit', 'week', 255_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => p.deposit(10_000)));
    const accepted = answers.filter((answer) => answer.status === 201).length;
    expect(accepted).toBe(25);
    expect(answers.filter((answer) => answer.json.code === 'LIMIT_REACHED')).toHaveLength(75);
    expect(limitOf(await p.overview(), 'deposit', 'week')?.used).toBe(250_000);
  });

  it('holds under 100 concurrent vendor bets against a wager limit', async () => {
    const p = await player(100_000);
    await member(p.token).setLimit('wager', 'day', 1_000);
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => bet(p, 30, id(`r${i}`))));
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    expect(accepted).toBe(33);
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json()).toMatchObject({
        code: 'LIMIT_REACHED',
        value: { kind: 'wager', remaining: 10 },
      });
    const overview = await member(p.token).overview();
    expect(limitOf(overview, 'wager', 'day')).toMatchObject({ used: 990, remaining: 10 });
  });

  it('counts wins back against a loss limit', async () => {
    const p = await player(10_000);
    await member(p.token).setLimit('loss', 'day', 500);
    const round = id('round');
    expect((await bet(p, 400, round)).statusCode).toBe(200);
    expect((await win(p, 300, round)).statusCode).toBe(200);
    // Lost 100 so far: a bet of 400 can at most bring the loss to 500.
    expect((await bet(p, 400, id('round'))).statusCode).toBe(200);
    const over = await bet(p, 1, id('round'));
    expect(over.json()).toMatchObject({ code: 'LIMIT_REACHED', value: { kind: 'loss', remaining: 0 } });
  });
});

describe('time-out and self-exclusion', () => {
  it('a time-out ends the sessions, refuses login, deposits and the vendor’s bets, and ends on time', async () => {
    const who = await memberWithPassword();
    const token = (await login(who.account)).json.value.token as string;
    const p = { playerId: String(who.memberId), token };
    const launched = await studio.t.app.inject({
      method: 'POST',
      url: API_PATHS.launchGame,
      headers: { authorization: `Bearer ${token}` },
      payload: { nodeId: studio.slotNode, language: 'EN' },
    });
    const gameToken = new URL(launched.json().value.url).searchParams.get('token') ?? '';

    const taken = await member(token).send('POST', API_PATHS.responsibleExclusion, {
      kind: 'timeout',
      period: 'P1D',
    });
    expect(taken.json.value).toMatchObject({
      kind: 'timeout',
      endsAt: new Date(studio.clock.getTime() + 24 * HOUR).toISOString(),
    });
    expect((await member(token).send('GET', API_PATHS.responsible)).status).toBe(401);

    const refused = await login(who.account);
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'TIMED_OUT', value: { kind: 'timeout' } });
    const vendorBet = await bet({ ...p, gameToken }, 100, id('round'));
    expect(vendorBet.statusCode).toBe(403);
    expect(vendorBet.json().code).toBe('TIMED_OUT');
    const authenticate = await call(VENDOR_API_PATHS.authenticate, { token: gameToken });
    expect(authenticate.json().code).toBe('TIMED_OUT');

    // No promotion either: an operator's free rounds are refused while it lasts.
    const grant = await studio.t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.freeRounds,
      headers: {
        authorization: `Bearer ${await operatorToken(studio.t, `rg-finance-${who.memberId}`, 'finance')}`,
      },
      payload: {
        memberId: who.memberId,
        vendorCode: 'PG',
        gameCode: 'fortune',
        rounds: 5,
        betAmount: 100,
        validDays: 7,
        idempotencyKey: id('grant'),
      },
    });
    expect(grant.json().code).toBe('TIMED_OUT');

    advance(24 * HOUR + 1);
    expect((await login(who.account)).status).toBe(200);
  });

  it('a deposit is refused inside its own transaction, even on a session that outlived the exclusion', async () => {
    const p = await player(0);
    // The exclusion row alone, as if the session's revocation had not reached this node yet.
    const { responsibleExclusions } = await import('./responsible.tables.ts');
    await studio.t.database.db.insert(responsibleExclusions).values({
      merchantId: studio.t.merchantId,
      memberId: p.memberId,
      kind: 'self_exclusion',
      period: 'P6M',
      startsAt: studio.clock,
      endsAt: new Date(studio.clock.getTime() + 180 * 24 * HOUR),
    });
    const refused = await member(p.token).deposit(10_000);
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe('SELF_EXCLUDED');
  });

  it('self-exclusion refuses registering again with the same mobile number', async () => {
    const mobile = `01${Math.floor(1e7 + Math.random() * 8e7)}`;
    const who = await memberWithPassword({ mobile });
    const token = (await login(who.account)).json.value.token as string;
    await member(token).send('POST', API_PATHS.responsibleExclusion, {
      kind: 'self_exclusion',
      period: 'PERMANENT',
    });
    expect((await login(who.account)).json.code).toBe('SELF_EXCLUDED');

    const again = await studio.t.app.inject({
      method: 'PUT',
      url: API_PATHS.register,
      remoteAddress: '10.78.1.1',
      payload: {
        username: `again${Math.floor(Math.random() * 1e6)}`,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        mobileNum: mobile,
        countryDialingCode: '60',
        // Any code: the exclusion is found before the code is checked (and spent).
        verificationCode: '123456',
        termsAccepted: true,
        registerMethod: 'WEB',
      },
    });
    expect(again.statusCode, again.body).toBe(403);
    expect(again.json().code).toBe('SELF_EXCLUDED');
  });
});

describe('exclusion by device', () => {
  /** A random device id as the player site makes one (16 bytes, base64url). */
  const newDevice = () => `${Math.random().toString(36).slice(2, 12).padEnd(21, '0')}A`;

  /** A new account by username (no SMS code to pass), from a fresh address; `mobile` makes it a new number too. */
  async function register(deviceId: string | undefined, mobile?: string) {
    const username = `dev${Math.floor(Math.random() * 1e9)}`;
    const response = await studio.t.app.inject({
      method: 'PUT',
      url: API_PATHS.register,
      remoteAddress: randomIp('10.79'),
      headers: deviceId === undefined ? {} : { 'x-device-id': deviceId },
      payload: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        registerMethod: 'WEB',
        // Any code: an exclusion is found before the code is checked (and spent).
        ...(mobile ? { mobileNum: mobile, countryDialingCode: '60', verificationCode: '123456' } : {}),
      },
    });
    const [row] = await studio.t.database.db
      .select({ registerDeviceId: members.registerDeviceId })
      .from(members)
      .where(eq(members.account, username));
    return { status: response.statusCode, code: response.json().code as string | undefined, row };
  }

  async function excludedWithDevice(kind: 'timeout' | 'self_exclusion', period: string) {
    const device = newDevice();
    const who = await memberWithPassword();
    const token = (await login(who.account, device)).json.value.token as string;
    const taken = await member(token).send('POST', API_PATHS.responsibleExclusion, { kind, period });
    expect(taken.status).toBe(200);
    return device;
  }

  it('a self-excluded member’s device cannot open a new account, another device can', async () => {
    const device = await excludedWithDevice('self_exclusion', 'P6M');

    const newMobile = `01${Math.floor(1e7 + Math.random() * 8e7)}`;
    const refused = await register(device, newMobile);
    expect([refused.status, refused.code]).toEqual([403, 'SELF_EXCLUDED']);
    expect(refused.row).toBeUndefined();
    expect((await register(device)).status).toBe(403);

    const elsewhere = await register(newDevice());
    expect(elsewhere.status).toBe(201);
    // The new account remembers its device, so its own exclusion would cover it too.
    expect(elsewhere.row?.registerDeviceId).toMatch(/^[a-z0-9]{21}A$/);
  });

  it('a timed-out member’s device cannot open a new account until the time-out ends', async () => {
    const device = await excludedWithDevice('timeout', 'P1D');
    const refused = await register(device);
    expect([refused.status, refused.code]).toEqual([403, 'TIMED_OUT']);

    advance(24 * HOUR + 1);
    const after = await register(device);
    expect(after.status).toBe(201);
    expect(after.row?.registerDeviceId).toBe(device);
  });

  it('a self-excluded member’s device or e-mail cannot open an account through Google sign-in either', async () => {
    const device = await excludedWithDevice('self_exclusion', 'P6M');
    const google = async (deviceId: string, email: string) => {
      const subject = `google-${Math.floor(Math.random() * 1e9)}`;
      const idToken = await issueSandboxToken(studio.t.ctx.config, {
        channel: 'GOOGLE',
        subject,
        email,
        at: studio.clock,
      });
      const answer = await studio.t.app.inject({
        method: 'POST',
        url: API_PATHS.identityLogin,
        remoteAddress: randomIp('10.78'),
        headers: { 'x-device-id': deviceId },
        payload: { firebaseChannel: 'GOOGLE', firebaseIdToken: idToken },
      });
      return [answer.statusCode, answer.json().code] as const;
    };
    expect(await google(device, `fresh${Math.random()}@example.com`)).toEqual([403, 'SELF_EXCLUDED']);
    expect((await google(newDevice(), `fresh${Math.random()}@example.com`))[0]).toBe(200);
  });

  it('an id that is not well formed counts as no id: registered, nothing recorded, never a server error', async () => {
    const device = await excludedWithDevice('self_exclusion', 'P6M');
    for (const sent of [`${device}x`, device.toUpperCase().replace(/A$/, 'B'), '../../etc', 'é'.repeat(22)]) {
      const answer = await register(sent);
      expect(answer.status, sent).toBe(201);
      expect(answer.row?.registerDeviceId).toBeNull();
    }
    // Unstorable characters are refused as in any header (400), before anything runs.
    expect((await register(`${device.slice(0, 21)}\u0000`)).status).toBe(400);
  });
});

describe('sessions', () => {
  it('the reality check falls due every interval after the session began, with the session’s result', async () => {
    const p = await player(10_000);
    const me = member(p.token);
    await me.send('PUT', API_PATHS.responsibleRealityCheck, { minutes: 30 });
    const started = (await me.send('GET', API_PATHS.responsibleSession)).json.value.startedAt as string;
    const at = (minutes: number) => new Date(new Date(started).getTime() + minutes * 60_000).toISOString();
    const round = id('round');
    await bet(p, 1_000, round);
    await win(p, 400, round);

    const first = (await me.send('GET', API_PATHS.responsibleSession)).json.value;
    expect(first).toMatchObject({ nextCheckAt: at(30), staked: 1_000, net: -600, realityCheckMinutes: 30 });
    studio.clock = new Date(at(29));
    expect((await me.send('GET', API_PATHS.responsibleSession)).json.value.nextCheckAt).toBe(at(30));
    studio.clock = new Date(at(30));
    expect((await me.send('GET', API_PATHS.responsibleSession)).json.value.nextCheckAt).toBe(at(30));
    studio.clock = new Date(at(31));
    expect((await me.send('GET', API_PATHS.responsibleSession)).json.value.nextCheckAt).toBe(at(60));
  });

  it('a session time limit ends the next session after its minutes, however active', async () => {
    const who = await memberWithPassword();
    const first = (await login(who.account)).json.value.token as string;
    await member(first).send('PUT', API_PATHS.responsibleSessionLimit, { minutes: 60 });
    const token = (await login(who.account)).json.value.token as string;
    const me = member(token);
    expect((await me.send('GET', API_PATHS.responsibleSession)).json.value.endsAt).toBe(
      new Date(studio.clock.getTime() + 60 * 60_000).toISOString(),
    );
    // Active all along (a request every 10 minutes), it still ends at 60 minutes.
    for (let minute = 10; minute <= 50; minute += 10) {
      advance(10 * 60_000);
      expect((await me.send('GET', API_PATHS.responsible)).status).toBe(200);
    }
    advance(9 * 60_000);
    expect((await me.send('GET', API_PATHS.responsible)).status).toBe(200);
    advance(2 * 60_000);
    expect((await me.send('GET', API_PATHS.responsible)).status).toBe(401);
  });
});

describe('the verification tier’s deposit limit', () => {
  it('is checked in the same deposit transaction, after the player’s own limits', async () => {
    const admin = await operatorToken(studio.t, 'rg-kyc-admin', 'admin');
    const settings = (limit: number | null) =>
      studio.t.app.inject({
        method: 'PUT',
        url: ADMIN_PATHS.kycSettings,
        headers: { authorization: `Bearer ${admin}` },
        payload: {
          limits: [0, 1, 2].map((tier) => ({
            tier,
            depositLimit: tier === 0 ? limit : null,
            withdrawalLimit: null,
          })),
          rejectedRetentionDays: 90,
          closedRetentionDays: 1825,
        },
      });
    expect((await settings(300_000)).statusCode).toBe(200);
    try {
      const p = member((await player(0)).token);
      expect((await p.deposit(250_000)).status).toBe(201);
      const over = await p.deposit(100_000);
      expect(over.status).toBe(409);
      expect(over.json).toMatchObject({ code: 'KYC_LIMIT_EXCEEDED', value: { tier: 0, remaining: 50_000 } });
    } finally {
      await settings(null);
    }
  });
});
