import type { AgentTree } from '@platform/contract/agents-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { auditLog } from '../operators/operators.tables.ts';
import { members } from './accounts.tables.ts';

let t: TestApp;
let support: string;
let top: number;
let middle: number;
let player: number;

const as = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const member = (account: string, options: { agent?: boolean; uplineId?: number } = {}) =>
  createFundedMember(t.database.db, { merchantId: t.merchantId, account, ...options }).then(
    (m) => m.memberId,
  );
const uplineOf = async (id: number) =>
  (await t.database.db.select({ uplineId: members.uplineId }).from(members).where(eq(members.id, id)))[0]
    ?.uplineId;

beforeAll(async () => {
  t = await createTestApp();
  support = await operatorToken(t, 'tree-support', 'support');
  top = await member('treetop', { agent: true });
  middle = await member('treemiddle', { agent: true, uplineId: top });
  player = await member('treeplayer', { uplineId: middle });
});
afterAll(() => t.close());

describe('the operator agent tree', () => {
  it('lists the agents at the top, and opens one level at a time with each node’s downline count', async () => {
    const topLevel = (await as(support, 'GET', ADMIN_PATHS.agentTree)).json().value as AgentTree;
    expect(topLevel.list.find((node) => node.id === top)).toMatchObject({
      account: 'treetop',
      downlineCount: 1,
    });
    expect(topLevel.list.some((node) => node.id === player)).toBe(false);
    const under = (await as(support, 'GET', `${ADMIN_PATHS.agentTree}?parentId=${top}`)).json()
      .value as AgentTree;
    expect(under).toEqual({
      list: [expect.objectContaining({ id: middle, account: 'treemiddle', type: 1, downlineCount: 1 })],
      more: false,
    });
  });

  it('refuses a move that would make a loop or put a player under a non-agent, and changes nothing', async () => {
    const loop = await as(support, 'PUT', `${ADMIN_PATHS.members}/${top}/upline`, { uplineId: middle });
    expect(loop.statusCode).toBe(409);
    expect(loop.json()).toMatchObject({ success: false, code: 'UPLINE_CYCLE' });
    const self = await as(support, 'PUT', `${ADMIN_PATHS.members}/${top}/upline`, { uplineId: top });
    expect(self.json()).toMatchObject({ code: 'UPLINE_CYCLE' });
    const notAgent = await as(support, 'PUT', `${ADMIN_PATHS.members}/${middle}/upline`, {
      uplineId: player,
    });
    expect(notAgent.statusCode).toBe(400);
    expect(notAgent.json()).toMatchObject({ code: 'UPLINE_NOT_AGENT' });
    expect(await uplineOf(top)).toBeNull();
    expect(await uplineOf(middle)).toBe(top);
  });

  it('moves a player under another agent, and the audit log keeps the tree before and after', async () => {
    const moved = await as(support, 'PUT', `${ADMIN_PATHS.members}/${player}/upline`, { uplineId: top });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await uplineOf(player)).toBe(top);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'member.upline'));
    expect(audit).toMatchObject({
      objectId: String(player),
      before: { uplineId: middle },
      after: { uplineId: top },
    });
  });

  it('makes an agent a member only once no one is under them', async () => {
    const blocked = await as(support, 'PUT', `${ADMIN_PATHS.members}/${top}/type`, { type: 0 });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({ code: 'AGENT_HAS_DOWNLINE' });
    const alone = await member('treealone', { agent: true });
    expect(
      (await as(support, 'PUT', `${ADMIN_PATHS.members}/${alone}/type`, { type: 0 })).json().value,
    ).toMatchObject({
      type: 0,
    });
    expect(
      (await as(support, 'PUT', `${ADMIN_PATHS.members}/${alone}/type`, { type: 41 })).json().value.type,
    ).toBe(41);
    const invalid = await as(support, 'PUT', `${ADMIN_PATHS.members}/${alone}/type`, { type: 4 });
    expect(invalid.statusCode).toBe(400);
  });

  it('refuses a role without the permission, and another merchant’s members, with nothing changed', async () => {
    const content = await operatorToken(t, 'tree-content', 'content');
    expect((await as(content, 'GET', ADMIN_PATHS.agentTree)).statusCode).toBe(403);
    expect(
      (await as(content, 'PUT', `${ADMIN_PATHS.members}/${player}/upline`, { uplineId: null })).statusCode,
    ).toBe(403);
    const other = await addSecondMerchant(t, {
      code: 'TREEOTHER',
      brandName: 'O',
      licenseNumber: 'O',
      domain: 'tree-other.test',
    });
    const stranger = (
      await createFundedMember(t.database.db, { merchantId: other.id, account: 'treestranger' })
    ).memberId;
    const refused = await as(support, 'PUT', `${ADMIN_PATHS.members}/${stranger}/upline`, { uplineId: top });
    expect(refused.statusCode).toBe(404);
    expect(await uplineOf(stranger)).toBeNull();
    for (const body of [{ uplineId: 'x' }, { uplineId: top, extra: 1 }, {}]) {
      expect((await as(support, 'PUT', `${ADMIN_PATHS.members}/${player}/upline`, body)).statusCode).toBe(
        400,
      );
    }
  });
});
