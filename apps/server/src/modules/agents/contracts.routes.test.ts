import { MEMBER_TYPE, TRIAL_TYPE } from '@platform/contract/account-constants';
import { AGENT_CONTRACT_PATHS, type Contract, type ContractList } from '@platform/contract/agent-contracts';
import type { MemberMessageList } from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { offerContract } from './contracts.service.ts';
import { agentContractSettings, agentContracts, agentContractTemplates } from './contracts.tables.ts';

// Contracts over a tree: top > mid > low > leaf (agents), low > player (no agent), and another
// tree's agent `far`. The operator gives `top` its contracts; agents pass them down.

let t: TestApp;
const clock = testClock('2026-05-04T10:00:00Z');
let cast: ReturnType<typeof namedMembers>;
const id = (name: string) => cast.id(name);
const tokenOf = (name: string) => cast.tokenOf(name);

const call = async (name: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${await tokenOf(name)}` } });

async function offer(from: string, to: string, terms: object) {
  return call(from, 'POST', AGENT_CONTRACT_PATHS.contracts, { memberId: id(to), ...terms });
}
async function offered(from: string, to: string, terms: object): Promise<Contract> {
  const response = await offer(from, to, terms);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}
async function act(name: string, contractId: number, action: 'accept' | 'reject' | 'terminate') {
  return call(name, 'POST', AGENT_CONTRACT_PATHS.process, { contractId, action });
}
async function acted(name: string, contractId: number, action: 'accept' | 'reject' | 'terminate') {
  const response = await act(name, contractId, action);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as Contract;
}
async function list(name: string, query = ''): Promise<ContractList> {
  const response = await call(name, 'GET', `${AGENT_CONTRACT_PATHS.contracts}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}
const statusOf = async (contractId: number) =>
  (await t.database.db.select().from(agentContracts).where(eq(agentContracts.id, contractId)))[0]!;

const salary = (rateBp: number) => ({ kind: 'dailyWage', period: 'D', rateBp });

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  cast = namedMembers(t, { prefix: 'ctr_', now: clock.now });
  const agent = MEMBER_TYPE.AGENT;
  await cast.add('top', { type: agent });
  await cast.add('mid', { type: agent, upline: 'top' });
  await cast.add('low', { type: agent, upline: 'mid' });
  await cast.add('leaf', { type: agent, upline: 'low' });
  await cast.add('player', { upline: 'low' });
  await cast.add('trial', { type: TRIAL_TYPE, upline: 'low' });
  await cast.add('far', { type: agent });
  const db = t.database.db;
  await db
    .insert(agentContractSettings)
    .values({ merchantId: t.merchantId, contractsEnabled: true, salaryEnabled: true });
  await db.insert(agentContractTemplates).values([
    { merchantId: t.merchantId, agentType: 1, kind: 'dailyWage', maxRateBp: 200 },
    { merchantId: t.merchantId, agentType: 1, kind: 'dividend', maxRateBp: 4000 },
  ]);
  const operator = { merchantId: t.merchantId, memberId: null };
  const deps = { db, now: clock.now };
  for (const terms of [
    { kind: 'dailyWage', period: 'D', rateBp: 150 },
    { kind: 'dividend', period: 'M', rateBp: 3000 },
  ] as const) {
    const contractId = await offerContract(deps, operator, {
      memberId: id('top'),
      minActiveMembers: 0,
      minValidBet: 0,
      minNetLoss: 0,
      ...terms,
    });
    await acted('top', contractId, 'accept');
  }
});
afterAll(() => t.close());

describe('agent contracts (spec §3, §4)', () => {
  it('an offer waits for the downline, who sees it in the modal count and accepts it', async () => {
    // The recipient's inbox tells of the request; the offerer's does not (top's holds the operator's).
    const inbox = async (name: string) => (await call(name, 'GET', API_PATHS.messages)).json().value;
    const requests = (value: MemberMessageList) =>
      value.list.filter((message) => message.template?.key === 'CONTRACT_REQUEST').length;
    const topRequests = requests(await inbox('top'));
    const contract = await offered('top', 'mid', {
      ...salary(100),
      minActiveMembers: 3,
      minValidBet: 50_000,
    });
    expect(contract).toMatchObject({
      status: 'pending',
      rateBp: 100,
      minActiveMembers: 3,
      offeredBy: { id: id('top'), account: 'ctr_top' },
      member: { id: id('mid'), account: 'ctr_mid' },
      startedAt: null,
    });
    expect((await list('mid')).awaitingMe).toBe(1);
    expect(requests(await inbox('mid'))).toBe(1);
    expect(requests(await inbox('top'))).toBe(topRequests);
    expect((await list('top', 'side=given')).list.map((c) => c.id)).toContain(contract.id);
    clock.advance(60_000);
    const accepted = await acted('mid', contract.id, 'accept');
    expect(accepted).toMatchObject({ status: 'active', startedAt: clock.now().toISOString() });
    expect((await list('mid')).awaitingMe).toBe(0);
  });

  it('refuses offers outside the rules, writing nothing', async () => {
    const before = (await t.database.db.select().from(agentContracts)).length;
    const cases: [string, string, object, number, string][] = [
      ['mid', 'mid', salary(50), 400, 'CONTRACT_TO_SELF'],
      ['mid', 'top', salary(50), 404, 'NOT_FOUND'],
      ['mid', 'far', salary(50), 404, 'NOT_FOUND'],
      ['mid', 'leaf', salary(50), 400, 'CONTRACT_DIRECT_DOWNLINE_ONLY'],
      ['low', 'leaf', salary(50), 400, 'CONTRACT_UPLINE_HAS_NONE'],
      ['mid', 'low', salary(101), 400, 'CONTRACT_RATE_ABOVE_UPLINE'],
      ['top', 'mid', salary(201), 400, 'CONTRACT_RATE_ABOVE_MAX'],
      ['mid', 'low', { kind: 'hourlySalary', period: 'H', rateBp: 10 }, 400, 'CONTRACT_KIND_NOT_OFFERED'],
      ['top', 'mid', { kind: 'dividend', period: 'W', rateBp: 100 }, 400, 'CONTRACT_PERIOD_MISMATCH'],
      ['mid', 'low', { kind: 'dailyWage', period: 'W', rateBp: 10 }, 400, 'VALIDATION_ERROR'],
      ['mid', 'low', { ...salary(10), minNetLoss: 5 }, 400, 'VALIDATION_ERROR'],
      ['mid', 'low', { ...salary(0) }, 400, 'VALIDATION_ERROR'],
      ['mid', 'low', { ...salary(10), extra: 1 }, 400, 'VALIDATION_ERROR'],
      ['mid', 'low', { kind: 'dailyWage\u0000', period: 'D', rateBp: 10 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [from, to, terms, status, code] of cases) {
      const response = await offer(from, to, terms);
      expect(response.statusCode, `${from} -> ${to} ${JSON.stringify(terms)}`).toBe(status);
      expect(response.json(), code).toMatchObject({ success: false, code });
    }
    await acted('low', (await offered('mid', 'low', salary(80))).id, 'reject');
    const { id: lowId } = await offered('mid', 'low', salary(80));
    expect((await offer('mid', 'low', salary(70))).json()).toMatchObject({ code: 'CONTRACT_OFFER_PENDING' });
    await acted('low', lowId, 'accept');
    // A contract to a plain member: contracts pay agents only.
    expect((await offer('low', 'player', salary(10))).json()).toMatchObject({
      code: 'CONTRACT_RECIPIENT_NOT_AGENT',
    });
    expect((await t.database.db.select().from(agentContracts)).length).toBe(before + 2);
  });

  it('accepting a lower rate supersedes the old contract and ends the downline contracts above it', async () => {
    const leafContract = await offered('low', 'leaf', salary(60));
    await acted('leaf', leafContract.id, 'accept');
    const oldMid = (await list('mid', 'side=received&status=active')).list[0]!;
    const lower = await offered('top', 'mid', salary(50));
    clock.advance(60_000);
    await acted('mid', lower.id, 'accept');
    expect(await statusOf(oldMid.id)).toMatchObject({ status: 'superseded', endedAt: clock.now() });
    // low had 80 > 50: ended, and leaf's contract from low lost its cover with it.
    const lowContract = (await list('low', 'side=received&status=terminated')).list[0]!;
    expect(lowContract).toMatchObject({ rateBp: 80, endReason: 'uplineRateLowered' });
    expect(await statusOf(leafContract.id)).toMatchObject({
      status: 'terminated',
      endReason: 'uplineContractEnded',
    });
  });

  it('either side asks to terminate and the other answers; a rejected request leaves it in force', async () => {
    const contract = await offered('mid', 'low', salary(40));
    await acted('low', contract.id, 'accept');
    expect(await acted('low', contract.id, 'terminate')).toMatchObject({
      terminationRequestedBy: 'downline',
    });
    // The asking side cannot answer its own request, nor ask twice.
    expect((await act('low', contract.id, 'accept')).json()).toMatchObject({
      code: 'CONTRACT_NOT_ACTIONABLE',
    });
    expect((await act('low', contract.id, 'terminate')).statusCode).toBe(409);
    expect((await list('mid')).awaitingMe).toBe(1);
    expect(await acted('mid', contract.id, 'reject')).toMatchObject({
      status: 'active',
      terminationRequestedBy: null,
    });
    await acted('mid', contract.id, 'terminate');
    expect(await acted('low', contract.id, 'accept')).toMatchObject({
      status: 'terminated',
      endReason: 'agreed',
    });
    expect((await act('mid', contract.id, 'terminate')).statusCode).toBe(409);
  });

  it('an offer is answered by the downline only, and once', async () => {
    const contract = await offered('mid', 'low', salary(30));
    expect((await act('mid', contract.id, 'accept')).statusCode).toBe(409);
    expect((await act('low', contract.id, 'terminate')).statusCode).toBe(409);
    await acted('low', contract.id, 'reject');
    expect((await act('low', contract.id, 'accept')).statusCode).toBe(409);
  });

  it('answers every contract endpoint for a foreign agent, a member and a trial member as it should', async () => {
    const contract = await offered('mid', 'low', salary(30));
    for (const stranger of ['far', 'leaf', 'top'] as const) {
      for (const action of ['accept', 'reject', 'terminate'] as const) {
        const response = await act(stranger, contract.id, action);
        expect(response.statusCode, `${stranger} ${action}`).toBe(404);
      }
      const theirs = await list(stranger);
      expect(theirs.list.map((c) => c.id)).not.toContain(contract.id);
    }
    for (const [who, code] of [
      ['player', 'NOT_AGENT'],
      ['trial', 'TRIAL_ACCOUNT'],
    ] as const) {
      for (const [method, url, payload] of [
        ['GET', AGENT_CONTRACT_PATHS.contracts, undefined],
        ['POST', AGENT_CONTRACT_PATHS.contracts, { memberId: id('low'), ...salary(10) }],
        ['POST', AGENT_CONTRACT_PATHS.process, { contractId: contract.id, action: 'accept' }],
        ['GET', AGENT_CONTRACT_PATHS.income, undefined],
      ] as const) {
        const response = await call(who, method, url, payload);
        expect(response.statusCode, `${who} ${method} ${url}`).toBe(403);
        expect(response.json()).toMatchObject({ success: false, code });
      }
    }
    const visitor = await t.app.inject({ method: 'GET', url: AGENT_CONTRACT_PATHS.income });
    expect(visitor.statusCode).toBe(401);
    expect(await statusOf(contract.id)).toMatchObject({ status: 'pending' });
  });

  it('refuses new offers when the operator has switched contracts off', async () => {
    await t.database.db
      .update(agentContractSettings)
      .set({ salaryEnabled: false })
      .where(eq(agentContractSettings.merchantId, t.merchantId));
    expect((await offer('top', 'mid', salary(20))).json()).toMatchObject({ code: 'CONTRACTS_DISABLED' });
    await t.database.db
      .update(agentContractSettings)
      .set({ salaryEnabled: true })
      .where(eq(agentContractSettings.merchantId, t.merchantId));
  });
});
