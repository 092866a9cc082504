import { MEMBER_TYPE } from '@platform/contract/account-constants';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { namedMembers } from '../../test/named-members.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { deposits } from '../payments/payments.tables.ts';
import { channelId, registerMember } from '../payments/payments-test-helpers.ts';
import type { WalletEvent } from '../wallet/wallet-events.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { platformMessageStates, platformMessages } from './messages.tables.ts';
import { writeSystemMessage } from './system-messages.ts';

/* Platform messages: who a message reaches, read and delete state, live news, bad input. */

let t: TestApp;
// Each test registers its cast at minutes of its own (within an operator session's idle limit), so a registration-range target picks it alone.
let clock = new Date('2031-03-01T00:00:00Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let support: string;

let operators = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
// The tests move the clock by hours, past an operator session's idle limit: a fresh one each.
beforeEach(async () => {
  operators += 1;
  support = await operatorToken(t, `msg-support-${operators}`, 'support');
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, json: response.json() };
}

const send = (body: object, token = support) => call('POST', ADMIN_PATHS.messages, token, body);
const unread = async (token: string) =>
  (await call('GET', API_PATHS.messagesUnread, token)).json.value?.unreadMessage as number;
const inbox = async (token: string) => (await call('GET', API_PATHS.messages, token)).json.value;
const titles = async (token: string) => (await inbox(token)).list.map((m: { title: string }) => m.title);

/** A fresh hour to register a cast in, and the registration range that holds exactly it. */
function castWindow() {
  advance(10 * MINUTE);
  const from = clock.toISOString();
  return { from, to: () => new Date(clock.getTime() + 1).toISOString() };
}

const messageRows = async () => (await t.database.db.select({ n: count() }).from(platformMessages))[0]?.n;

describe('targeting', () => {
  it('an agent tree message reaches the downline at any depth, not the agent nor outsiders', async () => {
    const cast = namedMembers(t, { prefix: 'mtree', now: () => clock });
    await cast.add('agent', { type: MEMBER_TYPE.AGENT });
    await cast.add('child', { upline: 'agent', type: MEMBER_TYPE.AGENT });
    await cast.add('grandchild', { upline: 'child' });
    await cast.add('outsider');
    advance(1000);
    const target = { kind: 'agentTree', agent: 'mtreeagent' };
    const preview = await call('POST', ADMIN_PATHS.messagePreview, support, { kind: 'announcement', target });
    expect(preview.json.value).toEqual({ recipients: 2 });
    const sent = await send({ kind: 'announcement', title: 'Team news', body: 'For the team', target });
    expect(sent.status).toBe(201);
    expect(sent.json.value).toMatchObject({ recipients: 2, reads: 0, targetKind: 'agentTree' });
    expect(sent.json.value.target).toEqual({ account: 'mtreeagent' });

    expect(await titles(await cast.tokenOf('child'))).toContain('Team news');
    expect(await titles(await cast.tokenOf('grandchild'))).toContain('Team news');
    expect(await titles(await cast.tokenOf('agent'))).not.toContain('Team news');
    expect(await titles(await cast.tokenOf('outsider'))).not.toContain('Team news');
  });

  it('a registration range reaches those who registered in it; a player joining later does not see it', async () => {
    const window = castWindow();
    const cast = namedMembers(t, { prefix: 'mreg', now: () => clock });
    await cast.add('in1');
    await cast.add('in2');
    const to = window.to();
    advance(10 * MINUTE);
    await cast.add('after');
    advance(1000);
    const target = { kind: 'registered', from: window.from, to };
    const sent = await send({ kind: 'announcement', title: 'Welcome cohort', body: 'Hi', target });
    expect(sent.json.value.recipients).toBe(2);
    expect(await titles(await cast.tokenOf('in1'))).toContain('Welcome cohort');
    expect(await titles(await cast.tokenOf('in2'))).toContain('Welcome cohort');
    expect(await titles(await cast.tokenOf('after'))).not.toContain('Welcome cohort');

    // A broadcast to everyone is for those registered when it went out.
    await send({ kind: 'announcement', title: 'For everyone', body: 'All', target: { kind: 'all' } });
    advance(1000);
    await cast.add('newcomer');
    expect(await titles(await cast.tokenOf('in1'))).toContain('For everyone');
    expect(await titles(await cast.tokenOf('newcomer'))).not.toContain('For everyone');
  });

  it('one player by username; a promotion never reaches a self-excluded or timed-out player', async () => {
    const window = castWindow();
    const cast = namedMembers(t, { prefix: 'mpromo', now: () => clock });
    await cast.add('free');
    await cast.add('timedout');
    const to = window.to();
    const direct = await send({
      kind: 'announcement',
      title: 'Just you',
      body: 'Direct',
      target: { kind: 'member', account: 'MPROMOFREE' },
    });
    expect(direct.json.value.recipients).toBe(1);
    expect(await titles(await cast.tokenOf('free'))).toContain('Just you');
    expect(await titles(await cast.tokenOf('timedout'))).not.toContain('Just you');

    const excluded = await cast.tokenOf('timedout');
    const taken = await call('POST', API_PATHS.responsibleExclusion, excluded, {
      kind: 'timeout',
      period: 'P1D',
    });
    expect(taken.status).toBe(200);
    const target = { kind: 'registered', from: window.from, to };
    const preview = await call('POST', ADMIN_PATHS.messagePreview, support, { kind: 'promotion', target });
    expect(preview.json.value).toEqual({ recipients: 1 });
    // An announcement still reaches both; the promotion only the free one.
    const announcementPreview = await call('POST', ADMIN_PATHS.messagePreview, support, {
      kind: 'announcement',
      target,
    });
    expect(announcementPreview.json.value).toEqual({ recipients: 2 });
    await send({ kind: 'promotion', title: 'Bonus 100%', body: 'Deposit now', target });
    expect(await titles(await cast.tokenOf('free'))).toContain('Bonus 100%');
    // The time-out ends; the promotion sent while it was in force still never reaches that player.
    advance(25 * HOUR);
    const back = namedMembers(t, { prefix: 'mpromo', now: () => clock });
    back.adopt('timedout', cast.id('timedout'));
    const fresh = await back.tokenOf('timedout');
    expect(await titles(fresh)).not.toContain('Bonus 100%');
  });

  it('a target nobody matches, or an unknown player, sends nothing', async () => {
    const before = await messageRows();
    const nobody = await send({
      kind: 'announcement',
      title: 'Nobody',
      body: 'x',
      target: { kind: 'registered', from: '2001-01-01T00:00:00Z', to: '2001-01-02T00:00:00Z' },
    });
    expect(nobody.status).toBe(409);
    expect(nobody.json.code).toBe('MESSAGE_NO_RECIPIENTS');
    const unknown = await send({
      kind: 'announcement',
      title: 'Ghost',
      body: 'x',
      target: { kind: 'member', account: 'no-such-player' },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.code).toBe('PLAYER_NOT_FOUND');
    expect(await messageRows()).toBe(before);
  });
});

describe('read state', () => {
  it('two tabs reading the same message at once count it once', async () => {
    const me = await newMemberSession(t);
    advance(1000);
    const a = await send({
      kind: 'announcement',
      title: 'One',
      body: '1',
      target: { kind: 'member', account: await accountOf(me.memberId) },
    });
    await send({
      kind: 'announcement',
      title: 'Two',
      body: '2',
      target: { kind: 'member', account: await accountOf(me.memberId) },
    });
    expect(await unread(me.token)).toBe(2);
    const reads = await Promise.all(
      Array.from({ length: 6 }, () => call('GET', `${API_PATHS.messages}/${a.json.value.id}`, me.token)),
    );
    expect(reads.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(reads[0]?.json.value).toMatchObject({ title: 'One', read: true });
    expect(await unread(me.token)).toBe(1);
    const states = await t.database.db
      .select({ n: count() })
      .from(platformMessageStates)
      .where(eq(platformMessageStates.memberId, me.memberId));
    expect(states[0]?.n).toBe(1);
    // An operator's token is no member's: the inbox needs a member session.
    expect((await call('GET', API_PATHS.messages, support)).status).toBe(401);
    const admin = await call('GET', ADMIN_PATHS.messages, support);
    const row = admin.json.value.list.find((m: { id: number }) => m.id === a.json.value.id);
    expect(row).toMatchObject({ reads: 1, recipients: 1 });
  });

  it('delete hides a broadcast for one player only; mark all read empties the badge', async () => {
    const window = castWindow();
    const cast = namedMembers(t, { prefix: 'mdel', now: () => clock });
    await cast.add('one');
    await cast.add('two');
    const target = { kind: 'registered', from: window.from, to: window.to() };
    advance(1000);
    const sent = await send({ kind: 'announcement', title: 'Shared', body: 'x', target });
    await send({ kind: 'promotion', title: 'Shared 2', body: 'y', target });
    const one = await cast.tokenOf('one');
    const two = await cast.tokenOf('two');
    expect(await unread(one)).toBe(2);
    const deleted = await call('DELETE', `${API_PATHS.messages}/${sent.json.value.id}`, one);
    expect(deleted.json.value).toEqual({ unreadMessage: 1 });
    expect(await titles(one)).toEqual(['Shared 2']);
    expect(await titles(two)).toEqual(['Shared 2', 'Shared']);
    expect((await call('GET', `${API_PATHS.messages}/${sent.json.value.id}`, one)).status).toBe(404);

    const all = await call('POST', API_PATHS.messagesReadAll, two);
    expect(all.json.value).toEqual({ unreadMessage: 0 });
    expect((await inbox(two)).list.every((m: { read: boolean }) => m.read)).toBe(true);

    // A withdrawn message leaves every inbox.
    const withdrawn = await call('POST', `${ADMIN_PATHS.messages}/${sent.json.value.id}/withdraw`, support);
    expect(withdrawn.json.value.withdrawnAt).not.toBeNull();
    expect(await titles(two)).toEqual(['Shared 2']);
  });

  it('another player’s message answers 404, as a missing one does', async () => {
    const me = await newMemberSession(t);
    const other = await newMemberSession(t);
    advance(1000);
    const sent = await send({
      kind: 'announcement',
      title: 'Mine',
      body: 'x',
      target: { kind: 'member', account: await accountOf(me.memberId) },
    });
    const id = sent.json.value.id;
    expect((await call('GET', `${API_PATHS.messages}/${id}`, other.token)).status).toBe(404);
    expect((await call('DELETE', `${API_PATHS.messages}/${id}`, other.token)).status).toBe(404);
    expect(await unread(me.token)).toBe(1);
  });
});

describe('system messages', () => {
  it('are written once per business key, however often the event is replayed', async () => {
    const me = await newMemberSession(t);
    const message = {
      merchantId: t.merchantId,
      memberId: me.memberId,
      template: 'DEPOSIT_CREDITED' as const,
      reference: 'D-REPLAY-1',
      params: { amount: 500_00, orderNo: 'D-REPLAY-1' },
      at: clock,
    };
    const written = await Promise.all(
      Array.from({ length: 4 }, () => t.database.db.transaction((tx) => writeSystemMessage(tx, message))),
    );
    expect(written.filter(Boolean)).toHaveLength(1);
    const list = (await inbox(me.token)).list;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'system',
        title: null,
        template: { key: 'DEPOSIT_CREDITED', params: { amount: 500_00, orderNo: 'D-REPLAY-1' } },
        read: false,
      }),
    ]);
    // A rolled-back event leaves no message behind.
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeSystemMessage(tx, { ...message, reference: 'D-ROLLED-BACK' });
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect((await inbox(me.token)).total).toBe(1);
  });
});

describe('transaction notices in the inbox', () => {
  it('a deposit confirmed three times at once leaves one message', async () => {
    const finance = await operatorToken(t, 'msg-finance-2', 'finance');
    const member = await registerMember(t);
    const bank = await channelId(t, 'BANK_TRANSFER');
    const created = await call('POST', API_PATHS.deposits, member.token, {
      channelId: bank,
      amount: 300_00,
      idempotencyKey: `msg-deposit-${member.memberId}`,
      memberReference: 'TRX-1',
    });
    const orderNo = created.json.value.deposit.orderNo as string;
    const [row] = await t.database.db
      .select({ id: deposits.id })
      .from(deposits)
      .where(eq(deposits.orderNo, orderNo));
    const url = `${ADMIN_PATHS.deposits}/${row?.id}/confirm`;
    await Promise.all([
      call('POST', url, finance, {}),
      call('POST', url, finance, {}),
      call('POST', url, finance, {}),
    ]);
    const list = (await inbox(member.token)).list;
    expect(list).toEqual([
      expect.objectContaining({
        kind: 'system',
        template: { key: 'DEPOSIT_CREDITED', params: { amount: 300_00, orderNo } },
      }),
    ]);
    expect(await unread(member.token)).toBe(1);
  });
});

describe('live news', () => {
  it('a direct message tells its member; a broadcast sends one merchant-wide event', async () => {
    const me = await newMemberSession(t);
    advance(1000);
    const heard: WalletEvent[] = [];
    const stop = t.ctx.walletEvents.subscribe(me.memberId, (event) => heard.push(event));
    await send({
      kind: 'announcement',
      title: 'Ping',
      body: 'x',
      target: { kind: 'member', account: await accountOf(me.memberId) },
    });
    await send({ kind: 'announcement', title: 'All', body: 'x', target: { kind: 'all' } });
    stop();
    expect(heard).toEqual([
      { type: 'message', merchantId: t.merchantId, memberId: me.memberId },
      { type: 'merchant-message', merchantId: t.merchantId },
    ]);
  });
});

describe('bad input and access', () => {
  it('keeps HTML as text: stored and answered exactly as written', async () => {
    const me = await newMemberSession(t);
    advance(1000);
    const body = '<script>alert(1)</script><img src=x onerror=alert(2)> & "quotes"';
    await send({
      kind: 'announcement',
      title: '<b>Bold?</b>',
      body,
      target: { kind: 'member', account: await accountOf(me.memberId) },
    });
    expect((await inbox(me.token)).list[0]).toMatchObject({ title: '<b>Bold?</b>', body });
  });

  it('refuses bad drafts with 400 and stores nothing', async () => {
    const before = await messageRows();
    const target = { kind: 'all' };
    const bad = [
      { kind: 'announcement', title: '', body: 'x', target },
      { kind: 'announcement', title: '   ', body: 'x', target },
      { kind: 'announcement', title: 'x', body: 'y'.repeat(4001), target },
      { kind: 'announcement', title: 'a\u0000b', body: 'x', target },
      { kind: 'announcement', title: 'x', body: 'bad \ud800 half', target },
      { kind: 'system', title: 'x', body: 'x', target },
      { kind: 'announcement', title: 'x', body: 'x', target: { kind: 'vipRank', rank: 3 } },
      {
        kind: 'announcement',
        title: 'x',
        body: 'x',
        target: { kind: 'registered', from: '2030-01-02T00:00:00Z', to: '2030-01-01T00:00:00Z' },
      },
      { kind: 'announcement', title: 'x', body: 'x', target, extra: true },
    ];
    for (const body of bad) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.json).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(typeof (answer.json as { message?: string }).message).toBe('string');
    }
    const me = await newMemberSession(t);
    for (const url of [
      `${API_PATHS.messages}/0`,
      `${API_PATHS.messages}/abc`,
      `${API_PATHS.messages}?pageSize=999`,
    ])
      expect((await call('GET', url, me.token)).status).toBe(400);
    expect(await messageRows()).toBe(before);
  });

  it('trial members get the trial refusal; a role without messages.write is forbidden', async () => {
    const trial = await newMemberSession(t, { trial: true });
    for (const [method, url] of [
      ['GET', API_PATHS.messagesUnread],
      ['GET', API_PATHS.messages],
      ['POST', API_PATHS.messagesReadAll],
    ] as const) {
      const answer = await call(method, url, trial.token);
      expect(answer.status).toBe(403);
      expect(answer.json.code).toBe('TRIAL_ACCOUNT');
    }
    const finance = await operatorToken(t, 'msg-finance', 'finance');
    expect(
      (await send({ kind: 'announcement', title: 'x', body: 'x', target: { kind: 'all' } }, finance)).status,
    ).toBe(403);
    const content = await operatorToken(t, 'msg-content', 'content');
    expect((await call('GET', ADMIN_PATHS.messages, content)).status).toBe(200);
  });
});

async function accountOf(memberId: number): Promise<string> {
  const [row] = await t.database.db
    .select({ account: members.account })
    .from(members)
    .where(eq(members.id, memberId));
  if (!row) throw new Error('no such member');
  return row.account;
}
