import { API_PATHS } from '@platform/contract/paths';
import { count, eq } from 'drizzle-orm';
import { generateSync } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSequence } from '../../test/client-addresses.ts';
import { solvedCaptcha } from '../../test/solved-captcha.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { issueSandboxToken } from '../identity/sandbox-identity.ts';
import { members } from './accounts.tables.ts';

let t: TestApp;
const { now, advance } = testClock('2026-11-22T08:00:00Z');
/** Each test gets its own address, so the per-IP limits of one test do not leak into the next. */
const freshIp = addressSequence('10.1', 10);

beforeAll(async () => {
  t = await createTestApp({ now });
});
afterAll(async () => {
  await t.close();
});

type Json = Record<string, unknown> & {
  value?: Record<string, unknown>;
  code?: string;
  fields?: { field: string; key?: string; message: string }[];
};

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { body?: unknown; token?: string; ip?: string } = {},
): Promise<{ status: number; json: Json; headers: Record<string, unknown> }> {
  const response = await t.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? '127.0.0.1',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
  return { status: response.statusCode, json: response.json() as Json, headers: response.headers };
}

async function latestCode(destination: string): Promise<string> {
  const { json } = await call('GET', `/dev/outbox?destination=${encodeURIComponent(destination)}&limit=1`);
  const [message] = json.value as unknown as { body: string }[];
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${destination}`);
  return code;
}

async function captchaFor(key: string): Promise<string> {
  await call('GET', `${API_PATHS.captcha}?key=${key}`);
  const { json } = await call('GET', `/dev/captcha/${key}`);
  return json.value as unknown as string;
}

function registration(overrides: Record<string, unknown> = {}) {
  return {
    username: `player${Math.floor(Math.random() * 1e6)}`,
    password: 'Secret123',
    confirmPassword: 'Secret123',
    termsAccepted: true,
    registerMethod: 'WEB',
    ...overrides,
  };
}

async function memberCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

describe('registration by username', () => {
  it('creates the member, logs them in, and member info shows the account', async () => {
    const body = registration({ username: 'Winner88', email: 'winner@example.com' });
    const registered = await call('PUT', API_PATHS.register, { body, ip: freshIp() });
    expect(registered.status).toBe(201);
    const token = registered.json.value?.token as string;
    expect(registered.json.value).toMatchObject({ firstTimeLogin: true, passwordExpired: false });

    const info = await call('GET', API_PATHS.memberInfo, { token });
    expect(info.status).toBe(200);
    expect(info.json.value).toMatchObject({
      account: 'Winner88',
      type: 0,
      isAgent: false,
      isTrial: false,
      email: 'winner@example.com',
    });
    expect(JSON.stringify(info.json)).not.toContain('argon2');
  });

  it('answers each wrong field with the spec message and creates nothing', async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '' }, 'body.username', 'Input cannot be empty'],
      [{ username: '9starts' }, 'body.username', 'Account format is incorrect'],
      [{ username: 'abc' }, 'body.username', 'Account format is incorrect'],
      [{ username: 'a'.repeat(17) }, 'body.username', 'Account format is incorrect'],
      [
        { password: 'abc', confirmPassword: 'abc' },
        'body.password',
        'Please fill in your password with 6 - 20 characters',
      ],
      [
        { password: 'Secret123', confirmPassword: 'Secret124' },
        'body.confirmPassword',
        'Confirmation password is not correct.',
      ],
      [{ email: 'not-an-email' }, 'body.email', 'E-mail format is incorrect'],
      [{ termsAccepted: false }, 'body.termsAccepted', 'Input cannot be empty'],
      [{ username: "x' OR 1=1 --" }, 'body.username', 'Account format is incorrect'],
      [{ username: '<script>alert(1)</script>' }, 'body.username', 'Account format is incorrect'],
      [{ affiliateCode: 'NOPE999' }, 'body.affiliateCode', 'Invalid invitation code'],
    ];
    for (const [override, field, message] of cases) {
      const answer = await call('PUT', API_PATHS.register, { body: registration(override), ip: freshIp() });
      expect(answer.status, JSON.stringify(override)).toBe(400);
      expect(answer.json.fields).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await memberCount()).toBe(before);
  });

  it('rejects wrong types, unknown fields and 1 MB strings with 400, never 5xx', async () => {
    const before = await memberCount();
    const huge = 'a'.repeat(1024 * 1024 - 200);
    for (const body of [
      registration({ username: 12345 }),
      registration({ termsAccepted: 'yes' }),
      registration({ isAdmin: true }),
      registration({ nickname: huge.slice(0, 900_000) }),
      [],
      'plain',
    ]) {
      const answer = await call('PUT', API_PATHS.register, { body, ip: freshIp() });
      expect([400, 413, 415]).toContain(answer.status);
    }
    expect(await memberCount()).toBe(before);
  });

  it('answers a taken account name (in any case) with 409 and keeps one account', async () => {
    const first = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Unique777' }),
      ip: freshIp(),
    });
    expect(first.status).toBe(201);
    const again = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'unique777' }),
      ip: freshIp(),
    });
    expect(again.status).toBe(409);
    expect(again.json.code).toBe('ACCOUNT_TAKEN');
  });

  it('puts a member registered with an agent affiliate code under that agent', async () => {
    const affiliate = await call('GET', `${API_PATHS.affiliate}?code=nova2026`);
    expect(affiliate.json.value).toEqual({ valid: true, code: 'nova2026' });
    expect((await call('GET', `${API_PATHS.affiliate}?code=WRONG1`)).json.value).toMatchObject({
      valid: false,
    });

    const answer = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Downline01', affiliateCode: 'NOVA2026' }),
      ip: freshIp(),
    });
    expect(answer.status).toBe(201);
    const [row] = await t.database.db.select().from(members).where(eq(members.account, 'Downline01'));
    const [agent] = await t.database.db.select().from(members).where(eq(members.account, 'agent01'));
    expect(row?.uplineId).toBe(agent?.id);
  });
});

describe('registration by mobile with an SMS code', () => {
  it('sends a code, refuses a second send within a second, registers with the code once only', async () => {
    const ip = freshIp();
    const sms = { mobileNum: '0123456780', countryDialingCode: '60', purpose: 'REGISTER' };
    const sent = await call('POST', API_PATHS.smsNoLogin, {
      body: { ...sms, ...(await solvedCaptcha(t.app, ip)) },
      ip,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.value).toEqual({ expiredMinutes: 5 });
    const again = await call('POST', API_PATHS.smsNoLogin, {
      body: { ...sms, ...(await solvedCaptcha(t.app, ip)) },
      ip,
    });
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();

    const code = await latestCode('+60123456780');
    const body = registration({
      username: undefined,
      mobileNum: '0123456780',
      countryDialingCode: '60',
      verificationCode: code,
    });
    delete (body as Record<string, unknown>).username;
    const registered = await call('PUT', API_PATHS.registerMobile, { body, ip });
    expect(registered.status).toBe(201);

    // The same code cannot register (or do anything) twice.
    const reuse = await call('PUT', API_PATHS.registerMobile, {
      body: { ...body, mobileNum: '0123456781' },
      ip: freshIp(),
    });
    expect(reuse.status).toBe(400);
    expect(reuse.json.code).toBe('VERIFICATION_CODE_INVALID');
  });

  it('gives the spec phone messages for bad numbers and a taken number', async () => {
    const bad = await call('POST', API_PATHS.smsNoLogin, {
      body: {
        mobileNum: '12ab',
        countryDialingCode: '60',
        purpose: 'REGISTER',
        ...(await solvedCaptcha(t.app)),
      },
      ip: freshIp(),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid phone number format.');
    const missing = await call('POST', API_PATHS.smsNoLogin, {
      body: { countryDialingCode: '60', purpose: 'REGISTER', ...(await solvedCaptcha(t.app)) },
      ip: freshIp(),
    });
    expect(missing.json.fields).toEqual([
      expect.objectContaining({ field: 'body.mobileNum', message: 'Please enter a valid phone number.' }),
    ]);
    const taken = await call('POST', API_PATHS.smsNoLogin, {
      body: {
        mobileNum: '123456780',
        countryDialingCode: '60',
        purpose: 'REGISTER',
        ...(await solvedCaptcha(t.app)),
      },
      ip: freshIp(),
    });
    expect(taken.json.code).toBe('MOBILE_TAKEN');
  });
});

describe('login, logout and sessions', () => {
  it('logs in by username, and the token dies at logout', async () => {
    const login = await call('POST', API_PATHS.login, {
      body: { username: 'DEMO01', password: 'Demo1234' },
      ip: freshIp(),
    });
    expect(login.status).toBe(200);
    const token = login.json.value?.token as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await call('GET', API_PATHS.memberInfo, { token })).status).toBe(200);
    expect((await call('DELETE', API_PATHS.logout, { token })).status).toBe(200);
    const after = await call('GET', API_PATHS.memberInfo, { token });
    expect(after.status).toBe(401);
    expect(after.json.code).toBe('UNAUTHORIZED');
  });

  it('answers a wrong password and an unknown account the same way', async () => {
    const wrong = await call('POST', API_PATHS.login, {
      body: { username: 'agent01', password: 'nope-nope' },
      ip: freshIp(),
    });
    const unknown = await call('POST', API_PATHS.login, {
      body: { username: 'ghost99', password: 'nope-nope' },
      ip: freshIp(),
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json.message).toBe('Wrong account or password');
    expect(unknown.json.message).toBe(wrong.json.message);
  });

  it('ends the session after the idle time', async () => {
    const login = await call('POST', API_PATHS.login, {
      body: { username: 'demo01', password: 'Demo1234' },
      ip: freshIp(),
    });
    const token = login.json.value?.token as string;
    advance(31 * 60_000);
    expect((await call('GET', API_PATHS.memberInfo, { token })).status).toBe(401);
  });

  it('lets only agents in through the agent page, with the spec message', async () => {
    const member = await call('POST', API_PATHS.loginV2, {
      body: { type: 'username', username: 'demo01', password: 'Demo1234', loginPage: 'agent' },
      ip: freshIp(),
    });
    expect(member.status).toBe(403);
    expect(member.json.message).toBe('Non-agents cannot log in');
    const agent = await call('POST', API_PATHS.loginV2, {
      body: { type: 'username', username: 'agent01', password: 'Agent1234', loginPage: 'agent' },
      ip: freshIp(),
    });
    expect(agent.status).toBe(200);
    const info = await call('GET', API_PATHS.memberInfo, { token: agent.json.value?.token as string });
    expect(info.json.value).toMatchObject({ isAgent: true, type: 1 });
  });

  it('never logs in after 1,000 wrong passwords from one address, and locks the account with Retry-After', async () => {
    await call('PUT', API_PATHS.register, { body: registration({ username: 'Target01' }), ip: freshIp() });
    const ip = freshIp();
    let captcha: { captchaKey: string; captcha: string } | undefined;
    const statuses = new Map<number, number>();
    let lastLocked: { status: number; json: Json; headers: Record<string, unknown> } | undefined;
    for (let attempt = 0; attempt < 1000; attempt++) {
      const answer = await call('POST', API_PATHS.login, {
        body: { username: 'Target01', password: `guess-${attempt}`, ...captcha },
        ip,
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(answer.status).not.toBe(200);
      if (answer.status === 429) lastLocked = answer;
      captcha = undefined;
      if (answer.json.value?.captcha) {
        const key = `brute${attempt}xx`;
        captcha = { captchaKey: key, captcha: await captchaFor(key) };
      }
    }
    expect(statuses.get(401)).toBeGreaterThanOrEqual(3);
    expect(statuses.get(429)).toBeGreaterThan(900);
    expect(lastLocked?.headers['retry-after']).toBeDefined();
    expect(lastLocked?.json.message).toBe('Too many requests, please try again after 5 minutes.');
    // The right password is refused too while the lock lasts.
    const right = await call('POST', API_PATHS.login, {
      body: { username: 'Target01', password: 'Secret123' },
      ip: freshIp(),
    });
    expect(right.status).toBe(429);
  }, 120_000); // A thousand logins through the whole stack: seconds alone, far longer on a busy machine.

  it('asks for a captcha after failures, and a captcha answer works only once', async () => {
    await call('PUT', API_PATHS.register, { body: registration({ username: 'Captcha01' }), ip: freshIp() });
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      await call('POST', API_PATHS.login, { body: { username: 'Captcha01', password: 'wrong-one' }, ip });
    const asked = await call('POST', API_PATHS.login, {
      body: { username: 'Captcha01', password: 'Secret123' },
      ip,
    });
    expect(asked.status).toBe(400);
    expect(asked.json).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

    const image = await call('GET', `${API_PATHS.captcha}?key=onceonly1`);
    expect(
      Buffer.from(image.json.value as unknown as string, 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const { json } = await call('GET', '/dev/captcha/onceonly1');
    const answer = json.value as unknown as string;
    const ok = await call('POST', API_PATHS.login, {
      body: { username: 'Captcha01', password: 'Secret123', captchaKey: 'onceonly1', captcha: answer },
      ip,
    });
    expect(ok.status).toBe(200);
    const reused = await call('POST', API_PATHS.login, {
      body: { username: 'Captcha01', password: 'wrong', captchaKey: 'onceonly1', captcha: answer },
      ip,
    });
    expect(reused.status).not.toBe(200);
  });
});

describe('passwords', () => {
  it('changes the password: old tokens get 401, the new token works, the new password logs in', async () => {
    await call('PUT', API_PATHS.register, { body: registration({ username: 'Changer01' }), ip: freshIp() });
    const first = await call('POST', API_PATHS.login, {
      body: { username: 'Changer01', password: 'Secret123' },
      ip: freshIp(),
    });
    const second = await call('POST', API_PATHS.login, {
      body: { username: 'Changer01', password: 'Secret123' },
      ip: freshIp(),
    });
    const oldToken = first.json.value?.token as string;

    const wrongOld = await call('POST', API_PATHS.changePassword, {
      token: oldToken,
      body: { oldPassword: 'nope', newPassword: 'Better456', confirmNewPassword: 'Better456' },
    });
    expect(wrongOld.status).toBe(400);
    const mismatch = await call('POST', API_PATHS.changePassword, {
      token: oldToken,
      body: { oldPassword: 'Secret123', newPassword: 'Better456', confirmNewPassword: 'Better457' },
    });
    expect(mismatch.json.fields).toContainEqual(
      expect.objectContaining({ message: 'Confirmation password is not correct.' }),
    );

    const changed = await call('POST', API_PATHS.changePassword, {
      token: oldToken,
      body: { oldPassword: 'Secret123', newPassword: 'Better456', confirmNewPassword: 'Better456' },
    });
    expect(changed.status).toBe(200);
    const newToken = changed.json.value?.token as string;
    expect((await call('GET', API_PATHS.memberInfo, { token: oldToken })).status).toBe(401);
    expect(
      (await call('GET', API_PATHS.memberInfo, { token: second.json.value?.token as string })).status,
    ).toBe(401);
    expect((await call('GET', API_PATHS.memberInfo, { token: newToken })).status).toBe(200);
    const relogin = await call('POST', API_PATHS.login, {
      body: { username: 'Changer01', password: 'Better456' },
      ip: freshIp(),
    });
    expect(relogin.status).toBe(200);
  });

  it('resets by phone with an SMS code and logs the member in', async () => {
    const ip = freshIp();
    await call('POST', API_PATHS.smsNoLogin, {
      body: {
        mobileNum: '123450001',
        countryDialingCode: '60',
        purpose: 'REGISTER',
        ...(await solvedCaptcha(t.app, ip)),
      },
      ip,
    });
    const code = await latestCode('+60123450001');
    const reg = registration({
      username: 'Phone01',
      mobileNum: '123450001',
      countryDialingCode: '60',
      verificationCode: code,
    });
    expect((await call('PUT', API_PATHS.register, { body: reg, ip })).status).toBe(201);

    advance(2000);
    const resetIp = freshIp();
    await call('POST', API_PATHS.smsNoLogin, {
      body: {
        mobileNum: '123450001',
        countryDialingCode: '60',
        purpose: 'RESET_PASSWORD',
        ...(await solvedCaptcha(t.app, resetIp)),
      },
      ip: resetIp,
    });
    const resetCode = await latestCode('+60123450001');
    const reset = await call('POST', API_PATHS.resetPasswordByPhone, {
      body: {
        mobileNum: '123450001',
        countryDialingCode: '60',
        verificationCode: resetCode,
        newPassword: 'Fresh789',
        confirmNewPassword: 'Fresh789',
      },
      ip: resetIp,
    });
    expect(reset.status).toBe(200);
    expect(
      (await call('GET', API_PATHS.memberInfo, { token: reset.json.value?.token as string })).status,
    ).toBe(200);
    expect(
      (
        await call('POST', API_PATHS.login, {
          body: { username: 'Phone01', password: 'Fresh789' },
          ip: resetIp,
        })
      ).status,
    ).toBe(200);
  });

  it('asks a login from an unseen address for extra verification, and accepts the SMS code it sends', async () => {
    // Phone01 has a verified mobile from the test above, so a new address must prove it.
    advance(2000);
    const ip = freshIp();
    const asked = await call('POST', API_PATHS.login, {
      body: { username: 'Phone01', password: 'Fresh789' },
      ip,
    });
    expect(asked.status).toBe(403);
    expect(asked.json).toMatchObject({
      code: 'EXTRA_VERIFICATION_REQUIRED',
      value: { methods: ['SMS'], codeSent: 'SMS' },
    });
    const code = await latestCode('+60123450001');
    const wrong = await call('POST', API_PATHS.login, {
      body: {
        username: 'Phone01',
        password: 'Fresh789',
        extraVerification: { method: 'SMS', value: '000000' },
      },
      ip,
    });
    expect(wrong.status).toBe(401);
    const proven = await call('POST', API_PATHS.login, {
      body: { username: 'Phone01', password: 'Fresh789', extraVerification: { method: 'SMS', value: code } },
      ip,
    });
    expect(proven.status).toBe(200);
    // The address is known from now on.
    expect(
      (await call('POST', API_PATHS.login, { body: { username: 'Phone01', password: 'Fresh789' }, ip }))
        .status,
    ).toBe(200);
  });

  it('e-mails a temporary password that must be changed at the next login', async () => {
    await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Mailer01', email: 'mailer@example.com' }),
      ip: freshIp(),
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: API_PATHS.forgotPasswordEmail,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=Mailer01&email=other%40example.com',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Username/Email does not exist');
    const sent = await t.app.inject({
      method: 'POST',
      url: API_PATHS.forgotPasswordEmail,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=Mailer01&email=MAILER%40example.com',
    });
    expect(sent.statusCode).toBe(200);
    const { json } = await call('GET', '/dev/outbox?destination=mailer%40example.com&channel=email&limit=1');
    const temporary = (json.value as unknown as { body: string }[])[0]?.body.match(/is (\w+)\./)?.[1];
    expect(temporary).toBeTruthy();
    const login = await call('POST', API_PATHS.login, {
      body: { username: 'Mailer01', password: temporary },
      ip: freshIp(),
    });
    expect(login.json.value).toMatchObject({ passwordIsDefault: true });
    const token = login.json.value?.token as string;
    // Until the change, only the change itself (and member info, logout) is allowed.
    expect((await call('GET', API_PATHS.loginHistory, { token })).json.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const changed = await call('POST', API_PATHS.changePassword, {
      token,
      body: { oldPassword: temporary, newPassword: 'Chosen123', confirmNewPassword: 'Chosen123' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await call('GET', API_PATHS.loginHistory, { token: changed.json.value?.token as string })).status,
    ).toBe(200);
  });
});

describe('trial members', () => {
  it('free play makes a type 4 member who may browse but not use real-account features', async () => {
    const trial = await call('POST', API_PATHS.freePlayLogin, {
      body: { os: 'web', platform: 'W', gatewayVersion: 3 },
      ip: freshIp(),
    });
    expect(trial.status).toBe(200);
    const token = trial.json.value?.token as string;
    const info = await call('GET', API_PATHS.memberInfo, { token });
    expect(info.json.value).toMatchObject({ type: 4, isTrial: true });
    const blocked = await call('PUT', API_PATHS.profile, { token, body: { nickname: 'Real' } });
    expect(blocked.status).toBe(403);
    expect(blocked.json.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('one member cannot touch another', () => {
  it('every call acts on the caller only, whatever ids the body names', async () => {
    const a = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Alice001' }),
      ip: freshIp(),
    });
    const b = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Bobby001' }),
      ip: freshIp(),
    });
    const aliceToken = a.json.value?.token as string;
    const bobToken = b.json.value?.token as string;
    const bobInfo = await call('GET', API_PATHS.memberInfo, { token: bobToken });
    // Smuggling an id is refused outright rather than ignored.
    const smuggled = await call('PUT', API_PATHS.profile, {
      token: aliceToken,
      body: { nickname: 'Hacked', memberId: bobInfo.json.value?.id },
    });
    expect(smuggled.status).toBe(400);
    const withQuery = await call('GET', `${API_PATHS.memberInfo}?id=${bobInfo.json.value?.id}`, {
      token: aliceToken,
    });
    expect(withQuery.status).toBe(400);
    await call('PUT', API_PATHS.profile, { token: aliceToken, body: { nickname: 'AliceNew' } });
    const bobAfter = await call('GET', API_PATHS.memberInfo, { token: bobToken });
    expect(bobAfter.json.value?.nickname).toBe(bobInfo.json.value?.nickname);
  });
});

describe('third-party sign-in', () => {
  it('a first Google sign-in creates the member, the next one finds the same member', async () => {
    const idToken = await issueSandboxToken(t.ctx.config, {
      channel: 'GOOGLE',
      subject: 'google-user-1',
      email: 'g1@example.com',
      name: 'Gina',
    });
    const first = await call('POST', API_PATHS.identityLogin, {
      body: { firebaseChannel: 'GOOGLE', firebaseIdToken: idToken },
      ip: freshIp(),
    });
    expect(first.status).toBe(200);
    const info = await call('GET', API_PATHS.memberInfo, { token: first.json.value?.token as string });
    expect(info.json.value).toMatchObject({ nickname: 'Gina', email: 'g1@example.com', emailVerified: true });
    const second = await call('POST', API_PATHS.identityLogin, {
      body: { firebaseChannel: 'GOOGLE', firebaseIdToken: idToken },
      ip: freshIp(),
    });
    const again = await call('GET', API_PATHS.memberInfo, { token: second.json.value?.token as string });
    expect(again.json.value?.id).toBe(info.json.value?.id);
    const [row] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.id, info.json.value?.id as number));
    expect(row?.firebaseChannel).toBe('GOOGLE');
  });

  it('a phone sign-in binds the verified number, and a forged token is refused', async () => {
    const idToken = await issueSandboxToken(t.ctx.config, {
      channel: 'PHONE',
      subject: 'phone-user-1',
      phoneNumber: '+60198765432',
    });
    const signed = await call('POST', API_PATHS.identityLogin, {
      body: { firebaseChannel: 'PHONE', firebaseIdToken: idToken },
      ip: freshIp(),
    });
    const info = await call('GET', API_PATHS.memberInfo, { token: signed.json.value?.token as string });
    expect(info.json.value).toMatchObject({
      countryDialingCode: '60',
      mobileNum: '198765432',
      mobileVerified: true,
    });
    const forged = `${idToken.slice(0, -4)}AAAA`;
    const refused = await call('POST', API_PATHS.identityLogin, {
      body: { firebaseChannel: 'PHONE', firebaseIdToken: forged },
      ip: freshIp(),
    });
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe('Login failure. Please try again.');
  });
});

describe('security centre', () => {
  it('sets the real name once, binds an e-mail with its code, sets the payment password and lists logins', async () => {
    const registered = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Secure01' }),
      ip: freshIp(),
    });
    const token = registered.json.value?.token as string;
    expect((await call('PUT', API_PATHS.profile, { token, body: { payeeName: 'Ali Baba' } })).status).toBe(
      200,
    );
    const twice = await call('PUT', API_PATHS.profile, { token, body: { payeeName: 'Someone Else' } });
    expect(twice.status).toBe(409);

    expect(
      (await call('POST', API_PATHS.emailCode, { token, body: { email: 'secure@example.com' } })).status,
    ).toBe(200);
    const { json } = await call('GET', '/dev/outbox?destination=secure%40example.com&channel=email&limit=1');
    const code = (json.value as unknown as { body: string }[])[0]?.body.match(/\b(\d{6})\b/)?.[1];
    const bound = await call('POST', API_PATHS.bindEmail, {
      token,
      body: { email: 'secure@example.com', verificationCode: code },
    });
    expect(bound.status).toBe(200);

    const noLoginPassword = await call('POST', API_PATHS.paymentPassword, {
      token,
      body: { newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(noLoginPassword.status).toBe(400);
    const set = await call('POST', API_PATHS.paymentPassword, {
      token,
      body: { loginPassword: 'Secret123', newPaymentPassword: '123456', confirmPaymentPassword: '123456' },
    });
    expect(set.status).toBe(200);
    const info = await call('GET', API_PATHS.memberInfo, { token });
    expect(info.json.value).toMatchObject({
      payeeName: 'Ali Baba',
      email: 'secure@example.com',
      emailVerified: true,
      hasPaymentPassword: true,
    });
    const history = await call('GET', API_PATHS.loginHistory, { token });
    expect(((history.json.value?.list ?? []) as unknown[]).length).toBeGreaterThanOrEqual(1);
  });

  it('refuses crafted requests with the field errors the security forms show', async () => {
    const registered = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Crafted01' }),
      ip: freshIp(),
    });
    const token = registered.json.value?.token as string;
    const fieldsOf = async (path: string, body: Record<string, unknown>) =>
      (await call('POST', path, { token, body })).json.fields;
    expect(
      await fieldsOf(API_PATHS.bindEmail, { email: 'player@nowhere', verificationCode: '123456' }),
    ).toEqual([expect.objectContaining({ field: 'body.email', key: 'email_format' })]);
    expect(
      await fieldsOf(API_PATHS.paymentPassword, {
        loginPassword: 'Secret123',
        newPaymentPassword: '12ab',
        confirmPaymentPassword: '12ab',
      }),
    ).toEqual([
      expect.objectContaining({
        field: 'body.newPaymentPassword',
        key: 'pattern_digits',
        params: { min: 6, max: 6 },
      }),
    ]);
    expect(await fieldsOf(API_PATHS.totpConfirm, { code: '12' })).toEqual([
      expect.objectContaining({ field: 'body.code', key: 'verification_code_invalid' }),
    ]);
  });

  it('turns on Google Authenticator only with a valid code from the new secret', async () => {
    const registered = await call('PUT', API_PATHS.register, {
      body: registration({ username: 'Totp0001' }),
      ip: freshIp(),
    });
    const token = registered.json.value?.token as string;
    const setup = await call('POST', API_PATHS.totpSetup, { token });
    const secret = setup.json.value?.secret as string;
    expect(setup.json.value?.otpauthUrl).toContain('otpauth://totp/');
    expect((await call('POST', API_PATHS.totpConfirm, { token, body: { code: '000000' } })).status).toBe(400);
    const code = generateSync({ secret, epoch: Math.floor(now().getTime() / 1000) });
    expect((await call('POST', API_PATHS.totpConfirm, { token, body: { code } })).status).toBe(200);
    expect((await call('GET', API_PATHS.memberInfo, { token })).json.value?.totpEnabled).toBe(true);
  });
});
