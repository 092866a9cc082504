import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import {
  SUPPORT_CS_TYPE,
  SUPPORT_HISTORY_PAGE,
  SUPPORT_MESSAGES_PER_MINUTE,
  SUPPORT_PAGE_PATH,
} from '@platform/contract/support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { connectSocket, socketUrlOf } from '../wallet/socket-test-client.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';

/* The built-in support chat: one conversation per player, live replies, read and typing state. */

let t: TestApp;
let clock = new Date('2026-03-01T10:00:00Z');
let alice: string;
let bob: string;
let url: string;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = socketUrlOf(t.app);
  alice = await operatorToken(t, 'cs-alice', 'support');
  bob = await operatorToken(t, 'cs-bob', 'support');
});
afterAll(async () => {
  await t?.close();
});

const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const write = (token: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: API_PATHS.supportMessages, headers: bearer(token), payload: { body } });
const conversation = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: API_PATHS.support, headers: bearer(token) })).json().value;
const asOperator = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const conversationUrl = (id: number, action = '') =>
  `${ADMIN_PATHS.supportConversations}/${id}${action ? `/${action}` : ''}`;
const inbox = async (token = alice, query = '') =>
  (await asOperator(token, 'GET', `${ADMIN_PATHS.supportConversations}${query}`)).json().value.list as {
    id: number;
    memberId: number;
    unread: number;
    assignedTo: { id: number; username: string } | null;
  }[];
const conversationOf = async (memberId: number) => {
  const found = (await inbox()).find((row) => row.memberId === memberId);
  if (!found) throw new Error('no conversation');
  return found;
};

describe('support chat', () => {
  it('keeps one conversation per player: the operator replies and the player hears it live', async () => {
    const player = await newMemberSession(t);
    const socket = await connectSocket(url, player.token);
    expect((await write(player.token, 'Hello, my deposit is missing')).statusCode).toBe(201);
    tick(1000);
    expect((await write(player.token, 'Order 123')).statusCode).toBe(201);

    const row = await conversationOf(player.memberId);
    expect(row).toMatchObject({ unread: 2, assignedTo: null });
    const reply = await asOperator(alice, 'POST', conversationUrl(row.id, 'messages'), {
      body: 'Checking now',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    await socket.waitFor('support', (message) => message.event === 'message');

    const seen = await conversation(player.token);
    expect(
      seen.messages.map((message: { sender: string; body: string; author: string | null }) => [
        message.sender,
        message.body,
        message.author,
      ]),
    ).toEqual([
      ['member', 'Hello, my deposit is missing', null],
      ['member', 'Order 123', null],
      ['operator', 'Checking now', 'cs-alice'],
    ]);
    // Replying read the player's messages, and took the unassigned conversation.
    expect(seen.operatorReadId).toBe(seen.messages[2].id);
    expect((await conversationOf(player.memberId)).assignedTo).toMatchObject({ username: 'cs-alice' });
    socket.socket.close();
  });

  it('lists unassigned conversations first, and only the caller’s with mine=true', async () => {
    const first = await newMemberSession(t);
    const second = await newMemberSession(t);
    await write(first.token, 'first');
    tick(1000);
    await write(second.token, 'second');
    const firstRow = await conversationOf(first.memberId);
    const secondRow = await conversationOf(second.memberId);
    const agents = (await asOperator(alice, 'GET', ADMIN_PATHS.supportAgents)).json().value.list;
    const bobId = agents.find((agent: { username: string }) => agent.username === 'cs-bob').id;
    const assigned = await asOperator(alice, 'POST', conversationUrl(firstRow.id, 'assign'), {
      operatorId: bobId,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const list = await inbox();
    const unassignedIds = list.filter((row) => row.assignedTo === null).map((row) => row.id);
    expect(unassignedIds).toContain(secondRow.id);
    const firstIndex = list.findIndex((row) => row.id === firstRow.id);
    expect(list.slice(firstIndex).every((row) => row.assignedTo !== null)).toBe(true);
    expect((await inbox(bob, '?mine=true')).map((row) => row.id)).toEqual([firstRow.id]);
    // A colleague without support.reply, or another merchant's, cannot be given it.
    const finance = await operatorToken(t, 'cs-finance', 'finance');
    expect((await asOperator(finance, 'GET', ADMIN_PATHS.supportConversations)).statusCode).toBe(403);
    const financeId = (await asOperator(finance, 'GET', ADMIN_PATHS.me)).json().value?.id ?? 999_999;
    expect(
      (await asOperator(alice, 'POST', conversationUrl(firstRow.id, 'assign'), { operatorId: financeId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await asOperator(alice, 'POST', conversationUrl(firstRow.id, 'assign'), { operatorId: null })).json()
        .value.assignedTo,
    ).toBeNull();
  });

  it('shows read state both ways: "read" to the player live, and the player’s read to the operator', async () => {
    const player = await newMemberSession(t);
    const socket = await connectSocket(url, player.token);
    await write(player.token, 'Are you there?');
    const row = await conversationOf(player.memberId);
    expect((await conversation(player.token)).operatorReadId).toBe(0);
    expect((await asOperator(alice, 'POST', conversationUrl(row.id, 'read'))).statusCode).toBe(200);
    await socket.waitFor('support', (message) => message.event === 'read');
    const mine = await conversation(player.token);
    expect(mine.operatorReadId).toBe(mine.messages[0].id);
    expect((await conversationOf(player.memberId)).unread).toBe(0);

    await asOperator(alice, 'POST', conversationUrl(row.id, 'messages'), { body: 'Yes' });
    const before = (await asOperator(alice, 'GET', conversationUrl(row.id))).json().value;
    expect(before.memberReadId).toBeLessThan(before.messages.at(-1).id);
    await t.app.inject({ method: 'POST', url: API_PATHS.supportRead, headers: bearer(player.token) });
    const after = (await asOperator(alice, 'GET', conversationUrl(row.id))).json().value;
    expect(after.memberReadId).toBe(after.messages.at(-1).id);
    socket.socket.close();
  });

  it('shows typing for a few seconds, told to the player at most once every 3 seconds', async () => {
    const player = await newMemberSession(t);
    const socket = await connectSocket(url, player.token);
    await write(player.token, 'hi');
    const row = await conversationOf(player.memberId);
    await t.app.inject({ method: 'POST', url: API_PATHS.supportTyping, headers: bearer(player.token) });
    expect((await asOperator(alice, 'GET', conversationUrl(row.id))).json().value.memberTyping).toBe(true);
    tick(6000);
    expect((await asOperator(alice, 'GET', conversationUrl(row.id))).json().value.memberTyping).toBe(false);

    await asOperator(alice, 'POST', conversationUrl(row.id, 'typing'));
    await asOperator(alice, 'POST', conversationUrl(row.id, 'typing'));
    await socket.waitFor('support', (message) => message.event === 'typing');
    expect((await conversation(player.token)).operatorTyping).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      socket.messages.filter((message) => message.type === 'support' && message.event === 'typing'),
    ).toHaveLength(1);
    tick(3000);
    await asOperator(alice, 'POST', conversationUrl(row.id, 'typing'));
    await expect
      .poll(
        () =>
          socket.messages.filter((message) => message.type === 'support' && message.event === 'typing')
            .length,
      )
      .toBe(2);
    socket.socket.close();
  });

  it('gives the operator older history a page at a time, before a message id', async () => {
    const player = await newMemberSession(t);
    const other = await newMemberSession(t);
    await write(player.token, 'first question');
    const row = await conversationOf(player.memberId);
    const total = SUPPORT_HISTORY_PAGE + 50;
    for (let i = 1; i < total; i++) {
      // Another conversation's message in between: the cursor is an id, not a position.
      if (i === 20) await write(other.token, 'someone else');
      const sent = await asOperator(alice, 'POST', conversationUrl(row.id, 'messages'), { body: `r${i}` });
      expect(sent.statusCode).toBe(201);
    }
    const bodies = (page: { messages: { body: string }[] }) => page.messages.map((message) => message.body);
    const all = ['first question', ...Array.from({ length: total - 1 }, (_, i) => `r${i + 1}`)];

    const latest = (await asOperator(alice, 'GET', conversationUrl(row.id))).json().value;
    expect(bodies(latest)).toEqual(all.slice(-SUPPORT_HISTORY_PAGE));
    expect(latest.hasOlder).toBe(true);

    const olderUrl = `${conversationUrl(row.id)}?before=${latest.messages[0].id}`;
    const older = (await asOperator(alice, 'GET', olderUrl)).json().value;
    expect(bodies(older)).toEqual(all.slice(0, total - SUPPORT_HISTORY_PAGE));
    expect(older.hasOlder).toBe(false);
    // Together the two pages are the whole conversation, each message once.
    expect([...bodies(older), ...bodies(latest)]).toEqual(all);
    expect(older.messages.at(-1).id).toBeLessThan(latest.messages[0].id);

    for (const bad of ['abc', '0', '-5', '1.5'])
      expect((await asOperator(alice, 'GET', `${conversationUrl(row.id)}?before=${bad}`)).statusCode).toBe(
        400,
      );
  });

  it('never shows a conversation to another player, and answers 404 for unknown ids', async () => {
    const player = await newMemberSession(t);
    const stranger = await newMemberSession(t);
    await write(player.token, 'private matter');
    expect((await conversation(stranger.token)).messages).toEqual([]);
    expect((await asOperator(alice, 'GET', conversationUrl(999_999))).statusCode).toBe(404);
    expect(
      (await asOperator(alice, 'POST', conversationUrl(999_999, 'messages'), { body: 'x' })).statusCode,
    ).toBe(404);
    // The player's id is not a conversation id they can use: the player API takes none.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API_PATHS.support}?before=abc`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps markup as text and refuses empty, over-long and unstorable messages, storing nothing', async () => {
    const player = await newMemberSession(t);
    const markup = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    expect((await write(player.token, markup)).statusCode).toBe(201);
    for (const bad of ['', '   ', 'x'.repeat(1001), 'a\u0000b', 'a\uDC00b', 42]) {
      const refused = await write(player.token, bad);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('VALIDATION_ERROR');
    }
    expect(
      (await conversation(player.token)).messages.map((message: { body: string }) => message.body),
    ).toEqual([markup]);
  });

  it('limits a player to a few messages a minute', async () => {
    const player = await newMemberSession(t);
    for (let i = 0; i < SUPPORT_MESSAGES_PER_MINUTE; i++)
      expect((await write(player.token, `m${i}`)).statusCode).toBe(201);
    const refused = await write(player.token, 'one more');
    expect(refused.statusCode).toBe(429);
    tick(61_000);
    expect((await write(player.token, 'later')).statusCode).toBe(201);
  });

  it('lets a trial player ask, and a visitor nothing', async () => {
    const trial = await newMemberSession(t, { trial: true });
    expect((await write(trial.token, 'How do I register?')).statusCode).toBe(201);
    expect((await conversation(trial.token)).messages).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.support })).statusCode).toBe(401);
  });

  it('closes a conversation and reopens it on the player’s next message', async () => {
    const player = await newMemberSession(t);
    const socket = await connectSocket(url, player.token);
    await write(player.token, 'thanks, solved');
    const row = await conversationOf(player.memberId);
    expect((await asOperator(alice, 'POST', conversationUrl(row.id, 'close'))).json().value.status).toBe(
      'closed',
    );
    await socket.waitFor('support', (message) => message.event === 'status');
    expect((await inbox(alice, '?status=closed')).map((found) => found.id)).toContain(row.id);
    await write(player.token, 'one more thing');
    expect((await conversationOf(player.memberId)).id).toBe(row.id);
    socket.socket.close();
  });

  it('is one of the demo merchant’s customer-service entries, opening the site’s support page', async () => {
    const entries = (
      await t.app.inject({ method: 'GET', url: `${API_PATHS.customerService}?lang=EN` })
    ).json().value.list;
    expect(entries).toContainEqual(
      expect.objectContaining({ csType: SUPPORT_CS_TYPE, path: SUPPORT_PAGE_PATH, title: 'Chat with us' }),
    );
  });

  it('keeps the merchant’s canned replies', async () => {
    const created = await asOperator(alice, 'POST', ADMIN_PATHS.supportCanned, {
      title: 'Greeting',
      body: 'Hello, how can I help?',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().value.id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${ADMIN_PATHS.supportCanned}/${id}`,
      headers: bearer(bob),
      payload: { title: 'Greeting', body: 'Hi! How can I help?' },
    });
    expect(changed.json().value.body).toBe('Hi! How can I help?');
    expect((await asOperator(alice, 'GET', ADMIN_PATHS.supportCanned)).json().value.list).toContainEqual({
      id,
      title: 'Greeting',
      body: 'Hi! How can I help?',
    });
    expect(
      (await asOperator(alice, 'POST', ADMIN_PATHS.supportCanned, { title: '', body: 'x' })).statusCode,
    ).toBe(400);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `${ADMIN_PATHS.supportCanned}/${id}`,
      headers: bearer(alice),
    });
    expect(removed.json().value.list).not.toContainEqual(expect.objectContaining({ id }));
  });
});
