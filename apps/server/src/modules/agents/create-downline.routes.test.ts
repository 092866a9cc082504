import { MEMBER_TYPE, TRIAL_TYPE } from '@platform/contract/account-constants';
import { AGENT_CENTRE_PATHS, type TeamMember, type TeamMembers } from '@platform/contract/agent-centre';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { verifyPassword } from '../accounts/passwords.ts';

// The register centre's direct creation: agents `boss` (type 1) and `sub` (type 2), a plain
// `player` and a `trial` player. The demo merchant's rules: account 6-16 letters and digits starting
// with a letter, password 6-20 letters or digits.

let t: TestApp;
const clock = testClock('2026-05-04T10:00:00Z');
let cast: ReturnType<typeof namedMembers>;
const id = (name: string) => cast.id(name);
const tokenOf = (name: string) => cast.tokenOf(name);

const form = (overrides: Record<string, unknown> = {}) => ({
  username: 'NewPlayer01',
  password: 'Chosen123',
  confirmPassword: 'Chosen123',
  type: 0,
  ...overrides,
});

async function create(name: string | null, payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: AGENT_CENTRE_PATHS.createMember,
    headers: name ? { authorization: `Bearer ${await tokenOf(name)}` } : {},
    payload: payload as object,
  });
}
async function created(name: string, payload: object): Promise<TeamMember> {
  const response = await create(name, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().value;
}

async function memberCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(members);
  return row?.n ?? 0;
}

async function team(name: string, query = ''): Promise<TeamMembers> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${AGENT_CENTRE_PATHS.teamMembers}?${query}`,
    headers: { authorization: `Bearer ${await tokenOf(name)}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}

function login(username: string, password: string, loginPage: 'site' | 'agent' = 'site') {
  return t.app.inject({
    method: 'POST',
    url: API_PATHS.login,
    payload: { username, password, loginPage },
  });
}

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  cast = namedMembers(t, { prefix: 'cdl', now: clock.now });
  await cast.add('boss', { type: MEMBER_TYPE.AGENT });
  await cast.add('sub', { type: MEMBER_TYPE.SUB_AGENT });
  await cast.add('player');
  await cast.add('trial', { type: TRIAL_TYPE });
});
afterAll(() => t.close());

describe('POST /wps/agent/team/member (spec §2 register centre)', () => {
  it('creates a player directly under the agent, listed in its team, who logs in and must change the password', async () => {
    const player = await created('boss', form({ nickname: '  Lucky  ' }));
    expect(player).toEqual({
      id: expect.any(Number),
      account: 'NewPlayer01',
      nickname: 'Lucky',
      type: 0,
      level: 1,
      downlineCount: 0,
      balance: 0,
      lastLoginAt: null,
      createdAt: clock.now().toISOString(),
    });
    const listed = await team('boss');
    expect(listed.list.find((row) => row.id === player.id)).toMatchObject({
      account: 'NewPlayer01',
      level: 1,
    });
    const [row] = await t.database.db.select().from(members).where(eq(members.id, player.id));
    expect(row).toMatchObject({
      uplineId: id('boss'),
      merchantId: t.merchantId,
      passwordIsDefault: true,
      registerType: 'AGENT',
    });
    expect(await verifyPassword(row!.passwordHash!, 'Chosen123')).toBe(true);

    const first = await login('newplayer01', 'Chosen123');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ firstTimeLogin: true, passwordIsDefault: true });
    // Until the owner sets a password of their own, the session reaches nothing else.
    const wallet = await t.app.inject({
      method: 'GET',
      url: API_PATHS.walletBalance,
      headers: { authorization: `Bearer ${first.json().value.token}` },
    });
    expect(wallet.json()).toMatchObject({ success: false, code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('creates an agent of its own type, who logs in on the agent page with its own tree under the creator', async () => {
    const agent = await created('boss', form({ username: 'NewAgent01', type: 1 }));
    expect(agent).toMatchObject({ account: 'NewAgent01', nickname: 'NewAgent01', type: 1, level: 1 });
    const second = await created('sub', form({ username: 'SubAgent02', type: 2 }));
    expect(second).toMatchObject({ type: 2 });
    expect((await team('sub')).list.map((row) => row.account)).toEqual(['SubAgent02']);
    const signIn = await login('NewAgent01', 'Chosen123', 'agent');
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().value).toMatchObject({ passwordIsDefault: true });
    // The closure rows follow the insert: the new agent sits in the creator's subtree.
    const search = await team('boss', 'account=NewAgent');
    expect(search.list).toEqual([expect.objectContaining({ id: agent.id, type: 1, level: 1 })]);
  });

  it('refuses an agent type the caller does not hold, and the trial type', async () => {
    const before = await memberCount();
    for (const [who, type] of [
      ['boss', 2],
      ['boss', 41],
      ['sub', 1],
      ['sub', 42],
    ] as const) {
      const response = await create(who, form({ username: `Typed${type}x${who}`, type }));
      expect(response.statusCode, `${who} giving ${type}`).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'DOWNLINE_TYPE_NOT_ALLOWED' });
    }
    const trialType = await create('boss', form({ username: 'TrialType1', type: 4 }));
    expect(trialType.statusCode).toBe(400);
    expect(trialType.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(await memberCount()).toBe(before);
  });

  it('refuses a player, a trial player and a visitor', async () => {
    const before = await memberCount();
    const cases = [
      ['player', 403, 'NOT_AGENT'],
      ['trial', 403, 'TRIAL_ACCOUNT'],
      [null, 401, 'UNAUTHORIZED'],
    ] as const;
    for (const [who, status, code] of cases) {
      const response = await create(who, form({ username: 'Refused01' }));
      expect(response.statusCode, String(who)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    expect(await memberCount()).toBe(before);
  });

  it("checks the account and password by registration's rules, naming each field", async () => {
    const before = await memberCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: 'ab1' }, 'body.username', 'account_format'],
      [{ username: '1Digitfirst' }, 'body.username', 'account_format'],
      [{ username: '' }, 'body.username', 'required'],
      [{ password: 'abc', confirmPassword: 'abc' }, 'body.password', 'password_length'],
      [{ password: 'Chosen!23', confirmPassword: 'Chosen!23' }, 'body.password', 'password_format'],
      [{ confirmPassword: 'Chosen124' }, 'body.confirmPassword', 'confirm_mismatch'],
    ];
    for (const [overrides, field, key] of cases) {
      const response = await create('boss', form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().fields, JSON.stringify(overrides)).toContainEqual(
        expect.objectContaining({ field, key }),
      );
    }
    const missing = await create('boss', { username: 'NoPassword1', type: 0 });
    expect(missing.statusCode).toBe(400);
    const extra = await create('boss', form({ username: 'Extra0001', uplineId: id('sub') }));
    expect(extra.statusCode).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it("answers a taken account with registration's code, in any case, and writes nothing", async () => {
    const before = await memberCount();
    const response = await create('sub', form({ username: 'CDLPLAYER' }));
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'ACCOUNT_TAKEN',
      fields: [expect.objectContaining({ field: 'body.username' })],
    });
    expect(await memberCount()).toBe(before);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(members)
      .where(sql`lower(${members.account}) = 'cdlplayer'`);
    expect(row?.n).toBe(1);
  });

  it('answers NUL bytes, lone surrogates and broken UTF-8 with a 4xx envelope', async () => {
    const before = await memberCount();
    const token = await tokenOf('boss');
    const bodies = [
      '{"username":"Nul\\u0000name","password":"Chosen123","confirmPassword":"Chosen123","type":0}',
      '{"username":"Halfname","password":"Chosen\\ud800","confirmPassword":"Chosen\\ud800","type":0}',
      '{"username":"Nicked01","password":"Chosen123","confirmPassword":"Chosen123","nickname":"\\udc00x","type":0}',
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: AGENT_CENTRE_PATHS.createMember,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json(), payload).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: AGENT_CENTRE_PATHS.createMember,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"username":"Bad'), Buffer.from([0xc3, 0x28]), Buffer.from('"}')]),
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toMatchObject({ success: false });
    expect(await memberCount()).toBe(before);
  });

  it('is closed while the operator has username registration off', async () => {
    const admin = await operatorToken(t, 'cdl_admin', 'admin');
    const toggle = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `${ADMIN_PATHS.whitelabel}/USERNAMEREG3`,
        headers: { authorization: `Bearer ${admin}` },
        payload: { enabled },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    const closed = await create('boss', form({ username: 'WhileClosed1' }));
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ success: false, code: 'FEATURE_DISABLED' });
    expect((await toggle(true)).statusCode).toBe(200);
    expect((await create('boss', form({ username: 'WhileOpen01' }))).statusCode).toBe(201);
  });
});
