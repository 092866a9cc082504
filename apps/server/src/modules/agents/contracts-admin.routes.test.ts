import { AGENT_CONTRACT_PATHS } from '@platform/contract/agent-contracts';
import { AGENT_CONTRACT_ADMIN_PATHS } from '@platform/contract/agent-contracts-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberToken } from '../../test/member-session.ts';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { auditLog } from '../operators/operators.tables.ts';
import type { WalletEvent } from '../wallet/wallet-events.ts';
import { agentPayouts } from './contracts.tables.ts';
import { settleWindow } from './settlement.service.ts';

// The operator's contracts: switches and templates, a top agent's contract offered, answered and
// ended (with what it covered), and payouts held for review, then released into the ledger once.

let t: TestApp;
const clock = testClock('2026-05-04T10:00:00Z');
let admin: string;
let support: string;
let content: string;
const ids = new Map<string, number>();
const id = (name: string) => ids.get(name)!;

const send = (token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
async function value(token: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
  const response = await send(token, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}
async function asAgent(name: string, url: string, payload: object) {
  const token = await memberToken(t, id(name));
  return t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}` } });
}

const SETTINGS = {
  contractsEnabled: true,
  salaryEnabled: true,
  holdPayouts: true,
  templates: [
    { agentType: 1, kind: 'dailyWage', maxRateBp: 200 },
    { agentType: 1, kind: 'dividend', maxRateBp: 4000 },
  ],
};

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admin = await operatorToken(t, 'contracts-admin', 'admin');
  support = await operatorToken(t, 'contracts-support', 'support');
  content = await operatorToken(t, 'contracts-content', 'content');
  for (const [name, upline, agent] of [
    ['top', null, true],
    ['sub', 'top', true],
    ['player', 'sub', false],
  ] as const) {
    const { memberId } = await createFundedMember(t.database.db, {
      merchantId: t.merchantId,
      account: `adm_${name}`,
      agent,
      uplineId: upline ? id(upline) : null,
      now: clock.now(),
    });
    ids.set(name, memberId);
  }
});
afterAll(() => t.close());

describe('operator agent contracts', () => {
  it('saves the switches and templates whole, audited, and the policy follows them', async () => {
    expect(await value(admin, 'GET', AGENT_CONTRACT_ADMIN_PATHS.settings)).toEqual({
      contractsEnabled: false,
      salaryEnabled: false,
      holdPayouts: false,
      templates: [],
    });
    expect(await value(admin, 'PUT', AGENT_CONTRACT_ADMIN_PATHS.settings, SETTINGS)).toEqual(SETTINGS);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'agent_contracts.settings'));
    expect(audit).toMatchObject({
      objectType: 'merchant',
      after: expect.objectContaining({ holdPayouts: true }),
    });
    const policy = await asAgentGet('top', AGENT_CONTRACT_PATHS.policy);
    expect(policy).toEqual({ enableContract: true, enableSalary: true, awaitingMe: 0 });
  });

  it('refuses bad settings and roles without the permission, changing nothing', async () => {
    for (const body of [
      { ...SETTINGS, templates: [...SETTINGS.templates, SETTINGS.templates[0]] },
      { ...SETTINGS, templates: [{ agentType: 0, kind: 'dailyWage', maxRateBp: 10 }] },
      { ...SETTINGS, templates: [{ agentType: 1, kind: 'dailyWage', maxRateBp: 10_001 }] },
      { ...SETTINGS, extra: true },
      { ...SETTINGS, holdPayouts: 'yes' },
    ]) {
      const response = await send(admin, 'PUT', AGENT_CONTRACT_ADMIN_PATHS.settings, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send(support, 'PUT', AGENT_CONTRACT_ADMIN_PATHS.settings, SETTINGS)).statusCode).toBe(403);
    expect((await send(content, 'GET', AGENT_CONTRACT_ADMIN_PATHS.contracts)).statusCode).toBe(403);
    expect((await send(support, 'GET', AGENT_CONTRACT_ADMIN_PATHS.payouts)).statusCode).toBe(403);
    const release = await send(support, 'POST', AGENT_CONTRACT_ADMIN_PATHS.releasePayouts, {
      payoutIds: [1],
    });
    expect(release.statusCode).toBe(403);
    expect((await value(admin, 'GET', AGENT_CONTRACT_ADMIN_PATHS.settings)).templates).toHaveLength(2);
  });

  it('offers only top agents, which answer it; ending it ends what it covered', async () => {
    const terms = { kind: 'dailyWage', period: 'D', rateBp: 150 };
    const refused = await send(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.contracts, {
      memberId: id('sub'),
      terms,
    });
    expect(refused.json()).toMatchObject({ code: 'CONTRACT_DIRECT_DOWNLINE_ONLY' });
    const offered = await value(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.contracts, {
      memberId: id('top'),
      terms,
    });
    expect(offered).toMatchObject({ status: 'pending', offeredBy: null, member: { account: 'adm_top' } });
    const accepted = await asAgent('top', AGENT_CONTRACT_PATHS.process, {
      contractId: offered.id,
      action: 'accept',
    });
    expect(accepted.json().value).toMatchObject({ status: 'active' });
    const sub = await asAgent('top', AGENT_CONTRACT_PATHS.contracts, {
      memberId: id('sub'),
      ...terms,
      rateBp: 100,
    });
    await asAgent('sub', AGENT_CONTRACT_PATHS.process, { contractId: sub.json().value.id, action: 'accept' });

    const list = await value(admin, 'GET', `${AGENT_CONTRACT_ADMIN_PATHS.contracts}?status=active`);
    expect(list.list.map((c: { member: { account: string } }) => c.member.account).sort()).toEqual([
      'adm_sub',
      'adm_top',
    ]);
    clock.advance(60_000);
    const ended = await value(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.process, {
      contractId: offered.id,
      action: 'end',
    });
    expect(ended).toMatchObject({ status: 'terminated', endReason: 'operator' });
    const after = await value(admin, 'GET', `${AGENT_CONTRACT_ADMIN_PATHS.contracts}?memberId=${id('sub')}`);
    expect(after.list[0]).toMatchObject({ status: 'terminated', endReason: 'uplineContractEnded' });
    const again = await send(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.process, {
      contractId: offered.id,
      action: 'end',
    });
    expect(again.statusCode).toBe(409);
  });

  it('holds payouts for review and pays each once when released', async () => {
    const offered = await value(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.contracts, {
      memberId: id('top'),
      terms: { kind: 'dailyWage', period: 'D', rateBp: 100 },
    });
    await asAgent('top', AGENT_CONTRACT_PATHS.process, { contractId: offered.id, action: 'accept' });
    const start = new Date(clock.now().getTime() + 60_000);
    await t.database.db.insert(betRecords).values(
      [40_000, 60_000].map((stake, i) => ({
        merchantId: t.merchantId,
        memberId: id('player'),
        vendorCode: 'PG',
        roundId: `adm-${i}`,
        gameCode: 'adm',
        status: 'settled' as const,
        stake,
        payout: 0,
        placedAt: start,
        settledAt: new Date(start.getTime() + i * 1000),
      })),
    );
    const window = {
      period: 'D' as const,
      key: 'adm-day',
      start,
      end: new Date(start.getTime() + 3_600_000),
    };
    await t.database.db.transaction((tx) =>
      settleWindow(tx, { merchantId: t.merchantId, window, now: clock.now() }),
    );
    const cashBefore = (await memberBalances(t.database.db, id('top'))).cash ?? 0;

    const held = await value(admin, 'GET', `${AGENT_CONTRACT_ADMIN_PATHS.payouts}?status=held`);
    // 1% of 1,000.00 valid bets.
    expect(held.heldTotal).toBe(1_000);
    expect(held.list).toEqual([
      expect.objectContaining({
        amount: 1_000,
        status: 'held',
        reference: null,
        member: { id: id('top'), account: 'adm_top' },
      }),
    ]);
    const payoutId = held.list[0].id;
    // The agent's open pages hear the new balance through the relay once the release commits.
    const heard: WalletEvent[] = [];
    const unsubscribe = t.ctx.walletEvents.subscribe(id('top'), (event) => heard.push(event));
    const released = await value(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.releasePayouts, {
      payoutIds: [payoutId, 999_999],
    });
    expect(released).toEqual({ released: 1, paid: 1_000 });
    expect((await memberBalances(t.database.db, id('top'))).cash).toBe(cashBefore + 1_000);
    await expect
      .poll(() => heard)
      .toEqual([
        expect.objectContaining({ type: 'balance', accountKind: 'cash', balance: cashBefore + 1_000 }),
      ]);
    unsubscribe();
    expect(
      await value(admin, 'POST', AGENT_CONTRACT_ADMIN_PATHS.releasePayouts, { payoutIds: [payoutId] }),
    ).toEqual({
      released: 0,
      paid: 0,
    });
    expect((await memberBalances(t.database.db, id('top'))).cash).toBe(cashBefore + 1_000);
    const [row] = await t.database.db
      .select()
      .from(agentPayouts)
      .where(and(eq(agentPayouts.id, payoutId), eq(agentPayouts.status, 'paid')));
    expect(row?.transferId).not.toBeNull();
    // The agent sees it in my income with its posting.
    const income = await asAgentGet('top', AGENT_CONTRACT_PATHS.income);
    expect(income).toMatchObject({
      paidTotal: 1_000,
      list: [expect.objectContaining({ reference: `AP${payoutId}` })],
    });
    // The total follows the kind asked: the daily wage paid it, the dividend nothing.
    expect(await asAgentGet('top', `${AGENT_CONTRACT_PATHS.income}?kind=dailyWage`)).toMatchObject({
      paidTotal: 1_000,
    });
    expect(await asAgentGet('top', `${AGENT_CONTRACT_PATHS.income}?kind=dividend`)).toMatchObject({
      paidTotal: 0,
      list: [],
    });
  });
});

describe('the operator moving a member', () => {
  it("ends the contracts it held from its old upline, in the move's transaction", async () => {
    const offer = await asAgent('top', AGENT_CONTRACT_PATHS.contracts, {
      memberId: id('sub'),
      kind: 'dailyWage',
      period: 'D',
      rateBp: 50,
    });
    expect(offer.statusCode, offer.body).toBe(200);
    await asAgent('sub', AGENT_CONTRACT_PATHS.process, {
      contractId: offer.json().value.id,
      action: 'accept',
    });
    clock.advance(60_000);
    const moved = await send(admin, 'PUT', `${ADMIN_PATHS.members}/${id('sub')}/upline`, { uplineId: null });
    expect(moved.statusCode, moved.body).toBe(200);
    const after = await value(
      admin,
      'GET',
      `${AGENT_CONTRACT_ADMIN_PATHS.contracts}?memberId=${id('sub')}&status=terminated`,
    );
    expect(after.list[0]).toMatchObject({
      id: offer.json().value.id,
      endReason: 'memberMoved',
      endedAt: clock.now().toISOString(),
    });
  });
});

async function asAgentGet(name: string, url: string) {
  const token = await memberToken(t, id(name));
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}
