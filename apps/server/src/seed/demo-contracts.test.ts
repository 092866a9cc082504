import { AGENT_CONTRACT_PATHS } from '@platform/contract/agent-contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findMemberByAccount } from '../modules/accounts/members.service.ts';
import { agentContracts } from '../modules/agents/contracts.tables.ts';
import { memberToken } from '../test/member-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { seedDemoContracts } from './demo-contracts.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('switches contracts on for the demo and gives the demo agent its contracts, once however often it runs', async () => {
  const now = t.ctx.system.now();
  await seedDemoContracts(t.database.db, t.merchantId, now);
  await seedDemoContracts(t.database.db, t.merchantId, now);
  const agent = (await findMemberByAccount(t.database.db, t.merchantId, 'agent01'))!;
  const held = await t.database.db.select().from(agentContracts).where(eq(agentContracts.memberId, agent.id));
  expect(held.map((c) => [c.kind, c.status]).sort()).toEqual([
    ['dailyWage', 'active'],
    ['dividend', 'active'],
    ['realtimeSalary', 'active'],
  ]);
  const token = await memberToken(t, agent.id);
  const policy = await t.app.inject({
    method: 'GET',
    url: AGENT_CONTRACT_PATHS.policy,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(policy.json().value).toEqual({ enableContract: true, enableSalary: true, awaitingMe: 0 });
});
