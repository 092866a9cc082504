import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { SITE_FEATURE_MODULES } from '@platform/contract/site-features';
import type { WhitelabelNode } from '@platform/contract/system';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { whitelabelModules } from './system.tables.ts';

let t: TestApp;
let adminToken: string;
let financeToken: string;

function send(method: 'GET' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

function register(username: string, ip: string) {
  return t.app.inject({
    method: 'PUT',
    url: API_PATHS.register,
    remoteAddress: ip,
    payload: { username, password: 'Secret123', confirmPassword: 'Secret123', termsAccepted: true },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await operatorToken(t, 'boss', 'admin');
  financeToken = await operatorToken(t, 'cashier', 'finance');
});
afterAll(async () => {
  await t.close();
});

describe('operator settings for accounts', () => {
  it('switching USERNAMEREG3 off stops username registration at once, and the change is audited', async () => {
    expect((await register('Before001', '10.9.0.1')).statusCode).toBe(201);
    const off = await send('PUT', `${ADMIN_PATHS.whitelabel}/USERNAMEREG3`, adminToken, { enabled: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().value).toMatchObject({ modId: 'USERNAMEREG3', enabled: false });
    const refused = await register('After0001', '10.9.0.2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Not enabled function, please contact customer service.');
    const settings = await t.app.inject({ method: 'GET', url: API_PATHS.registerSettings });
    expect(settings.json().value.usernameRegistration).toBe(false);

    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'whitelabel.set'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      objectId: 'USERNAMEREG3',
      before: { enabled: true },
      after: { enabled: false },
    });
    await send('PUT', `${ADMIN_PATHS.whitelabel}/USERNAMEREG3`, adminToken, { enabled: true });
  });

  it('a changed register rule is served to the form and enforced with its new bounds', async () => {
    const rule = {
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
      minLength: 8,
      maxLength: 12,
      patternId: 'LETTER_FIRST_ALNUM',
      required: true,
      shown: true,
    };
    expect((await send('PUT', `${ADMIN_PATHS.registerRules}/username`, adminToken, rule)).statusCode).toBe(
      200,
    );
    const served = await t.app.inject({ method: 'GET', url: API_PATHS.registerRules });
    expect(served.json().value.username).toMatchObject({ minLength: 8, maxLength: 12 });
    const short = await register('Abc1234', '10.9.0.3');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({ field: 'body.username', key: 'account_format' });
    expect((await register('Abcd1234', '10.9.0.4')).statusCode).toBe(201);
  });

  it('refuses a rule whose pattern does not compile, an unknown family or field, and min above max', async () => {
    const base = {
      acceptedPattern: '^[0-9]+$',
      minLength: 4,
      maxLength: 8,
      patternId: 'DIGITS',
      required: false,
      shown: true,
    };
    for (const [path, body] of [
      ['qqNum', { ...base, acceptedPattern: '([unclosed' }],
      ['qqNum', { ...base, acceptedPattern: '[0-9]+' }],
      ['qqNum', { ...base, patternId: 'NOT_A_FAMILY' }],
      ['favouriteColour', base],
      ['qqNum', { ...base, minLength: 9 }],
    ] as const) {
      const answer = await send('PUT', `${ADMIN_PATHS.registerRules}/${path}`, adminToken, body);
      expect(answer.statusCode).toBe(400);
    }
  });

  it('only operators with the settings permission may change them', async () => {
    expect(
      (await send('PUT', `${ADMIN_PATHS.whitelabel}/FREEPLAY3`, financeToken, { enabled: false })).statusCode,
    ).toBe(403);
    expect((await send('GET', ADMIN_PATHS.accountPolicy, financeToken)).statusCode).toBe(403);
    const member = await register('Member999', '10.9.0.5');
    const memberToken = member.json().value.token as string;
    expect((await send('GET', ADMIN_PATHS.whitelabel, memberToken)).statusCode).toBe(401);
  });

  it('site features not built yet are off, listed for the operator, and switched on even without a row', async () => {
    const served = async () => {
      const tree: WhitelabelNode[] = (await t.app.inject({ url: API_PATHS.whitelabel })).json().value;
      const flat = new Map<string, string>();
      const walk = (nodes: WhitelabelNode[]) => {
        for (const node of nodes) {
          flat.set(node.modId, node.enabled);
          walk(node.childrenNodes);
        }
      };
      walk(tree);
      return flat;
    };
    const before = await served();
    for (const { modId } of SITE_FEATURE_MODULES) expect(before.get(modId), modId).toBe('0');

    // A merchant seeded before a feature existed has no row for it: the operator still sees it, off.
    const where = and(
      eq(whitelabelModules.merchantId, t.merchantId),
      eq(whitelabelModules.modId, 'MISSION3'),
    );
    await t.database.db.delete(whitelabelModules).where(where);
    const listed = (await send('GET', ADMIN_PATHS.whitelabel, adminToken)).json().value;
    expect(listed).toContainEqual({ modId: 'MISSION3', parentModId: 'PROMO3', enabled: false });

    const on = await send('PUT', `${ADMIN_PATHS.whitelabel}/MISSION3`, adminToken, { enabled: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().value).toEqual({ modId: 'MISSION3', parentModId: 'PROMO3', enabled: true });
    expect((await served()).get('MISSION3')).toBe('1');
    // An unknown module is still refused.
    expect(
      (await send('PUT', `${ADMIN_PATHS.whitelabel}/NOSUCH3`, adminToken, { enabled: true })).statusCode,
    ).toBe(404);
    await send('PUT', `${ADMIN_PATHS.whitelabel}/MISSION3`, adminToken, { enabled: false });
  });

  it('the account policy sets the lockout: two wrong passwords then 429', async () => {
    const policy = (await send('GET', ADMIN_PATHS.accountPolicy, adminToken)).json().value;
    const saved = await send('PUT', ADMIN_PATHS.accountPolicy, adminToken, {
      ...policy,
      lockoutAfterFailures: 2,
      captchaAfterFailures: 5,
    });
    expect(saved.statusCode).toBe(200);
    await register('Locked001', '10.9.0.6');
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: API_PATHS.login,
        remoteAddress: '10.9.0.7',
        payload: { username: 'Locked001', password: 'wrong-pass' },
      });
    expect((await attempt()).statusCode).toBe(401);
    const locked = await attempt();
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
