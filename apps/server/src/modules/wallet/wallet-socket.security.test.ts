import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { SOCKET_CLOSE } from '@platform/contract/wallet-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSession } from '../accounts/sessions.service.ts';
import { connectSocket, SocketClient, socketUrlOf } from './socket-test-client.ts';
import { credit, newMemberSession } from './wallet-test-helpers.ts';

// Finding 5 of the security review: a socket kept hearing balance events ~30 s after logout.
// The real app's heartbeat is 30 s, so each close within 1 s here is the revocation's doing.
const WITHIN_MS = 1000;

let t: TestApp;
let url: string;
let clock = new Date('2026-03-01T10:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrlOf(t.app);
});
afterAll(async () => {
  await t.close();
});

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** A second session of the member, as from another device. */
function anotherSession(memberId: number): Promise<string> {
  return createSession(t.ctx.accounts, {
    memberId,
    merchantId: t.merchantId,
    loginType: 'USERNAME',
    ip: '127.0.0.1',
    userAgent: 'second device',
  });
}

async function expectClosedUnauthorized(client: SocketClient): Promise<void> {
  expect(await client.closedWithin(WITHIN_MS)).toMatchObject({ code: SOCKET_CLOSE.UNAUTHORIZED });
}

async function expectStillListening(client: SocketClient, memberId: number, balance: number): Promise<void> {
  t.ctx.walletEvents.publishPosted(t.merchantId, await credit(t, memberId, balance));
  await client.waitFor('balance', (message) => message.balance >= balance);
  expect(client.socket.readyState).toBe(WebSocket.OPEN);
}

describe('a session that ends closes its sockets within 1 s (security finding 5)', () => {
  it('logout closes the socket of that session, and it hears no balance event after', async () => {
    const member = await newMemberSession(t);
    const otherDevice = await anotherSession(member.memberId);
    const client = await connectSocket(url, member.token);
    const other = await connectSocket(url, otherDevice);

    const logout = await t.app.inject({
      method: 'DELETE',
      url: API_PATHS.logout,
      headers: bearer(member.token),
    });
    expect(logout.statusCode).toBe(200);
    await expectClosedUnauthorized(client);

    t.ctx.walletEvents.publishPosted(t.merchantId, await credit(t, member.memberId, 5_000));
    expect(client.messages.filter((message) => message.type === 'balance')).toEqual([]);
    // Logout ends this device's session only.
    await expectStillListening(other, member.memberId, 5_000);
    other.socket.close();
  });

  it('a password change closes every socket of the member', async () => {
    const member = await newMemberSession(t);
    const sockets = [
      await connectSocket(url, member.token),
      await connectSocket(url, await anotherSession(member.memberId)),
    ];

    const changed = await t.app.inject({
      method: 'POST',
      url: API_PATHS.changePassword,
      headers: bearer(member.token),
      payload: { newPassword: 'Better456', confirmNewPassword: 'Better456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const socket of sockets) await expectClosedUnauthorized(socket);

    // The token the change answered opens a socket again.
    const fresh = await connectSocket(url, changed.json().value.token);
    fresh.socket.close();
  });

  it("an operator's lock closes the member's sockets, and the token opens none again", async () => {
    const operator = await operatorToken(t, 'socket-lock-support', 'support');
    const member = await newMemberSession(t);
    const bystander = await newMemberSession(t);
    const client = await connectSocket(url, member.token);
    const bystanderSocket = await connectSocket(url, bystander.token);

    const locked = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_PATHS.members}/${member.memberId}/lock`,
      headers: bearer(operator),
    });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().value).toMatchObject({ id: member.memberId, status: 'locked', sessionsEnded: 1 });
    await expectClosedUnauthorized(client);

    const again = new SocketClient(url);
    await again.opened;
    again.send({ type: 'auth', token: member.token });
    expect((await again.closed).code).toBe(SOCKET_CLOSE.UNAUTHORIZED);
    await expectStillListening(bystanderSocket, bystander.memberId, 700);
    bystanderSocket.socket.close();
  });

  it("an operator ending the member's sessions closes all their sockets, and the audit log says who did it", async () => {
    const operator = await operatorToken(t, 'socket-end-support', 'support');
    const member = await newMemberSession(t);
    const sockets = [
      await connectSocket(url, member.token),
      await connectSocket(url, await anotherSession(member.memberId)),
    ];

    const ended = await t.app.inject({
      method: 'POST',
      url: `${ADMIN_PATHS.members}/${member.memberId}/end-sessions`,
      headers: bearer(operator),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value).toMatchObject({ status: 'active', sessionsEnded: 2 });
    for (const socket of sockets) await expectClosedUnauthorized(socket);

    const audit = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_PATHS.auditLog}?action=member.end-sessions&objectId=${member.memberId}`,
      headers: bearer(await operatorToken(t, 'socket-audit-admin', 'admin')),
    });
    expect(audit.json().value.list).toMatchObject([
      { operatorUsername: 'socket-end-support', objectType: 'member', after: { sessionsEnded: 2 } },
    ]);
  });

  it('delivers nothing once the session has expired, even when no revocation was announced', async () => {
    const member = await newMemberSession(t);
    const client = await connectSocket(url, member.token);
    const idleMinutes = t.ctx.config.SESSION_IDLE_MINUTES;
    clock = new Date(clock.getTime() + (idleMinutes + 1) * 60_000);

    t.ctx.walletEvents.publishPosted(t.merchantId, await credit(t, member.memberId, 9_000));
    await expectClosedUnauthorized(client);
    expect(client.messages.filter((message) => message.type === 'balance')).toEqual([]);
  });
});
