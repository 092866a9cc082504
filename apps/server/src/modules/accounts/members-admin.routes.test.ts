import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

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
