import { createHash } from 'node:crypto';
import { count } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, productionEnv } from '../../test/test-app.ts';
import { seedDemoOperator, seedOperator } from './operators.seed.ts';
import { auditLog, operatorSessions } from './operators.tables.ts';

const PASSWORD = 'correct horse battery';
const START = new Date('2026-06-01T12:00:00Z');

/** The app on a clock the test moves, so lockouts, session expiry and TOTP steps are exact. */
async function appOnClock(env?: Record<string, string>) {
  const clock = { now: START };
  const t = await createTestApp({ env, now: () => clock.now });
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const login = (username: string, password = PASSWORD, totpCode?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/wps/admin/session/login',
      payload: { username, password, ...(totpCode ? { totpCode } : {}) },
    });
  const tokenOf = async (username: string, totpCode?: string) => {
    const res = await login(username, PASSWORD, totpCode);
    expect(res.statusCode).toBe(200);
    return res.json().value.token as string;
  };
  const call = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const code = (secret: string) => generate({ secret, epoch: Math.floor(clock.now.getTime() / 1000) });
  const auditCount = async () => (await t.database.db.select({ n: count() }).from(auditLog))[0]?.n ?? 0;
  const lastAudit = async () =>
    (await t.database.db.select().from(auditLog).orderBy(auditLog.id)).at(-1) ?? expect.unreachable();
  return { t, clock, advance, login, tokenOf, call, code, auditCount, lastAudit };
}

const withoutRequestId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });

describe('operator API', () => {
  let h: Awaited<ReturnType<typeof appOnClock>>;
  let adminToken: string;
  beforeAll(async () => {
    h = await appOnClock();
    const seed = (username: string, role: 'admin' | 'finance' | 'content' | 'support') =>
      seedOperator(
        h.t.database.db,
        h.t.merchantId,
        { username, password: PASSWORD, role },
        h.t.ctx.system.now(),
      );
    await seed('boss', 'admin');
    await Promise.all([
      seed('Fiona', 'finance'),
      seed('locky', 'support'),
      seed('totpy', 'content'),
      seed('sally', 'support'),
      seed('idle', 'support'),
    ]);
    adminToken = await h.tokenOf('boss');
  });
  afterAll(() => h.t.close());

  it('logs an operator in with a 256-bit token of which only the SHA-256 is stored, and answers me', async () => {
    const res = await h.login('boss');
    expect(res.statusCode).toBe(200);
    const { token, operator } = res.json().value;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(operator).toMatchObject({
      username: 'boss',
      role: 'admin',
      totpEnabled: false,
      totpSetupRequired: false,
    });
    expect(operator.permissions).toEqual(expect.arrayContaining(['operators.manage', 'audit.read']));
    const stored = await h.t.database.db
      .select({ tokenHash: operatorSessions.tokenHash })
      .from(operatorSessions);
    expect(stored.map((s) => s.tokenHash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(stored.map((s) => s.tokenHash)).not.toContain(token);

    const me = await h.call(token, 'GET', '/wps/admin/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().value).toMatchObject({ username: 'boss', role: 'admin' });
    // The login name is matched regardless of case.
    expect((await h.login('FIONA')).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await h.login('Fiona', 'not the password');
    const unknown = await h.login('nobody-here', 'not the password');
    const injection = await h.login("boss' OR '1'='1", PASSWORD);
    for (const res of [wrong, unknown, injection]) expect(res.statusCode).toBe(401);
    expect(withoutRequestId(wrong.json())).toEqual(withoutRequestId(unknown.json()));
    expect(wrong.json()).toMatchObject({
      success: false,
      code: 'INVALID_CREDENTIALS',
      message: 'Wrong account or password',
    });
    expect(withoutRequestId(injection.json())).toEqual(withoutRequestId(unknown.json()));
  });

  it('locks an account for five minutes after five failures in a row, answering 429 with Retry-After', async () => {
    for (let i = 0; i < 4; i++) expect((await h.login('locky', 'wrong')).statusCode).toBe(401);
    const fifth = await h.login('locky', 'wrong');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.headers['retry-after']).toBe('300');
    expect(fifth.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });

    h.advance(60_000);
    const rightButLocked = await h.login('locky');
    expect(rightButLocked.statusCode).toBe(429);
    expect(rightButLocked.headers['retry-after']).toBe('240');

    h.advance(240_000);
    expect((await h.login('locky')).statusCode).toBe(200);
  });

  it('a successful login clears the failure count', async () => {
    for (let i = 0; i < 4; i++) await h.login('sally', 'wrong');
    expect((await h.login('sally')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await h.login('sally', 'wrong')).statusCode).toBe(401);
    expect((await h.login('sally')).statusCode).toBe(200);
  });

  it('enforces TOTP once set up: code required, wrong or replayed code refused', async () => {
    const token = await h.tokenOf('totpy');
    const setup = await h.call(token, 'POST', '/wps/admin/me/totp/setup');
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl } = setup.json().value;
    expect(otpauthUrl).toContain(`secret=${secret}`);
    expect(otpauthUrl).toContain('totpy');

    const wrongCode = (await h.code(secret)) === '000000' ? '111111' : '000000';
    const refused = await h.call(token, 'POST', '/wps/admin/me/totp/confirm', { code: wrongCode });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VERIFICATION_CODE_INVALID');
    // Still off: the password alone still logs in.
    expect((await h.login('totpy')).statusCode).toBe(200);

    const confirmCode = await h.code(secret);
    const confirmed = await h.call(token, 'POST', '/wps/admin/me/totp/confirm', { code: confirmCode });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value.totpEnabled).toBe(true);
    expect((await h.call(token, 'POST', '/wps/admin/me/totp/setup')).json().code).toBe('ALREADY_SET');

    const noCode = await h.login('totpy');
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().code).toBe('TOTP_REQUIRED');
    expect((await h.login('totpy', PASSWORD, wrongCode)).statusCode).toBe(400);
    // The code that confirmed the setup cannot be used again.
    expect((await h.login('totpy', PASSWORD, confirmCode)).json().code).toBe('VERIFICATION_CODE_INVALID');

    h.advance(30_000);
    const fresh = await h.code(secret);
    const ok = await h.login('totpy', PASSWORD, fresh);
    expect(ok.statusCode).toBe(200);
    expect((await h.login('totpy', PASSWORD, fresh)).statusCode).toBe(400);
    // The right code after a wrong password is still a wrong password.
    h.advance(30_000);
    expect((await h.login('totpy', 'wrong', await h.code(secret))).json().code).toBe('INVALID_CREDENTIALS');
  });

  it('refuses operator management and the audit log to a finance operator (403) and records nothing', async () => {
    const token = await h.tokenOf('Fiona');
    const before = await h.auditCount();
    const attempts = [
      await h.call(token, 'GET', '/wps/admin/operators'),
      await h.call(token, 'POST', '/wps/admin/operators', {
        username: 'sneaky',
        password: PASSWORD,
        role: 'admin',
      }),
      await h.call(token, 'PATCH', '/wps/admin/operators/1', { role: 'finance' }),
      await h.call(token, 'GET', '/wps/admin/audit'),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await h.auditCount()).toBe(before);
    expect((await h.login('sneaky')).statusCode).toBe(401);
    const me = (await h.call(token, 'GET', '/wps/admin/me')).json().value;
    expect(me.permissions).toEqual([
      'members.read',
      'finance.deposits',
      'finance.withdrawals',
      'finance.adjust',
      'reports.read',
    ]);
  });

  it('answers 401 without a token, with a garbage or a member-style token', async () => {
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer not-a-real-token-at-all-xxxxxxxx',
      `Basic ${adminToken}`,
    ]) {
      const res = await h.t.app.inject({
        url: '/wps/admin/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('logout revokes the token', async () => {
    const token = await h.tokenOf('sally');
    const out = await h.call(token, 'DELETE', '/wps/admin/session/logout');
    expect(out.statusCode).toBe(200);
    expect((await h.call(token, 'GET', '/wps/admin/me')).statusCode).toBe(401);
    expect((await h.call(token, 'DELETE', '/wps/admin/session/logout')).statusCode).toBe(401);
  });

  it('ends a session after 30 idle minutes, and after 12 hours however active', async () => {
    const idleToken = await h.tokenOf('idle');
    h.advance(31 * 60_000);
    expect((await h.call(idleToken, 'GET', '/wps/admin/me')).statusCode).toBe(401);

    const busyToken = await h.tokenOf('idle');
    for (let elapsed = 0; elapsed < 11 * 60 + 30; elapsed += 25) {
      h.advance(25 * 60_000);
      expect((await h.call(busyToken, 'GET', '/wps/admin/me')).statusCode).toBe(200);
    }
    // 12 h 05 min after login, 25 min after the last call: only the absolute limit ends it.
    h.advance(25 * 60_000);
    expect((await h.call(busyToken, 'GET', '/wps/admin/me')).statusCode).toBe(401);
    adminToken = await h.tokenOf('boss');
  });

  it('creates, lists and disables operators; a disabled operator is logged out and cannot log in', async () => {
    const created = await h.call(adminToken, 'POST', '/wps/admin/operators', {
      username: 'newbie',
      password: PASSWORD,
      role: 'support',
    });
    expect(created.statusCode).toBe(201);
    const newbie = created.json().value;
    expect(newbie).toMatchObject({
      username: 'newbie',
      role: 'support',
      status: 'active',
      totpEnabled: false,
    });

    const taken = await h.call(adminToken, 'POST', '/wps/admin/operators', {
      username: 'NEWBIE',
      password: PASSWORD,
      role: 'admin',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('ACCOUNT_TAKEN');

    const list = await h.call(adminToken, 'GET', '/wps/admin/operators?role=support&pageSize=2&pageNo=1');
    expect(list.statusCode).toBe(200);
    expect(list.json().value.list).toHaveLength(2);
    expect(list.json().value.total).toBe(4);
    expect(list.json().value.totalPages).toBe(2);
    expect(JSON.stringify(list.json())).not.toMatch(/password|secret/i);

    const newbieToken = await h.tokenOf('newbie');
    const disabled = await h.call(adminToken, 'PATCH', `/wps/admin/operators/${newbie.id}`, {
      status: 'disabled',
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().value.status).toBe('disabled');
    expect((await h.call(newbieToken, 'GET', '/wps/admin/me')).statusCode).toBe(401);
    const again = await h.login('newbie');
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe('ACCOUNT_DISABLED');
    // Without the right password a disabled account looks like any other.
    expect((await h.login('newbie', 'wrong')).json().code).toBe('INVALID_CREDENTIALS');

    // An admin cannot disable or demote themselves, so one admin always remains.
    const bossId = (await h.call(adminToken, 'GET', '/wps/admin/me')).json().value.id;
    const self = await h.call(adminToken, 'PATCH', `/wps/admin/operators/${bossId}`, { status: 'disabled' });
    expect(self.statusCode).toBe(403);
    expect((await h.call(adminToken, 'GET', '/wps/admin/me')).statusCode).toBe(200);
  });

  it('writes exactly one audit row, with before and after, for every change; none for a refused one', async () => {
    const created = async () => {
      const before = await h.auditCount();
      const res = await h.call(adminToken, 'POST', '/wps/admin/operators', {
        username: 'audited',
        password: PASSWORD,
        role: 'support',
      });
      expect(await h.auditCount()).toBe(before + 1);
      return res.json().value.id as number;
    };
    const id = await created();
    const createRow = await h.lastAudit();
    expect(createRow).toMatchObject({
      merchantId: h.t.merchantId,
      action: 'operator.create',
      objectType: 'operator',
      objectId: String(id),
      before: null,
      after: { username: 'audited', role: 'support', status: 'active', totpEnabled: false },
      ip: '127.0.0.1',
    });
    expect(createRow.operatorId).toBe((await h.call(adminToken, 'GET', '/wps/admin/me')).json().value.id);
    expect(createRow.requestId).toBeTruthy();

    const steps: [string, () => Promise<unknown>, object][] = [
      [
        'operator.update',
        () => h.call(adminToken, 'PATCH', `/wps/admin/operators/${id}`, { role: 'content' }),
        { before: { role: 'support' }, after: { role: 'content' } },
      ],
      [
        'operator.update',
        () =>
          h.call(adminToken, 'PATCH', `/wps/admin/operators/${id}`, { password: 'another long password' }),
        { after: { passwordChanged: true } },
      ],
      ['operator.login', () => h.login('audited', 'another long password'), { objectId: String(id) }],
      ['operator.login_failed', () => h.login('audited', 'wrong'), { after: { failedLogins: 1 } }],
    ];
    for (const [action, run, expected] of steps) {
      const before = await h.auditCount();
      await run();
      expect(await h.auditCount()).toBe(before + 1);
      expect(await h.lastAudit()).toMatchObject({ action, ...expected });
    }

    const before = await h.auditCount();
    const refused = [
      await h.call(adminToken, 'POST', '/wps/admin/operators', {
        username: 'audited',
        password: PASSWORD,
        role: 'admin',
      }),
      await h.call(adminToken, 'PATCH', '/wps/admin/operators/999999', { role: 'content' }),
      await h.call(adminToken, 'PATCH', `/wps/admin/operators/${id}`, { role: 'superuser' }),
      await h.login('nobody-at-all', 'wrong'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([409, 404, 400, 401]);
    expect(await h.auditCount()).toBe(before);

    const rows = await h.t.database.db.select().from(auditLog);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain('another long password');
    expect(stored).not.toMatch(/passwordHash|\$argon2/);
  });

  it('serves the audit log to admins, newest first, filtered and paged', async () => {
    const me = (await h.call(adminToken, 'GET', '/wps/admin/me')).json().value;
    const res = await h.call(
      adminToken,
      'GET',
      `/wps/admin/audit?action=operator.create&operatorId=${me.id}&pageSize=1`,
    );
    expect(res.statusCode).toBe(200);
    const { list, total, totalPages } = res.json().value;
    expect(total).toBe(2); // 'newbie' and 'audited'
    expect(totalPages).toBe(2);
    expect(list[0]).toMatchObject({
      action: 'operator.create',
      operatorUsername: 'boss',
      after: { username: 'audited' },
    });

    const seeded = await h.call(adminToken, 'GET', '/wps/admin/audit?action=operator.create&pageSize=200');
    // The seeded operators were created by the system itself.
    expect(
      seeded.json().value.list.filter((e: { operatorId: number | null }) => e.operatorId === null),
    ).toHaveLength(6);

    const future = await h.call(adminToken, 'GET', '/wps/admin/audit?from=2099-01-01T00:00:00Z');
    expect(future.json().value).toEqual({ list: [], total: 0, totalPages: 0 });
  });

  it("cannot see or touch another merchant's operators", async () => {
    const other = await addSecondMerchant(h.t, {
      code: 'OTHER',
      brandName: 'Other',
      licenseNumber: '1',
      domain: 'other.example',
    });
    const outsiderId = await seedOperator(
      h.t.database.db,
      other.id,
      {
        username: 'outsider',
        password: PASSWORD,
        role: 'admin',
      },
      h.t.ctx.system.now(),
    );
    const patch = await h.call(adminToken, 'PATCH', `/wps/admin/operators/${outsiderId}`, {
      status: 'disabled',
    });
    expect(patch.statusCode).toBe(404);
    const list = await h.call(adminToken, 'GET', '/wps/admin/operators?pageSize=200');
    expect(list.json().value.list.map((o: { username: string }) => o.username)).not.toContain('outsider');
    const audit = await h.call(adminToken, 'GET', `/wps/admin/audit?objectId=${outsiderId}`);
    expect(
      audit.json().value.list.some((e: { after: { username?: string } }) => e.after?.username === 'outsider'),
    ).toBe(false);
    // This site's login does not know the other merchant's staff.
    expect((await h.login('outsider')).statusCode).toBe(401);
  });

  it('answers bad input with a 400 envelope, never 5xx', async () => {
    const huge = 'a'.repeat(1_000_000);
    const bodies: [string, 'POST' | 'PATCH', unknown][] = [
      ['/wps/admin/session/login', 'POST', { username: huge, password: 'x' }],
      ['/wps/admin/session/login', 'POST', { username: 'boss', password: huge }],
      ['/wps/admin/session/login', 'POST', { username: 123, password: PASSWORD }],
      ['/wps/admin/session/login', 'POST', { username: 'boss', password: [PASSWORD] }],
      ['/wps/admin/session/login', 'POST', { username: 'boss', password: PASSWORD, totpCode: '12ab56' }],
      ['/wps/admin/session/login', 'POST', { username: 'boss', password: PASSWORD, admin: true }],
      ['/wps/admin/session/login', 'POST', { username: '', password: PASSWORD }],
      ['/wps/admin/operators', 'POST', { username: huge, password: PASSWORD, role: 'support' }],
      [
        '/wps/admin/operators',
        'POST',
        { username: '<script>x</script>', password: PASSWORD, role: 'support' },
      ],
      ['/wps/admin/operators', 'POST', { username: 'shorty', password: 'short', role: 'support' }],
      ['/wps/admin/operators', 'POST', { username: 'shorty', password: PASSWORD, role: 'root' }],
      ['/wps/admin/operators/1', 'PATCH', {}],
      ['/wps/admin/operators/1', 'PATCH', { status: 'deleted' }],
      ['/wps/admin/operators/1', 'PATCH', { resetTotp: false }],
      ['/wps/admin/operators/abc', 'PATCH', { role: 'content' }],
      ['/wps/admin/operators/99999999999', 'PATCH', { role: 'content' }],
      ['/wps/admin/me/totp/confirm', 'POST', { code: 123456 }],
    ];
    for (const [url, method, payload] of bodies) {
      const res = await h.call(adminToken, method, url, payload as object);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    for (const query of [
      'pageSize=1000',
      'pageNo=0',
      'from=yesterday',
      'operatorId=x',
      'unknown=1',
      `action=${'a'.repeat(100)}`,
    ]) {
      const res = await h.call(adminToken, 'GET', `/wps/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('operator API in production mode', () => {
  let h: Awaited<ReturnType<typeof appOnClock>>;
  beforeAll(async () => {
    h = await appOnClock(productionEnv());
  });
  afterAll(() => h.t.close());

  it('seeds a demo admin once and prints how to log in', async () => {
    const printed: string[] = [];
    await seedDemoOperator(
      h.t.database.db,
      h.t.merchantId,
      (line) => printed.push(line),
      h.t.ctx.system.now(),
    );
    await seedDemoOperator(
      h.t.database.db,
      h.t.merchantId,
      (line) => printed.push(line),
      h.t.ctx.system.now(),
    );
    expect(printed).toHaveLength(1);
    const password = /with password (\S+) at POST \/wps\/admin\/session\/login$/.exec(printed[0] ?? '')?.[1];
    expect(password).toBeTruthy();
    expect((await h.login('admin', password)).statusCode).toBe(200);
  });

  it('lets an operator without TOTP do nothing but set it up, then everything its role allows', async () => {
    await seedOperator(
      h.t.database.db,
      h.t.merchantId,
      {
        username: 'prodadmin',
        password: PASSWORD,
        role: 'admin',
      },
      h.t.ctx.system.now(),
    );
    const res = await h.login('prodadmin');
    expect(res.statusCode).toBe(200);
    expect(res.json().value.operator.totpSetupRequired).toBe(true);
    const token = res.json().value.token;

    for (const [method, url] of [
      ['GET', '/wps/admin/operators'],
      ['GET', '/wps/admin/audit'],
    ] as const) {
      const blocked = await h.call(token, method, url);
      expect(blocked.statusCode).toBe(401);
      expect(blocked.json().code).toBe('TOTP_REQUIRED');
    }
    const blockedCreate = await h.call(token, 'POST', '/wps/admin/operators', {
      username: 'blocked',
      password: PASSWORD,
      role: 'support',
    });
    expect(blockedCreate.json().code).toBe('TOTP_REQUIRED');
    expect((await h.call(token, 'GET', '/wps/admin/me')).json().value.totpSetupRequired).toBe(true);

    const { secret } = (await h.call(token, 'POST', '/wps/admin/me/totp/setup')).json().value;
    const confirmed = await h.call(token, 'POST', '/wps/admin/me/totp/confirm', {
      code: await h.code(secret),
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().value.totpSetupRequired).toBe(false);

    const list = await h.call(token, 'GET', '/wps/admin/operators');
    expect(list.statusCode).toBe(200);
    expect(list.json().value.list.map((o: { username: string }) => o.username)).toContain('prodadmin');
    // Answers are written from the schema in production: the audit's before and after survive it.
    const audit = await h.call(token, 'GET', '/wps/admin/audit?action=operator.totp_enable');
    expect(audit.json().value.list[0]).toMatchObject({
      before: { totpEnabled: false },
      after: { totpEnabled: true },
    });

    h.advance(30_000);
    expect((await h.login('prodadmin')).json().code).toBe('TOTP_REQUIRED');
    expect((await h.login('prodadmin', PASSWORD, await h.code(secret))).statusCode).toBe(200);
  });

  it('an admin can clear a lost authenticator; the operator is logged out and must set it up again', async () => {
    await seedOperator(
      h.t.database.db,
      h.t.merchantId,
      {
        username: 'prodboss',
        password: PASSWORD,
        role: 'admin',
      },
      h.t.ctx.system.now(),
    );
    const bossLogin = await h.login('prodboss');
    const bossToken = bossLogin.json().value.token;
    const { secret } = (await h.call(bossToken, 'POST', '/wps/admin/me/totp/setup')).json().value;
    await h.call(bossToken, 'POST', '/wps/admin/me/totp/confirm', { code: await h.code(secret) });

    const staffId = await seedOperator(
      h.t.database.db,
      h.t.merchantId,
      {
        username: 'prodstaff',
        password: PASSWORD,
        role: 'support',
      },
      h.t.ctx.system.now(),
    );
    const staffToken = (await h.login('prodstaff')).json().value.token;
    const staffSetup = (await h.call(staffToken, 'POST', '/wps/admin/me/totp/setup')).json().value;
    await h.call(staffToken, 'POST', '/wps/admin/me/totp/confirm', { code: await h.code(staffSetup.secret) });
    expect((await h.call(staffToken, 'GET', '/wps/admin/me')).json().value.totpEnabled).toBe(true);

    const reset = await h.call(bossToken, 'PATCH', `/wps/admin/operators/${staffId}`, { resetTotp: true });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().value.totpEnabled).toBe(false);
    expect((await h.call(staffToken, 'GET', '/wps/admin/me')).statusCode).toBe(401);
    const relogin = await h.login('prodstaff');
    expect(relogin.statusCode).toBe(200);
    expect(relogin.json().value.operator.totpSetupRequired).toBe(true);
  });
});
