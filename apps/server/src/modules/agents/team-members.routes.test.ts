import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { AGENT_CENTRE_PATHS, type TeamMembers } from '@platform/contract/agent-centre';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { findAgentByAffiliateCode } from '../accounts/members.service.ts';

// Team management: a tree a > b > c > d, a > e, and another agent x > y; each funded differently.

let t: TestApp;
const clock = testClock('2026-05-04T10:00:00Z');
let cast: ReturnType<typeof namedMembers>;
const id = (name: string) => cast.id(name);
const tokenOf = (name: string) => cast.tokenOf(name);

async function ask(name: string, query: string) {
  return t.app.inject({
    method: 'GET',
    url: `${AGENT_CENTRE_PATHS.teamMembers}?${query}`,
    headers: { authorization: `Bearer ${await tokenOf(name)}` },
  });
}
async function list(name: string, query: string): Promise<TeamMembers> {
  const response = await ask(name, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value;
}
const accounts = (answer: TeamMembers) => answer.list.map((row) => row.account);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  cast = namedMembers(t, { prefix: 'mgmt_', now: clock.now });
  const agent = MEMBER_TYPE.AGENT;
  await cast.add('a', { type: agent });
  await cast.add('b', { type: agent, upline: 'a', cash: 250_00 });
  await cast.add('c', { type: agent, upline: 'b' });
  await cast.add('d', { upline: 'c', cash: 10_000 });
  await cast.add('e', { upline: 'a' });
  await cast.add('x', { type: agent });
  await cast.add('y', { upline: 'x' });
  await cast.add('plain');
  await t.database.db
    .update(members)
    .set({ lastLoginAt: clock.now() })
    .where(eq(members.id, id('b')));
});
afterAll(() => t.close());

describe('GET /wps/agent/team/members (spec §2 team management)', () => {
  it("lists the agent's direct downline with level, downline count, cash and last login", async () => {
    const answer = await list('a', '');
    expect(answer.path).toEqual([{ id: id('a'), account: 'mgmt_a' }]);
    expect(accounts(answer)).toEqual(['mgmt_b', 'mgmt_e']);
    expect(answer.list[0]).toEqual({
      id: id('b'),
      account: 'mgmt_b',
      nickname: 'mgmt_b',
      type: 1,
      level: 1,
      downlineCount: 1,
      balance: 250_00,
      lastLoginAt: clock.now().toISOString(),
      createdAt: expect.any(String),
    });
    expect(answer.list[1]).toMatchObject({ level: 1, downlineCount: 0, balance: 0, lastLoginAt: null });
    expect(answer).toMatchObject({ total: 2, totalPages: 1 });
  });

  it('opens a deeper level of its own tree with the path down to it', async () => {
    const answer = await list('a', `parentId=${id('c')}`);
    expect(answer.path.map((step) => step.account)).toEqual(['mgmt_a', 'mgmt_b', 'mgmt_c']);
    expect(answer.list).toEqual([expect.objectContaining({ account: 'mgmt_d', level: 3, balance: 10_000 })]);
  });

  it('searches the whole team by the start of the account, any case, never another tree', async () => {
    expect(accounts(await list('a', 'account=MGMT_'))).toEqual(['mgmt_b', 'mgmt_c', 'mgmt_d', 'mgmt_e']);
    expect(accounts(await list('b', 'account=mgmt_'))).toEqual(['mgmt_c', 'mgmt_d']);
    expect(accounts(await list('x', 'account=mgmt'))).toEqual(['mgmt_y']);
    // A percent sign is a letter here, not a LIKE wildcard.
    expect(accounts(await list('a', `account=${encodeURIComponent('mgmt%')}`))).toEqual([]);
    const paged = await list('a', 'account=mgmt&pageSize=3&pageNo=2');
    expect(accounts(paged)).toEqual(['mgmt_e']);
    expect(paged).toMatchObject({ path: [], total: 4, totalPages: 2 });
  });

  it('answers a member of another tree, or its own upline, as unknown', async () => {
    for (const [who, parent] of [
      ['a', 'y'],
      ['a', 'x'],
      ['b', 'a'],
      ['c', 'b'],
    ] as const) {
      const response = await ask(who, `parentId=${id(parent)}`);
      expect(response.statusCode, `${who} opening ${parent}`).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('refuses a member who is no agent, and bad input with the field named', async () => {
    const plain = await ask('plain', '');
    expect(plain.json()).toMatchObject({ success: false, code: 'NOT_AGENT' });
    for (const query of [
      `parentId=${id('b')}&account=mgmt`,
      'parentId=0',
      'parentId=abc',
      `account=${'m'.repeat(65)}`,
      'account=%00',
      'pageNo=0',
    ]) {
      const response = await ask('a', query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    }
  });
});

describe('GET /wps/agent/invitation (spec §2 register centre)', () => {
  const invitation = async (name: string, query = '') =>
    t.app.inject({
      method: 'GET',
      url: `${AGENT_CENTRE_PATHS.invitation}${query}`,
      headers: { authorization: `Bearer ${await tokenOf(name)}` },
    });

  it('gives an agent without a code one on first ask, the same ever after, and registration finds the agent by it', async () => {
    const [first, second] = await Promise.all([invitation('c'), invitation('c')]);
    const code = first.json().value.affiliateCode as string;
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(second.json().value.affiliateCode).toBe(code);
    expect((await invitation('c')).json().value).toEqual({
      affiliateCode: code,
      registerPath: `/register?affiliateCode=${code}`,
    });
    const agent = await findAgentByAffiliateCode(t.database.db, t.merchantId, code.toLowerCase());
    expect(agent?.id).toBe(id('c'));
  });

  it('refuses a member who is no agent, and any query', async () => {
    expect((await invitation('plain')).json()).toMatchObject({ success: false, code: 'NOT_AGENT' });
    const extra = await invitation('a', '?code=X');
    expect(extra.statusCode).toBe(400);
    const [row] = await t.database.db
      .select({ code: members.affiliateCode })
      .from(members)
      .where(eq(members.id, id('plain')));
    expect(row?.code).toBeNull();
  });
});
