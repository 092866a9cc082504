import type { AdminMemberList } from '@platform/contract/members-admin';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { memberAccount, merchantAccount, postTransfer } from '../ledger/ledger.service.ts';
import { members } from './accounts.tables.ts';

let t: TestApp;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  support = await operatorToken(t, 'members-support', 'support');
});
afterAll(async () => {
  await t.close();
});

const login = (password = 'Demo1234') =>
  t.app.inject({ method: 'POST', url: API_PATHS.login, payload: { username: 'demo01', password } });

async function demoMemberId(): Promise<number> {
  const member = await t.database.db.query.members.findFirst({
    where: (row, { eq }) => eq(row.account, 'demo01'),
  });
  return member!.id;
}

const act = (memberId: number, action: string, token = support) =>
  t.app.inject({
    method: 'POST',
    url: `${ADMIN_PATHS.members}/${memberId}/${action}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe('operator actions on a member', () => {
  it('a locked member cannot log in or use a token they held; unlocked, they log in again', async () => {
    const memberId = await demoMemberId();
    const token = (await login()).json().value.token as string;

    const locked = await act(memberId, 'lock');
    expect(locked.json()).toMatchObject({
      success: true,
      value: { id: memberId, account: 'demo01', status: 'locked', sessionsEnded: 1 },
    });
    const info = await t.app.inject({
      method: 'GET',
      url: API_PATHS.memberInfo,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(info.statusCode).toBe(401);
    expect((await login()).json()).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });

    const unlocked = await act(memberId, 'unlock');
    expect(unlocked.json().value).toMatchObject({ status: 'active', sessionsEnded: 0 });
    expect((await login()).statusCode).toBe(200);
    // The lock ended the old session for good: unlocking brings back no token.
    const stillDead = await t.app.inject({
      method: 'GET',
      url: API_PATHS.memberInfo,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stillDead.statusCode).toBe(401);
  });

  it('records each action in the audit log with the status before and after', async () => {
    const memberId = await demoMemberId();
    await act(memberId, 'lock');
    await act(memberId, 'unlock');
    const admin = await operatorToken(t, 'members-admin', 'admin');
    const audit = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.auditLog}?objectType=member&objectId=${memberId}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    const actions = audit.json().value.list.slice(0, 2);
    expect(actions).toMatchObject([
      {
        action: 'member.unlock',
        operatorUsername: 'members-support',
        before: { status: 'locked' },
        after: { status: 'active' },
      },
      {
        action: 'member.lock',
        operatorUsername: 'members-support',
        before: { status: 'active' },
        after: { status: 'locked' },
      },
    ]);
  });

  it('needs members.write, and a valid member id', async () => {
    const memberId = await demoMemberId();
    const content = await operatorToken(t, 'members-content', 'content');
    expect((await act(memberId, 'end-sessions', content)).statusCode).toBe(403);
    expect((await act(memberId, 'lock', 'not-a-token')).statusCode).toBe(401);
    expect((await act(0, 'lock')).statusCode).toBe(400);
    expect((await act(2_000_000_000, 'lock')).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('the player search and player page', () => {
  const day = (n: number) => new Date(Date.UTC(2025, 0, n));
  const ids = { alpha: 0, beta: 0, gamma: 0 };
  let otherMerchantMemberId: number;

  /** A funded member of `merchantId` with the given profile columns set as a registration would. */
  async function addMember(
    account: string,
    profile: Partial<typeof members.$inferInsert>,
    options: { cash?: number; password?: string; merchantId?: number } = {},
  ): Promise<number> {
    const { memberId } = await createFundedMember(t.database.db, {
      merchantId: options.merchantId ?? t.merchantId,
      account,
      cash: options.cash,
      password: options.password,
    });
    await t.database.db.update(members).set(profile).where(eq(members.id, memberId));
    return memberId;
  }

  beforeAll(async () => {
    ids.alpha = await addMember(
      'srchalpha',
      {
        nickname: 'Alpha',
        countryDialingCode: '60',
        mobileNum: '0123456001',
        registerIp: '10.1.0.1',
        createdAt: day(1),
      },
      { cash: 5000, password: 'Search1234' },
    );
    ids.beta = await addMember('srchbeta', {
      nickname: 'Beta',
      fullname: 'Zed Real',
      countryDialingCode: '60',
      mobileNum: '0123457002',
      registerIp: '10.1.0.2',
      lastLoginIp: '10.9.9.9',
      lastLoginAt: day(20),
      status: 'locked',
      createdAt: day(2),
    });
    ids.gamma = await addMember('SrchGamma', {
      nickname: 'Gamma',
      payeeName: 'Zed Payee',
      registerIp: '10.1.0.3',
      lastLoginAt: day(10),
      createdAt: day(3),
    });
    // A LIKE wildcard in the search is taken literally: esc_ must not find escxa.
    await addMember('esc_a', { registerIp: '10.1.0.4' });
    await addMember('escxa', { registerIp: '10.1.0.4' });
    const other = await addSecondMerchant(t, {
      code: 'SRCHOTHER',
      brandName: 'Search Other',
      licenseNumber: '2',
      domain: 'search-other.example',
    });
    otherMerchantMemberId = await addMember(
      'srchother',
      { registerIp: '10.1.0.1' },
      { cash: 700, merchantId: other.id },
    );
  });

  const get = (url: string, token = support) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  async function search(query: string): Promise<{ accounts: string[]; value: AdminMemberList }> {
    const response = await get(`${ADMIN_PATHS.members}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const value: AdminMemberList = response.json().value;
    return { accounts: value.list.map((row) => row.account), value };
  }

  it('finds players by each filter, and no others', async () => {
    const sorted = 'sort=account&order=asc';
    expect((await search(`account=SRCH&${sorted}`)).accounts).toEqual(['srchalpha', 'srchbeta', 'SrchGamma']);
    expect((await search('account=srchA')).accounts).toEqual(['srchalpha']);
    expect((await search('account=esc_')).accounts).toEqual(['esc_a']);
    expect((await search('mobile=0123456')).accounts).toEqual(['srchalpha']);
    expect((await search(`name=Zed&${sorted}`)).accounts).toEqual(['srchbeta', 'SrchGamma']);
    expect((await search('name=Alph')).accounts).toEqual(['srchalpha']);
    // The last login's address and the registration's, exactly; the other merchant's member never shows.
    expect((await search('ip=10.9.9.9')).accounts).toEqual(['srchbeta']);
    expect((await search('ip=10.1.0.3')).accounts).toEqual(['SrchGamma']);
    expect((await search('ip=10.1.0.1')).accounts).toEqual(['srchalpha']);
    expect((await search('ip=10.1.0')).accounts).toEqual([]);
    expect((await search('account=srch&status=locked')).accounts).toEqual(['srchbeta']);

    const { value } = await search('account=srchbeta');
    expect(value).toEqual({
      list: [
        {
          id: ids.beta,
          account: 'srchbeta',
          nickname: 'Beta',
          countryDialingCode: '60',
          mobile: '0123457002',
          type: 0,
          status: 'locked',
          lockedUntil: null,
          registerIp: '10.1.0.2',
          lastLoginIp: '10.9.9.9',
          lastLoginAt: day(20).toISOString(),
          createdAt: day(2).toISOString(),
        },
      ],
      total: 1,
      totalPages: 1,
      totalCapped: false,
    });
  });

  it('pages and sorts on the server', async () => {
    const first = await search('account=srch&sort=account&order=asc&pageSize=2');
    expect(first.accounts).toEqual(['srchalpha', 'srchbeta']);
    expect(first.value).toMatchObject({ total: 3, totalPages: 2, totalCapped: false });
    expect((await search('account=srch&sort=account&order=asc&pageSize=2&pageNo=2')).accounts).toEqual([
      'SrchGamma',
    ]);
    expect((await search('account=srch&sort=account&order=desc')).accounts).toEqual([
      'SrchGamma',
      'srchbeta',
      'srchalpha',
    ]);
    expect((await search('account=srch&sort=createdAt&order=asc')).accounts).toEqual([
      'srchalpha',
      'srchbeta',
      'SrchGamma',
    ]);
    // Newest first by default; a member who never logged in counts as the oldest login.
    expect((await search('account=srch')).accounts).toEqual(['SrchGamma', 'srchbeta', 'srchalpha']);
    expect((await search('account=srch&sort=lastLoginAt')).accounts).toEqual([
      'srchbeta',
      'SrchGamma',
      'srchalpha',
    ]);
    expect((await search('account=srch&sort=lastLoginAt&order=asc')).accounts).toEqual([
      'srchalpha',
      'SrchGamma',
      'srchbeta',
    ]);
    expect((await search('account=srch&pageNo=9')).value).toMatchObject({ list: [], total: 3 });
  });

  it('shows the player page with balances after a real posting, the login and its session', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: 'srchalpha', password: 'Search1234' },
    });
    expect(login.statusCode, login.body).toBe(200);

    const response = await get(`${ADMIN_PATHS.members}/${ids.alpha}`);
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json().value;
    expect(detail.member).toMatchObject({
      id: ids.alpha,
      account: 'srchalpha',
      mobile: '0123456001',
      registerIp: '10.1.0.1',
      lastLoginIp: '127.0.0.1',
      registerType: 'USERNAME',
      registerMethod: 'WEB',
      uplineId: null,
      email: null,
      hasPaymentPassword: false,
    });
    expect(detail.member.lastLoginAt).not.toBeNull();
    expect(detail.balances).toEqual({
      cash: 5000,
      bonus: 0,
      points: 0,
      trial: 0,
      withdrawal_hold: 0,
      commission: 0,
    });
    expect(detail.vendorWallets).toEqual([]);
    expect(detail.sessions).toHaveLength(1);
    expect(detail.sessions[0]).toMatchObject({
      loginType: 'USERNAME',
      ip: '127.0.0.1',
      live: true,
      revokedAt: null,
    });
    // The login made the address searchable.
    expect((await search('ip=127.0.0.1&account=srch')).accounts).toEqual(['srchalpha']);
  });

  it("lists the member's ledger entries, newest first, paged", async () => {
    const now = t.ctx.system.now();
    const owner = { merchantId: t.merchantId, memberId: ids.alpha };
    await postTransfer(t.database.db, {
      merchantId: t.merchantId,
      idempotencyKey: `search-bonus-${ids.alpha}`,
      kind: 'bonus',
      reference: 'promo-1',
      at: now,
      legs: [
        { accountId: await merchantAccount(t.database.db, t.merchantId, 'house', now), amount: -300 },
        { accountId: await memberAccount(t.database.db, owner, 'bonus', now), amount: 300 },
      ],
    });

    const first = await get(`${ADMIN_PATHS.members}/${ids.alpha}/ledger?pageSize=1`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({
      list: [{ kind: 'bonus', reference: 'promo-1', amount: 300, balanceAfter: 300, accountKind: 'bonus' }],
      total: 2,
      totalPages: 2,
      totalCapped: false,
    });
    const second = await get(`${ADMIN_PATHS.members}/${ids.alpha}/ledger?pageSize=1&pageNo=2`);
    const [deposit] = second.json().value.list;
    expect(deposit).toMatchObject({
      kind: 'deposit',
      reference: 'fixture',
      amount: 5000,
      balanceAfter: 5000,
      accountKind: 'cash',
      vendorCode: null,
    });
    expect(deposit.transferId).toEqual(expect.any(Number));
    expect(Date.parse(deposit.createdAt)).not.toBeNaN();
    expect((await get(`${ADMIN_PATHS.members}/${ids.alpha}`)).json().value.balances).toMatchObject({
      cash: 5000,
      bonus: 300,
    });
  });

  it('answers a role without members.read 403 and no data', async () => {
    const content = await operatorToken(t, 'search-content', 'content');
    for (const url of [
      `${ADMIN_PATHS.members}?account=srch`,
      `${ADMIN_PATHS.members}/${ids.alpha}`,
      `${ADMIN_PATHS.members}/${ids.alpha}/ledger`,
    ]) {
      const response = await get(url, content);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(response.body).not.toContain('srchalpha');
    }
    expect((await get(ADMIN_PATHS.members, 'not-a-token')).statusCode).toBe(401);
  });

  it("answers 404 for another merchant's member, and never lists them", async () => {
    for (const url of [
      `${ADMIN_PATHS.members}/${otherMerchantMemberId}`,
      `${ADMIN_PATHS.members}/${otherMerchantMemberId}/ledger`,
    ]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(response.body).not.toContain('srchother');
    }
    expect((await search('account=srchother')).value).toMatchObject({ list: [], total: 0 });
  });

  it('refuses a bad query with 400 in the envelope', async () => {
    for (const url of [
      `${ADMIN_PATHS.members}?pageSize=1000`,
      `${ADMIN_PATHS.members}?pageNo=0`,
      `${ADMIN_PATHS.members}?unknown=1`,
      `${ADMIN_PATHS.members}?account=%00`,
      `${ADMIN_PATHS.members}?name=a%00b`,
      `${ADMIN_PATHS.members}?mobile=12ab`,
      `${ADMIN_PATHS.members}?ip=not-an-ip`,
      `${ADMIN_PATHS.members}?status=gone`,
      `${ADMIN_PATHS.members}?sort=password`,
      `${ADMIN_PATHS.members}/${ids.alpha}/ledger?pageSize=1000`,
      `${ADMIN_PATHS.members}/${ids.alpha}/ledger?kind=bet`,
      `${ADMIN_PATHS.members}/0`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});
