import { randomBytes } from 'node:crypto';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { SocketServerMessage } from '@platform/contract/wallet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { eventually } from '../../relay/relay-backend-cases.ts';
import { memberToken } from '../../test/member-session.ts';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { openGeoLookup } from '../geo/geo.service.ts';
import { connectSocket, type SocketClient, socketUrlOf } from '../wallet/socket-test-client.ts';

type ChatLive = Extract<SocketServerMessage, { type: 'chat_message' }>;

// Runs only where TEST_DATABASE_URL names a PostgreSQL server (vitest.config.ts leaves it out otherwise).
describe('the chat room across two API nodes (PostgreSQL LISTEN/NOTIFY relay)', () => {
  let a: TestApp;
  let b: BuiltApp;
  let closeB = async () => {};
  const sockets: SocketClient[] = [];

  beforeAll(async () => {
    a = await createTestApp({
      relayThroughDatabase: true,
      env: { RELAY_NAMESPACE: `test-${randomBytes(4).toString('hex')}` },
    });
    const database = await openDatabase({ url: a.databaseUrl as string, poolMax: 5 });
    b = await buildApp({
      config: a.ctx.config,
      database,
      geo: await openGeoLookup(a.ctx.config.GEOIP_DB_PATH),
      logger: false,
    });
    closeB = async () => {
      await b.app.close();
      await database.close();
    };
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await Promise.all([a.ctx.relay.ready, b.ctx.relay.ready]);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.socket.close();
    await closeB();
    await a?.close();
  });

  async function playerOn(node: BuiltApp) {
    const account = `x${randomBytes(4).toString('hex')}`;
    const { memberId } = await createFundedMember(a.database.db, { merchantId: a.merchantId, account });
    const socket = await connectSocket(socketUrlOf(node.app), await memberToken(a, memberId));
    sockets.push(socket);
    socket.send({ type: 'chat_join', language: 'EN' });
    const history = await socket.waitFor('chat_history');
    return { socket, roomId: history.roomId };
  }

  const live = (socket: SocketClient) =>
    socket.messages.filter((message): message is ChatLive => message.type === 'chat_message');

  it('a post on either node reaches sockets on both, each sequence number once and none missing', async () => {
    const onA = await playerOn(a);
    const onB = await playerOn(b);
    expect(onA.roomId).toBe(onB.roomId);
    // Posts from both nodes at once: the room row numbers them in one order, across nodes.
    for (let index = 0; index < 4; index += 1) {
      onA.socket.send({ type: 'chat_post', roomId: onA.roomId, text: `from A ${index}` });
      onB.socket.send({ type: 'chat_post', roomId: onB.roomId, text: `from B ${index}` });
    }
    await eventually(() => {
      for (const socket of [onA.socket, onB.socket]) expect(live(socket)).toHaveLength(8);
    }, 5000);
    for (const socket of [onA.socket, onB.socket]) {
      const seqs = live(socket)
        .map((message) => message.message.seq)
        .sort((x, y) => x - y);
      expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
  });

  it('a deletion by an operator on node B removes the message from a socket on node A', async () => {
    const onA = await playerOn(a);
    onA.socket.send({ type: 'chat_post', roomId: onA.roomId, text: 'remove across nodes' });
    const posted = await onA.socket.waitFor(
      'chat_message',
      (message) => message.message.text === 'remove across nodes',
    );
    const token = await operatorToken(a, 'crossmod', 'support');
    const deleted = await b.app.inject({
      method: 'DELETE',
      url: `${ADMIN_PATHS.chatMessages}/${posted.message.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await onA.socket.waitFor('chat_deleted', (message) => message.ids.includes(posted.message.id));
  });
});
