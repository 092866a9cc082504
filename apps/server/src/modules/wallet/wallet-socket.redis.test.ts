import { API_PATHS } from '@platform/contract/paths';
import { SOCKET_CLOSE } from '@platform/contract/wallet-constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openGeoLookup } from '../geo/geo.service.ts';
import { connectSocket, socketUrlOf } from './socket-test-client.ts';
import { newMemberSession } from './wallet-test-helpers.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// Runs only where TEST_REDIS_URL names a Redis server (vitest.config.ts leaves this file out otherwise).
// Two API nodes on one database, as behind a load balancer: a session ended on one closes its
// sockets on the other (security finding 5).
describe('session revocations across nodes', () => {
  let nodeA: TestApp;
  let nodeB: BuiltApp;

  beforeAll(async () => {
    nodeA = await createTestApp({ env: { REDIS_URL: redisUrl } });
    nodeB = await buildApp({
      config: nodeA.ctx.config,
      database: nodeA.database,
      geo: await openGeoLookup(nodeA.ctx.config.GEOIP_DB_PATH),
      logger: false,
    });
    await nodeB.app.listen({ port: 0, host: '127.0.0.1' });
    await nodeA.app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([nodeA.ctx.accounts.revocations.ready, nodeB.ctx.accounts.revocations.ready]);
  });
  afterAll(async () => {
    await nodeB?.app.close();
    await nodeA?.close();
  });

  it('logout on node A closes the socket open on node B within 1 s', async () => {
    const member = await newMemberSession(nodeA);
    const onB = await connectSocket(socketUrlOf(nodeB.app), member.token);

    const logout = await nodeA.app.inject({
      method: 'DELETE',
      url: API_PATHS.logout,
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(logout.statusCode).toBe(200);
    expect(await onB.closedWithin(1000)).toMatchObject({ code: SOCKET_CLOSE.UNAUTHORIZED });
  });

  it('a password change on node B closes the socket open on node A within 1 s', async () => {
    const member = await newMemberSession(nodeA);
    const onA = await connectSocket(socketUrlOf(nodeA.app), member.token);

    const changed = await nodeB.app.inject({
      method: 'POST',
      url: API_PATHS.changePassword,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { newPassword: 'Better456', confirmNewPassword: 'Better456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await onA.closedWithin(1000)).toMatchObject({ code: SOCKET_CLOSE.UNAUTHORIZED });
  });
});
