import { randomBytes } from 'node:crypto';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { TRANSFER_PATHS } from '@platform/contract/transfers';
import { SOCKET_CLOSE } from '@platform/contract/wallet-constants';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { openGeoLookup } from '../modules/geo/geo.service.ts';
import { connectSocket, socketUrlOf } from '../modules/wallet/socket-test-client.ts';
import { createFundedMember } from '../test/money-fixtures.ts';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, type TestApp, type TestAppOptions } from '../test/test-app.ts';
import type { EventRelay } from './event-relay.ts';
import { eventually } from './relay-backend-cases.ts';

/**
 * Two API nodes on one database and one relay backend, as behind a load balancer: what a request
 * on node A changes, a member or visitor on node B notices at once. The settings cache is kept for
 * ten minutes, so B sees a change at once only if the news of it crossed.
 */
export function crossNodeCases(kind: EventRelay['kind'], options: TestAppOptions): void {
  let a: TestApp;
  let b: BuiltApp;
  let closeB = async () => {};

  beforeAll(async () => {
    a = await createTestApp({
      ...options,
      // A namespace of its own, so other suites on the same backend are not heard.
      env: {
        ...options.env,
        RELAY_NAMESPACE: `test-${randomBytes(4).toString('hex')}`,
        SETTINGS_CACHE_MS: '600000',
      },
    });
    // Its own pool on PostgreSQL, as a second process would have; PGlite is one connection.
    const database = a.databaseUrl ? await openDatabase({ url: a.databaseUrl, poolMax: 5 }) : a.database;
    b = await buildApp({
      config: a.ctx.config,
      database,
      geo: await openGeoLookup(a.ctx.config.GEOIP_DB_PATH),
      logger: false,
    });
    closeB = async () => {
      await b.app.close();
      if (database !== a.database) await database.close();
    };
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([a.ctx.relay.ready, b.ctx.relay.ready]);
  });
  afterAll(async () => {
    await closeB();
    await a?.close();
  });

  async function loggedIn(account: string, fields: { cash?: number; uplineId?: number; agent?: boolean }) {
    const { memberId } = await createFundedMember(a.database.db, {
      merchantId: a.merchantId,
      account,
      password: 'Secret123',
      paymentPassword: '246810',
      ...fields,
    });
    const login = await a.app.inject({
      method: 'POST',
      url: API_PATHS.login,
      payload: { username: account, password: 'Secret123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    return { memberId, token: login.json().value.token as string };
  }

  it(`relays through ${kind}`, () => {
    expect([a.ctx.relay.kind, b.ctx.relay.kind]).toEqual([kind, kind]);
  });

  it("a member's socket on node B receives, in order, the balances moved by requests on node A", async () => {
    const tag = randomBytes(3).toString('hex');
    const agent = await loggedIn(`agent${tag}`, { agent: true });
    const player = await loggedIn(`player${tag}`, { cash: 10_000, uplineId: agent.memberId });
    const onB = await connectSocket(socketUrlOf(b.app), player.token);

    for (const n of [1, 2, 3]) {
      const moved = await a.app.inject({
        method: 'POST',
        url: TRANSFER_PATHS.upline,
        headers: { authorization: `Bearer ${player.token}` },
        payload: { amount: 1_000, paymentPassword: '246810', requestId: `req-relay-${tag}-${n}` },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }

    await eventually(() =>
      expect(onB.messages.filter((message) => message.type === 'balance')).toEqual([
        { type: 'balance', wallet: 'cash', balance: 9_000 },
        { type: 'balance', wallet: 'cash', balance: 8_000 },
        { type: 'balance', wallet: 'cash', balance: 7_000 },
      ]),
    );
    onB.socket.close();
  });

  it('a setting saved on node A is served by node B at once, not after its cache expires', async () => {
    const registerSettingsOnB = async () =>
      (await b.app.inject({ method: 'GET', url: API_PATHS.registerSettings })).json().value
        .usernameRegistration;
    expect(await registerSettingsOnB()).toBe(true);

    const admin = await operatorToken(a, `boss${randomBytes(3).toString('hex')}`, 'admin');
    const off = await a.app.inject({
      method: 'PUT',
      url: `${ADMIN_PATHS.whitelabel}/USERNAMEREG3`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const deadline = Date.now() + 1000;
    while ((await registerSettingsOnB()) !== false && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await registerSettingsOnB()).toBe(false);
  });

  it('a logout on node A closes the socket open on node B within a second', async () => {
    const member = await loggedIn(`leaver${randomBytes(3).toString('hex')}`, {});
    const onB = await connectSocket(socketUrlOf(b.app), member.token);

    const logout = await a.app.inject({
      method: 'DELETE',
      url: API_PATHS.logout,
      headers: { authorization: `Bearer ${member.token}` },
    });

    expect(logout.statusCode).toBe(200);
    expect(await onB.closedWithin(1000)).toMatchObject({ code: SOCKET_CLOSE.UNAUTHORIZED });
  });

  it('a password change on node B closes the socket open on node A within a second', async () => {
    const member = await loggedIn(`changer${randomBytes(3).toString('hex')}`, {});
    const onA = await connectSocket(socketUrlOf(a.app), member.token);

    const changed = await b.app.inject({
      method: 'POST',
      url: API_PATHS.changePassword,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { oldPassword: 'Secret123', newPassword: 'Better456', confirmNewPassword: 'Better456' },
    });

    expect(changed.statusCode, changed.body).toBe(200);
    expect(await onA.closedWithin(1000)).toMatchObject({ code: SOCKET_CLOSE.UNAUTHORIZED });
  });
}
