import { AGENT_CENTRE_PATHS, type TeamMembers } from '@platform/contract/agent-centre';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { findMemberByAccount } from '../modules/accounts/members.service.ts';
import { verifyPassword } from '../modules/accounts/passwords.ts';
import { memberToken } from '../test/member-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_TEAM_PASSWORD, seedDemoTeam } from './demo-team.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives the demo agent a team its centre shows, with logins, once however often it runs', async () => {
  const now = t.ctx.system.now();
  await seedDemoTeam(t.database.db, t.merchantId, now);
  await seedDemoTeam(t.database.db, t.merchantId, now);
  const agent = (await findMemberByAccount(t.database.db, t.merchantId, 'agent01'))!;
  const ask = async (query: string): Promise<TeamMembers> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${AGENT_CENTRE_PATHS.teamMembers}?${query}`,
      headers: { authorization: `Bearer ${await memberToken(t, agent.id)}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const direct = await ask('');
  expect(direct.list.map((m) => [m.account, m.type, m.downlineCount])).toEqual([
    ['agent02', 1, 1],
    ['player01', 0, 0],
    ['player02', 0, 0],
  ]);
  const sub = direct.list[0]!;
  expect((await ask(`parentId=${sub.id}`)).list.map((m) => [m.account, m.level])).toEqual([['player03', 2]]);
  const player = (await findMemberByAccount(t.database.db, t.merchantId, 'player03'))!;
  expect(await verifyPassword(player.passwordHash!, DEMO_TEAM_PASSWORD)).toBe(true);
});
