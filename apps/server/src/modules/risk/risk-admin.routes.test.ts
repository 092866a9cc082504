import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { DEFAULT_RISK_SETTINGS } from '@platform/contract/risk-admin';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members, sessions } from '../accounts/accounts.tables.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { balancesOf, type Payee, payee, requestWithdrawal } from '../withdrawals/withdrawals-test-helpers.ts';
import { scanRisk } from './risk-scan.service.ts';
import { type RiskWorld, riskWorld } from './risk-test-world.ts';

const clock = testClock('2026-05-04T10:00:00Z');
const HOUR = 3_600_000;
let t: TestApp;
let w: RiskWorld;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  w = await riskWorld(t, clock.now());
  admin = await operatorToken(t, 'riskadmin', 'admin');
});
afterAll(() => t?.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const scan = () => scanRisk(t.database.db, { merchantId: t.merchantId, at: clock.now() });

function act(id: number, body: Record<string, unknown>, token = admin) {
  return t.app.inject({
    method: 'POST',
    url: `${ADMIN_PATHS.riskSignals}/${id}/action`,
    headers: auth(token),
    payload: body,
  });
}

/** A player with cash and a bank account who just won big: the scan raises a big-win signal on them. */
async function bigWinner(): Promise<{ who: Payee; signalId: number }> {
  const who = await payee(t, { cash: 100_000 });
  await w.bet(who.id, 10_000, 2_000_000, new Date(clock.now().getTime() - HOUR));
  await scan();
  const listed = await t.app.inject({
    method: 'GET',
    url: `${ADMIN_PATHS.riskSignals}?rule=big-win&status=open`,
    headers: auth(admin),
  });
  expect(listed.statusCode, listed.body).toBe(200);
  const signal = listed.json().value.list.find((s: { subject: string }) => s.subject === `member:${who.id}`);
  expect(signal.members).toEqual([
    {
      id: who.id,
      account: expect.any(String),
      status: 'active',
      withdrawalsHeld: false,
      bonusesRestricted: false,
    },
  ]);
  expect(signal.facts[0]).toMatchObject({ kind: 'bets', memberId: who.id, amount: 1_990_000 });
  return { who, signalId: signal.id };
}

describe('the risk queue', () => {
  it('is for operators with risk.review only', async () => {
    const support = await operatorToken(t, 'risksupport', 'support');
    expect((await t.app.inject({ method: 'GET', url: ADMIN_PATHS.riskSignals })).statusCode).toBe(401);
    const refused = await t.app.inject({
      method: 'GET',
      url: ADMIN_PATHS.riskSignals,
      headers: auth(support),
    });
    expect(refused.statusCode).toBe(403);
    expect((await act(1, { action: 'dismiss', reason: 'x' }, support)).statusCode).toBe(403);
  });

  it('refuses bad actions with a clear code and changes nothing', async () => {
    const { who, signalId } = await bigWinner();
    const other = await w.member();
    const cases = [
      [{ action: 'hold-withdrawals', memberId: who.id }, 400, 'VALIDATION_ERROR'],
      [{ action: 'hold-withdrawals', memberId: who.id, reason: '   ' }, 400, 'VALIDATION_ERROR'],
      [{ action: 'hold-withdrawals', reason: 'no member named' }, 400, 'VALIDATION_ERROR'],
      [{ action: 'ban', memberId: who.id, reason: 'x' }, 400, 'VALIDATION_ERROR'],
      [{ action: 'dismiss', reason: 'x', extra: 1 }, 400, 'VALIDATION_ERROR'],
      [
        { action: 'hold-withdrawals', memberId: other, reason: 'not theirs' },
        400,
        'RISK_MEMBER_NOT_IN_SIGNAL',
      ],
    ] as const;
    for (const [body, status, code] of cases) {
      const response = await act(signalId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code).toBe(code);
    }
    const missing = await act(999_999, { action: 'dismiss', reason: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('RISK_SIGNAL_NOT_FOUND');
    const open = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.riskSignals}?status=open`,
      headers: auth(admin),
    });
    expect(open.json().value.list.map((s: { id: number }) => s.id)).toContain(signalId);
    const allowed = await requestWithdrawal(t, who, 10_000);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('holds withdrawals until released, audited with the reason', async () => {
    const { who, signalId } = await bigWinner();
    const held = await act(signalId, {
      action: 'hold-withdrawals',
      memberId: who.id,
      reason: 'Checking the win',
    });
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().value).toMatchObject({ status: 'actioned', decisionNote: 'Checking the win' });
    expect(held.json().value.members[0].withdrawalsHeld).toBe(true);

    const before = await balancesOf(t, who.id);
    const refused = await requestWithdrawal(t, who, 10_000);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('WITHDRAWALS_ON_HOLD');
    expect(await balancesOf(t, who.id)).toEqual(before);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'risk.hold-withdrawals'), eq(auditLog.objectId, String(signalId))));
    expect(audit?.after).toMatchObject({ memberId: who.id, reason: 'Checking the win' });

    const released = await act(signalId, { action: 'release-hold', memberId: who.id, reason: 'Win checked' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().value.members[0].withdrawalsHeld).toBe(false);
    expect((await requestWithdrawal(t, who, 10_000)).statusCode).toBe(201);
  });

  it('restricts bonuses: free rounds can no longer be granted to the member', async () => {
    const { who, signalId } = await bigWinner();
    const grant = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: ADMIN_PATHS.freeRounds,
        headers: auth(admin),
        payload: {
          memberId: who.id,
          vendorCode: 'PG',
          gameCode: 'risk-slot',
          rounds: 5,
          betAmount: 100,
          validDays: 3,
          idempotencyKey: key,
        },
      });
    expect((await grant('risk-grant-1')).statusCode).toBe(200);
    const restricted = await act(signalId, {
      action: 'restrict-bonuses',
      memberId: who.id,
      reason: 'Bonus hunter',
    });
    expect(restricted.json().value.members[0].bonusesRestricted).toBe(true);
    const refused = await grant('risk-grant-2');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('BONUSES_RESTRICTED');
  });

  it('closes the account: its sessions end and it cannot log in again', async () => {
    const { who, signalId } = await bigWinner();
    const [member] = await t.database.db
      .select({ account: members.account })
      .from(members)
      .where(eq(members.id, who.id));
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.withdrawalLimits, headers: auth(who.token) }))
        .statusCode,
    ).toBe(200);

    const closed = await act(signalId, { action: 'close-account', memberId: who.id, reason: 'Fraud ring' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().value.members[0].status).toBe('closed');
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.memberId, who.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect(
      (await t.app.inject({ method: 'GET', url: API_PATHS.withdrawalLimits, headers: auth(who.token) }))
        .statusCode,
    ).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: member!.account, password: 'Secret123' },
    });
    expect(login.json()).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED' });
  });

  it('dismisses a signal and filters the queue by status', async () => {
    const { signalId } = await bigWinner();
    const dismissed = await act(signalId, { action: 'dismiss', reason: 'Known high roller' });
    expect(dismissed.json().value.status).toBe('dismissed');
    const list = (status: string) =>
      t.app
        .inject({ method: 'GET', url: `${ADMIN_PATHS.riskSignals}?status=${status}`, headers: auth(admin) })
        .then((r) => r.json().value.list.map((s: { id: number }) => s.id));
    expect(await list('dismissed')).toContain(signalId);
    expect(await list('open')).not.toContain(signalId);
  });
});

describe('rule thresholds', () => {
  const put = (body: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: ADMIN_PATHS.riskSettings,
      headers: auth(admin),
      payload: body as object,
    });
  const get = () => t.app.inject({ method: 'GET', url: ADMIN_PATHS.riskSettings, headers: auth(admin) });

  it('starts at the defaults and refuses zero, fractional or unknown thresholds, changing nothing', async () => {
    expect((await get()).json().value).toEqual(DEFAULT_RISK_SETTINGS);
    for (const bad of [
      { ...DEFAULT_RISK_SETTINGS, bigWinAmount: 0 },
      { ...DEFAULT_RISK_SETTINGS, bigWinAmount: 10.5 },
      { ...DEFAULT_RISK_SETTINGS, sharedIpMinAccounts: 1 },
      { ...DEFAULT_RISK_SETTINGS, rapidCycleWithdrawPercent: '80' },
      { ...DEFAULT_RISK_SETTINGS, other: 1 },
    ]) {
      const response = await put(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await get()).json().value).toEqual(DEFAULT_RISK_SETTINGS);
  });

  it('saves thresholds (audited) and the next scan uses them', async () => {
    const modest = await w.member();
    await w.bet(modest, 0, 300_000, new Date(clock.now().getTime() - HOUR));
    await scan();
    const raisedFor = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${ADMIN_PATHS.riskSignals}?rule=big-win`,
          headers: auth(admin),
        })
      )
        .json()
        .value.list.filter((s: { subject: string }) => s.subject === `member:${modest}`);
    expect(await raisedFor()).toEqual([]);
    const saved = await put({ ...DEFAULT_RISK_SETTINGS, bigWinAmount: 250_000 });
    expect(saved.statusCode, saved.body).toBe(200);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'risk.settings'));
    expect(audit?.after).toMatchObject({ bigWinAmount: 250_000 });
    await scan();
    expect(await raisedFor()).toHaveLength(1);
  });
});
