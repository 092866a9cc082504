import { randomBytes } from 'node:crypto';
import type { ChatMessage } from '@platform/contract/chat';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { SOCKET_CLOSE } from '@platform/contract/wallet-constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../relay/relay-backend-cases.ts';
import { memberToken } from '../../test/member-session.ts';
import { createFundedMember } from '../../test/money-fixtures.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { addSecondMerchant } from '../../test/second-merchant.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { connectSocket, type SocketClient, socketUrlOf } from '../wallet/socket-test-client.ts';
import { roomOfLanguage } from './chat.service.ts';
import { chatMessages } from './chat.tables.ts';

/**
 * The live chat room over the member socket: what two players in the room see of each other's
 * posts, of a moderator's deletion and mute, and what the room refuses (translated, nothing stored).
 */
describe('live chat room over /ws', () => {
  const clock = testClock('2026-05-01T10:00:00Z');
  let t: TestApp;
  let moderator: string;
  const open: SocketClient[] = [];

  beforeAll(async () => {
    t = await createTestApp({ now: clock.now });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    moderator = await operatorToken(t, 'chatmod', 'support');
  });
  afterAll(async () => {
    for (const socket of open) socket.socket.close();
    await t?.close();
  });

  async function player(name = `p${randomBytes(3).toString('hex')}`) {
    const { memberId } = await createFundedMember(t.database.db, { merchantId: t.merchantId, account: name });
    const socket = await connectSocket(socketUrlOf(t.app), await memberToken(t, memberId));
    open.push(socket);
    return { memberId, socket, account: name };
  }

  /** Joins the English room and answers its id once the history came. */
  async function join(socket: SocketClient, language: 'EN' | 'CN' | 'MY' = 'EN') {
    const before = socket.messages.length;
    socket.send({ type: 'chat_join', language });
    const history = await socket.waitFor(
      'chat_history',
      (message) => message.language === language && socket.messages.indexOf(message) >= before,
    );
    return history;
  }

  async function refusalOf(socket: SocketClient, ref: string) {
    return socket.waitFor('chat_refused', (message) => message.ref === ref);
  }

  const stored = async (text: string) =>
    (await t.database.db.select().from(chatMessages).where(eq(chatMessages.body, text))).length;

  const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      payload: payload as object,
      headers: { authorization: `Bearer ${moderator}` },
    });

  it('delivers a post live to everyone in the room, numbered, and a later join gets it as history', async () => {
    const alice = await player();
    await t.database.db.update(members).set({ nickname: 'Alice <b>' }).where(eq(members.id, alice.memberId));
    const bob = await player();
    const room = await join(alice.socket);
    await join(bob.socket);
    expect(room).toMatchObject({ canPost: true, mutedUntil: null, maxLength: 200 });

    alice.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'hello room', ref: 'a1' });
    const heard = await bob.socket.waitFor(
      'chat_message',
      (message) => message.message.text === 'hello room',
    );
    expect(heard.message).toMatchObject({ kind: 'member', senderName: 'Alice <b>' });
    await alice.socket.waitFor('chat_message', (message) => message.message.text === 'hello room');

    alice.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'second', ref: 'a2' });
    const next = await bob.socket.waitFor('chat_message', (message) => message.message.text === 'second');
    expect(next.message.seq).toBe(heard.message.seq + 1);

    const carol = await player();
    const history = await join(carol.socket);
    expect(history.messages.map((message: ChatMessage) => message.text).slice(-2)).toEqual([
      'hello room',
      'second',
    ]);
  });

  it('shows a masked account when the nickname is the account itself', async () => {
    const dave = await player('dave12345');
    const room = await join(dave.socket);
    dave.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'masked?', ref: 'd1' });
    const own = await dave.socket.waitFor('chat_message', (message) => message.message.text === 'masked?');
    expect(own.message.senderName).toBe('da***5');
  });

  it('keeps HTML and script as the text the player typed', async () => {
    const eve = await player();
    const room = await join(eve.socket);
    const html = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    eve.socket.send({ type: 'chat_post', roomId: room.roomId, text: html, ref: 'e1' });
    const own = await eve.socket.waitFor('chat_message', (message) => message.message.text === html);
    expect(own.message.text).toBe(html);
    expect(await stored(html)).toBe(1);
  });

  it('refuses empty, over-long, NUL, blocked-word and link posts with translated messages, storing nothing', async () => {
    const put = await admin('PUT', ADMIN_PATHS.chatSettings, {
      maxPerWindow: 50,
      windowSeconds: 10,
      maxLength: 20,
      blockedWords: ['badword'],
      blockLinks: true,
      winThreshold: 100_000,
    });
    expect(put.statusCode, put.body).toBe(200);
    const frank = await player();
    frank.socket.send({ type: 'chat_join', language: 'CN' });
    const room = await frank.socket.waitFor('chat_history', (message) => message.language === 'CN');
    expect(room.maxLength).toBe(20);
    const cases = [
      ['   ', 'CHAT_EMPTY'],
      ['x'.repeat(21), 'CHAT_TOO_LONG'],
      ['this is BADWORD', 'CHAT_WORD_BLOCKED'],
      ['go to spam.com now', 'CHAT_LINK_BLOCKED'],
      ['https://x.io', 'CHAT_LINK_BLOCKED'],
    ] as const;
    for (const [index, [text, code]] of cases.entries()) {
      frank.socket.send({ type: 'chat_post', roomId: room.roomId, text, ref: `f${index}` });
      const refusal = await refusalOf(frank.socket, `f${index}`);
      expect(refusal.code).toBe(code);
      expect(refusal.message).not.toBe('');
    }
    expect((await refusalOf(frank.socket, 'f1')).message).toBe('消息过长');
    // Text the database cannot store never comes from the site's composer: a crafted frame with it
    // is malformed, and closes that socket with nothing stored.
    for (const text of ['nul\u0000here', 'half \uD800 pair']) {
      const crafted = await player();
      const joined = await join(crafted.socket, 'CN');
      crafted.socket.send({ type: 'chat_post', roomId: joined.roomId, text, ref: 'bad' });
      expect((await crafted.socket.closedWithin(5_000))?.code).toBe(SOCKET_CLOSE.BAD_MESSAGE);
      const posts = await t.database.db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.memberId, crafted.memberId));
      expect(posts).toEqual([]);
    }
    expect(await stored('this is BADWORD')).toBe(0);
    // The socket is still open and the room still usable.
    frank.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'fine words', ref: 'ok' });
    await frank.socket.waitFor('chat_message', (message) => message.message.text === 'fine words');
    await admin('PUT', ADMIN_PATHS.chatSettings, {
      maxPerWindow: 5,
      windowSeconds: 10,
      maxLength: 200,
      blockedWords: [],
      blockLinks: true,
      winThreshold: 100_000,
    });
  });

  it('limits a player to the configured posts per window, and lets them post again when it has passed', async () => {
    const gina = await player();
    const room = await join(gina.socket);
    for (let index = 0; index < 5; index += 1) {
      gina.socket.send({ type: 'chat_post', roomId: room.roomId, text: `burst ${index}`, ref: `g${index}` });
      await gina.socket.waitFor('chat_message', (message) => message.message.text === `burst ${index}`);
    }
    gina.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'burst 5', ref: 'g5' });
    const refusal = await refusalOf(gina.socket, 'g5');
    expect(refusal.code).toBe('CHAT_RATE_LIMITED');
    expect(refusal.message).toBe('You are sending messages too fast, please wait a moment');
    expect(await stored('burst 5')).toBe(0);

    clock.advance(10_001);
    gina.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'burst 6', ref: 'g6' });
    await gina.socket.waitFor('chat_message', (message) => message.message.text === 'burst 6');
  });

  it('a flood of posts sent at once stores no more than the limit, and refuses the rest', async () => {
    const flood = await player();
    const room = await join(flood.socket);
    for (let index = 0; index < 30; index += 1)
      flood.socket.send({
        type: 'chat_post',
        roomId: room.roomId,
        text: `flood ${index}`,
        ref: `fl${index}`,
      });
    await eventually(() => {
      const answered = flood.socket.messages.filter(
        (message) =>
          (message.type === 'chat_refused' && message.ref?.startsWith('fl')) ||
          (message.type === 'chat_message' && message.message.text.startsWith('flood ')),
      );
      expect(answered).toHaveLength(30);
    }, 10_000);
    const rows = await t.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.memberId, flood.memberId));
    expect(rows).toHaveLength(5);
    const refused = flood.socket.messages.filter((message) => message.type === 'chat_refused');
    expect(new Set(refused.map((message) => message.type === 'chat_refused' && message.code))).toEqual(
      new Set(['CHAT_RATE_LIMITED']),
    );
    clock.advance(10_001);
  });

  it('a deleted message disappears for everyone in the room at once and from the history', async () => {
    const hank = await player();
    const ivy = await player();
    const room = await join(hank.socket);
    await join(ivy.socket);
    hank.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'delete me', ref: 'h1' });
    const posted = await ivy.socket.waitFor(
      'chat_message',
      (message) => message.message.text === 'delete me',
    );

    const deleted = await admin('DELETE', `${ADMIN_PATHS.chatMessages}/${posted.message.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const socket of [hank.socket, ivy.socket]) {
      const notice = await socket.waitFor('chat_deleted', (message) =>
        message.ids.includes(posted.message.id),
      );
      expect(notice.roomId).toBe(room.roomId);
    }
    const later = await player();
    const history = await join(later.socket);
    expect(history.messages.some((message: ChatMessage) => message.id === posted.message.id)).toBe(false);
    // The moderators still see it, marked.
    const list = await admin('GET', `${ADMIN_PATHS.chatMessages}?roomId=${room.roomId}`);
    const kept = list.json().value.find((message: { id: number }) => message.id === posted.message.id);
    expect(kept.deletedAt).not.toBeNull();
    // Twice is not found.
    expect((await admin('DELETE', `${ADMIN_PATHS.chatMessages}/${posted.message.id}`)).statusCode).toBe(404);
  });

  it('a muted player is told until when, is refused until then, and may post after an unmute', async () => {
    const jack = await player();
    const room = await join(jack.socket);
    const muted = await admin('POST', ADMIN_PATHS.chatMutes, {
      memberId: jack.memberId,
      minutes: 30,
      reason: 'spam',
    });
    expect(muted.statusCode, muted.body).toBe(200);
    const until = new Date(clock.now().getTime() + 30 * 60_000).toISOString();
    expect(muted.json().value.until).toBe(until);
    const notice = await jack.socket.waitFor('chat_muted', (message) => message.until !== null);
    expect(notice.until).toBe(until);

    jack.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'am I muted', ref: 'j1' });
    const refusal = await refusalOf(jack.socket, 'j1');
    expect(refusal).toMatchObject({ code: 'CHAT_MUTED', until });
    expect(refusal.message).toBe(
      `You are muted in the chat room until ${until.slice(0, 10)} ${until.slice(11, 16)} UTC`,
    );
    expect(await stored('am I muted')).toBe(0);
    expect((await join(jack.socket)).mutedUntil).toBe(until);
    const mutes = (await admin('GET', ADMIN_PATHS.chatMutes)).json().value as { memberId: number }[];
    expect(mutes.map((mute) => mute.memberId)).toContain(jack.memberId);

    expect((await admin('DELETE', `${ADMIN_PATHS.chatMutes}/${jack.memberId}`)).statusCode).toBe(200);
    await jack.socket.waitFor('chat_muted', (message) => message.until === null);
    jack.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'free again', ref: 'j2' });
    await jack.socket.waitFor('chat_message', (message) => message.message.text === 'free again');
  });

  it('a mute ends by itself when its time is over', async () => {
    const kim = await player();
    const room = await join(kim.socket);
    await admin('POST', ADMIN_PATHS.chatMutes, { memberId: kim.memberId, minutes: 5 });
    kim.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'too soon', ref: 'k1' });
    expect((await refusalOf(kim.socket, 'k1')).code).toBe('CHAT_MUTED');
    clock.advance(5 * 60_000 + 1);
    kim.socket.send({ type: 'chat_post', roomId: room.roomId, text: 'after the mute', ref: 'k2' });
    await kim.socket.waitFor('chat_message', (message) => message.message.text === 'after the mute');
  });

  it('a trial player reads the room but is refused when posting', async () => {
    const trial = await t.app.inject({
      method: 'POST',
      url: API_PATHS.freePlayLogin,
      payload: { os: 'web', platform: 'W', gatewayVersion: 3 },
    });
    expect(trial.statusCode, trial.body).toBe(200);
    const socket = await connectSocket(socketUrlOf(t.app), trial.json().value.token as string);
    open.push(socket);
    const room = await join(socket);
    expect(room.canPost).toBe(false);
    expect(room.messages.length).toBeGreaterThan(0);
    socket.send({ type: 'chat_post', roomId: room.roomId, text: 'trial says hi', ref: 't1' });
    expect((await refusalOf(socket, 't1')).code).toBe('TRIAL_ACCOUNT');
    expect(await stored('trial says hi')).toBe(0);
  });

  it("refuses another merchant's room: no join, no post, nothing stored", async () => {
    const other = await addSecondMerchant(t, {
      code: 'OTHERCHAT',
      brandName: 'Other',
      licenseNumber: 'L-OTHER',
      domain: 'other-chat.example',
    });
    const theirs = await roomOfLanguage(t.database.db, other.id, 'EN');
    const lee = await player();
    lee.socket.send({ type: 'chat_join_room', roomId: theirs.id });
    expect((await lee.socket.waitFor('chat_refused')).code).toBe('CHAT_ROOM_NOT_FOUND');
    lee.socket.send({ type: 'chat_post', roomId: theirs.id, text: 'into their room', ref: 'l1' });
    expect((await refusalOf(lee.socket, 'l1')).code).toBe('CHAT_NOT_JOINED');
    expect(await stored('into their room')).toBe(0);
    // Nor can its moderators read it.
    expect((await admin('GET', `${ADMIN_PATHS.chatMessages}?roomId=${theirs.id}`)).statusCode).toBe(404);
  });

  it('is refused when the operator switched the room off', async () => {
    const mia = await player();
    const owner = await operatorToken(t, 'chatowner', 'admin');
    const switchRoom = (enabled: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `${ADMIN_PATHS.whitelabel}/CHATROOM3`,
        payload: { enabled },
        headers: { authorization: `Bearer ${owner}` },
      });
    const off = await switchRoom(false);
    expect(off.statusCode, off.body).toBe(200);
    mia.socket.send({ type: 'chat_join', language: 'EN' });
    expect((await mia.socket.waitFor('chat_refused')).code).toBe('FEATURE_DISABLED');
    expect((await switchRoom(true)).statusCode).toBe(200);
  });

  it('announces a big win once per round in every room, in the room language', async () => {
    const ned = await player('nedwinner');
    const en = await join(ned.socket, 'EN');
    const round = {
      merchantId: t.merchantId,
      memberId: ned.memberId,
      vendorCode: 'INHOUSE',
      nodeId: null,
      roundId: `r-${randomBytes(3).toString('hex')}`,
      status: 'settled' as const,
      stake: 1_000,
      payout: 201_000,
      endedAt: clock.now(),
    };
    await t.ctx.betEvents.publish('roundEnded', round);
    await t.ctx.betEvents.publish('roundEnded', round);
    const win = await ned.socket.waitFor('chat_message', (message) => message.message.kind === 'win');
    expect(win.message).toMatchObject({ roomId: en.roomId, senderName: 'ne***r', win: { amount: 200_000 } });
    const rows = await t.database.db.select().from(chatMessages).where(eq(chatMessages.kind, 'win'));
    // Once per room (EN and CN exist by now), however often the round was heard.
    expect(rows.length).toBe(2);
    // Below the threshold: nothing.
    await t.ctx.betEvents.publish('roundEnded', { ...round, roundId: 'small', payout: 2_000 });
    await eventually(async () => {
      const after = await t.database.db.select().from(chatMessages).where(eq(chatMessages.kind, 'win'));
      expect(after.length).toBe(2);
    });
  });

  it('the moderation API needs chat.moderate', async () => {
    const finance = await operatorToken(t, 'chatfinance', 'finance');
    const refused = await t.app.inject({
      method: 'GET',
      url: ADMIN_PATHS.chatRooms,
      headers: { authorization: `Bearer ${finance}` },
    });
    expect(refused.statusCode).toBe(403);
    const rooms = await admin('GET', ADMIN_PATHS.chatRooms);
    expect(rooms.statusCode).toBe(200);
    expect(rooms.json().value.map((room: { language: string }) => room.language)).toEqual(['EN', 'CN']);
    const bad = await admin('POST', ADMIN_PATHS.chatMutes, { memberId: 1, minutes: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
