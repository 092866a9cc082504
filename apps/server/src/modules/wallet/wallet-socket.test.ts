import { SOCKET_PATH } from '@platform/contract/paths';
import { SOCKET_CLOSE } from '@platform/contract/wallet-constants';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ZodApp } from '../../app-context.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { sessions } from '../accounts/accounts.tables.ts';
import { revokeSession } from '../accounts/sessions.service.ts';
import { connectSocket, SocketClient, socketUrlOf } from './socket-test-client.ts';
import { registerWalletSocket } from './wallet-socket.ts';
import { credit, newMemberSession } from './wallet-test-helpers.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrlOf(t.app);
});
afterAll(async () => {
  await t.close();
});

function connectAs(token: string, target = url): Promise<SocketClient> {
  return connectSocket(target, token);
}

describe('/ws', () => {
  it('sends the member their new balance when a committed transfer is published', async () => {
    const member = await newMemberSession(t);
    const client = await connectAs(member.token);

    const posted = await credit(t, member.memberId, 250_000);
    t.ctx.walletEvents.publishPosted(t.merchantId, posted);

    expect(await client.waitFor('balance')).toEqual({ type: 'balance', wallet: 'cash', balance: 250_000 });
    client.socket.close();
    await client.closed;
  });

  it('sends transaction notices, and nothing about other members', async () => {
    const member = await newMemberSession(t);
    const other = await newMemberSession(t);
    const client = await connectAs(member.token);

    t.ctx.walletEvents.publishPosted(t.merchantId, await credit(t, other.memberId, 999));
    t.ctx.walletEvents.publish({
      type: 'notice',
      merchantId: t.merchantId,
      memberId: member.memberId,
      notice: 'DEPOSIT_CREDITED',
      amount: 10_000,
      reference: 'D100',
    });

    expect(await client.waitFor('notice')).toEqual({
      type: 'notice',
      notice: 'DEPOSIT_CREDITED',
      amount: 10_000,
      reference: 'D100',
    });
    expect(client.messages.filter((message) => message.type === 'balance')).toEqual([]);
    client.socket.close();
    await client.closed;
  });

  it('answers pings, and stops listening when the socket closes', async () => {
    const before = t.ctx.walletEvents.listenerCount();
    const member = await newMemberSession(t);
    const client = await connectAs(member.token);
    expect(t.ctx.walletEvents.listenerCount()).toBe(before + 1);

    client.send({ type: 'ping' });
    await client.waitFor('pong');

    client.socket.close();
    await client.closed;
    await expect.poll(() => t.ctx.walletEvents.listenerCount()).toBe(before);
  });

  it('refuses a bad token with close code 4401 and subscribes nothing', async () => {
    const before = t.ctx.walletEvents.listenerCount();
    const client = new SocketClient(url);
    await client.opened;
    client.send({ type: 'auth', token: 'not-a-real-session-token-at-all' });

    expect(await client.closed).toEqual({ code: SOCKET_CLOSE.UNAUTHORIZED, reason: 'unauthorized' });
    expect(client.messages).toEqual([]);
    expect(t.ctx.walletEvents.listenerCount()).toBe(before);
  });

  it('refuses the token of a session that was logged out', async () => {
    const member = await newMemberSession(t);
    const live = await connectAs(member.token);
    live.socket.close();
    const [session] = await t.database.db.query.sessions.findMany({
      where: (row, { eq }) => eq(row.memberId, member.memberId),
    });
    await revokeSession(t.ctx.accounts, session!.id);

    const client = new SocketClient(url);
    await client.opened;
    client.send({ type: 'auth', token: member.token });
    expect((await client.closed).code).toBe(SOCKET_CLOSE.UNAUTHORIZED);
  });

  it('closes with 4400 when the first message is not an auth message', async () => {
    const member = await newMemberSession(t);
    for (const first of ['hello', { type: 'ping' }, { type: 'auth', token: member.token, extra: 1 }]) {
      const client = new SocketClient(url);
      await client.opened;
      client.send(first);
      expect((await client.closed).code).toBe(SOCKET_CLOSE.BAD_MESSAGE);
    }
  });

  it('does not take a second auth on a ready socket', async () => {
    const member = await newMemberSession(t);
    const client = await connectAs(member.token);
    client.send({ type: 'auth', token: member.token });
    expect((await client.closed).code).toBe(SOCKET_CLOSE.BAD_MESSAGE);
  });

  it("lets the site's pages connect to their own /ws (CSP connect-src)", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });
    const connectSrc = String(page.headers['content-security-policy'])
      .split(';')
      .find((directive) => directive.trim().startsWith('connect-src'));
    expect(connectSrc).toContain("'self'");
  });

  it('answers a plain GET of /ws with 404, and upgrades nowhere else', async () => {
    const plain = await t.app.inject({ method: 'GET', url: SOCKET_PATH });
    expect(plain.statusCode).toBe(404);

    const elsewhere = new SocketClient(url.replace(SOCKET_PATH, '/wps/system/status'));
    await expect(elsewhere.opened).rejects.toThrow();
    await elsewhere.closed;
  });
});

describe('/ws timing', () => {
  // The real app waits seconds; a socket of its own with short timings shows the same rules quickly.
  let fast: ZodApp;
  let fastUrl: string;
  beforeAll(async () => {
    fast = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
    await registerWalletSocket(
      fast,
      { ...t.ctx, metrics: new Registry() },
      {
        authTimeoutMs: 100,
        // Short, yet long enough that a busy CI machine answers each ping in time: the client
        // runs in this same process, so a 50 ms beat closed sockets whose pong was merely late.
        heartbeatMs: 150,
      },
    );
    await fast.listen({ port: 0, host: '127.0.0.1' });
    fastUrl = socketUrlOf(fast);
  });
  afterAll(async () => {
    await fast.close();
  });

  it('closes a socket that never authenticates with 4408', async () => {
    const client = new SocketClient(fastUrl);
    await client.opened;
    expect((await client.closed).code).toBe(SOCKET_CLOSE.AUTH_TIMEOUT);
  });

  it('keeps an answering socket open across heartbeats, and closes it with 4401 once the session ends unannounced', async () => {
    const member = await newMemberSession(t);
    const client = await connectAs(member.token, fastUrl);
    // Three heartbeats and more.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(client.socket.readyState).toBe(WebSocket.OPEN);

    // Ended in the database only, as when the announcement was lost: the heartbeat's check finds it.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.memberId, member.memberId));

    expect((await client.closed).code).toBe(SOCKET_CLOSE.UNAUTHORIZED);
  });

  it('closes the sockets still open when the server shuts down', async () => {
    const member = await newMemberSession(t);
    const client = await connectAs(member.token, fastUrl);
    await fast.close();
    expect((await client.closed).code).toBeGreaterThanOrEqual(1000);
  });
});
