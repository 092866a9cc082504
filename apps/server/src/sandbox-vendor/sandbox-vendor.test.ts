import type { GameFeedInput } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { betRecords } from '../modules/bets/bets.tables.ts';
import { games } from '../modules/games/games.tables.ts';
import { memberBalances, reconcile } from '../modules/ledger/ledger.service.ts';
import { credit, newMemberSession } from '../modules/wallet/wallet-test-helpers.ts';
import { seedDemoVendorIntegrations } from '../seed/demo-vendor-integrations.ts';
import { importTestFeeds } from '../test/game-feeds.ts';
import { operatorToken } from '../test/operator-session.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { type Reels, SLOT_PAYTABLE, slotPayout } from './sandbox-slot.ts';
import { buildSandboxVendor } from './sandbox-vendor.app.ts';

const SECRET = 'sandbox-vendor-test-secret';
let t: TestApp;
let platformUrl: string;
let vendorUrl: string;
let sandbox: FastifyInstance;
let slotNode: number;
let ptNode: number;
/** Calls to the platform's bet path fail at the network while this is above zero. */
let failNextBets = 0;

const feeds: GameFeedInput[] = [
  { vendor: 'PG', games: [{ gameId: 'ox', names: { EN: 'Fortune Ox' }, gameType: 'RNG', supportPlay: 0 }] },
  { vendor: 'PT', games: [{ gameId: 'age', names: { EN: 'Age of Gods' }, gameType: 'RNG' }] },
];

beforeAll(async () => {
  t = await createTestApp();
  await importTestFeeds(t, feeds);
  const nodes = await t.database.db.select({ nodeId: games.nodeId, gameId: games.gameId }).from(games);
  slotNode = nodes.find((row) => row.gameId === 'ox')?.nodeId ?? 0;
  ptNode = nodes.find((row) => row.gameId === 'age')?.nodeId ?? 0;
  platformUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const flakyFetch: typeof fetch = async (input, init) => {
    if (String(input).endsWith(VENDOR_API_PATHS.bet) && failNextBets > 0) {
      failNextBets--;
      throw new TypeError('fetch failed');
    }
    return fetch(input, init);
  };
  sandbox = buildSandboxVendor({ platformUrl, secret: SECRET, transferVendors: ['PT'], fetch: flakyFetch });
  vendorUrl = await sandbox.listen({ host: '127.0.0.1', port: 0 });
  await seedDemoVendorIntegrations(t.database.db, {
    publicUrl: vendorUrl,
    secret: SECRET,
    secrets: t.ctx.secrets,
  });
});
afterAll(async () => {
  await sandbox?.close();
  await t?.close();
});

async function launch(token: string | null, nodeId: number, freeTrial = false) {
  const response = await t.app.inject({
    method: 'POST',
    url: API_PATHS.launchGame,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: { nodeId, language: 'EN', freeTrial },
  });
  expect(response.statusCode, response.body).toBe(200);
  return new URL(response.json().value.url);
}

async function post(path: string, body: object) {
  const response = await fetch(`${vendorUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json()) as Record<string, unknown> & { balance?: number },
  };
}

async function open(url: URL) {
  const q = url.searchParams;
  return post('/play/session', {
    token: q.get('token') ?? undefined,
    game: q.get('game'),
    vendor: q.get('vendor'),
    demo: q.get('demo') === '1',
  });
}

describe('the sandbox slot', () => {
  const line = (middle: string[]): Reels => middle.map((symbol) => ['LEMON', symbol, 'LEMON']) as Reels;
  it('pays 3, 4 and 5 of a kind from the left on the middle row only', () => {
    expect(slotPayout(line(['7', '7', '7', 'BAR', 'BELL']), 100)).toBe(100 * SLOT_PAYTABLE['7'][0]);
    expect(slotPayout(line(['BAR', 'BAR', 'BAR', 'BAR', 'BELL']), 100)).toBe(100 * SLOT_PAYTABLE.BAR[1]);
    expect(slotPayout(line(['STAR', 'STAR', 'STAR', 'STAR', 'STAR']), 200)).toBe(200 * SLOT_PAYTABLE.STAR[2]);
    expect(slotPayout(line(['BELL', 'BELL', 'BAR', 'BELL', 'BELL']), 100)).toBe(0);
    expect(slotPayout(line(['BAR', '7', '7', '7', '7']), 100)).toBe(0);
  });
});

describe('the sandbox vendor over the real wallet API', () => {
  it('plays rounds from the member’s main wallet: each moves stake minus win, with its bet record', async () => {
    const member = await newMemberSession(t);
    await credit(t, member.memberId, 50_000);
    const session = await open(await launch(member.token, slotNode));
    expect(session.json).toMatchObject({ ok: true, balance: 50_000, demo: false });
    let expected = 50_000;
    for (let i = 0; i < 5; i++) {
      const spin = await post('/play/spin', { sessionId: session.json.sessionId, stake: 500 });
      expect(spin.status).toBe(200);
      expected += Number(spin.json.win) - 500;
      expect(spin.json.balance).toBe(expected);
    }
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(expected);
    const rounds = await t.database.db
      .select()
      .from(betRecords)
      .where(eq(betRecords.memberId, member.memberId));
    expect(rounds).toHaveLength(5);
    expect(rounds.every((round) => round.status === 'settled' && round.stake === 500)).toBe(true);
    expect((await reconcile(t.database.db)).difference).toBe(0);
  });

  it('cancels the round and returns the stake when its bet gets no answer', async () => {
    const member = await newMemberSession(t);
    await credit(t, member.memberId, 10_000);
    const session = await open(await launch(member.token, slotNode));
    failNextBets = 2;
    const spin = await post('/play/spin', { sessionId: session.json.sessionId, stake: 1_000 });
    expect(spin.json).toMatchObject({ ok: false, code: 'ROUND_CANCELLED', balance: 10_000 });
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(10_000);
  });

  it('shows the balance when the stake is more than the member has', async () => {
    const member = await newMemberSession(t);
    await credit(t, member.memberId, 300);
    const session = await open(await launch(member.token, slotNode));
    const spin = await post('/play/spin', { sessionId: session.json.sessionId, stake: 500 });
    expect(spin.json).toMatchObject({ ok: false, code: 'INSUFFICIENT_FUNDS', balance: 300 });
  });

  it('plays the free rounds the platform lists first, at their stake and from no wallet, then the member’s', async () => {
    const member = await newMemberSession(t);
    await credit(t, member.memberId, 10_000);
    const finance = await operatorToken(t, 'sandbox-finance', 'finance');
    const granted = await t.app.inject({
      method: 'POST',
      url: ADMIN_PATHS.freeRounds,
      headers: { authorization: `Bearer ${finance}` },
      payload: {
        memberId: member.memberId,
        vendorCode: 'PG',
        gameCode: 'ox',
        rounds: 2,
        betAmount: 200,
        validDays: 1,
        idempotencyKey: 'sandbox-free-rounds',
      },
    });
    expect(granted.statusCode, granted.body).toBe(200);
    const session = await open(await launch(member.token, slotNode));
    expect(session.json.freeRounds).toMatchObject({ left: 2, betAmount: 200 });
    let expected = 10_000;
    for (const left of [1, 0]) {
      const spin = await post('/play/spin', { sessionId: session.json.sessionId, stake: 500 });
      expect(spin.json).toMatchObject({ ok: true, free: true, freeRoundsLeft: left });
      expected += Number(spin.json.win);
      expect(spin.json.balance).toBe(expected);
    }
    const paid = await post('/play/spin', { sessionId: session.json.sessionId, stake: 500 });
    expect(paid.json.free).toBeUndefined();
    expect(paid.json.balance).toBe(expected - 500 + Number(paid.json.win));
  });

  it('plays a free trial with demo credits and never calls the wallet', async () => {
    const session = await open(await launch(null, slotNode, true));
    expect(session.json).toMatchObject({ ok: true, demo: true, balance: 100_000 });
    const spin = await post('/play/spin', { sessionId: session.json.sessionId, stake: 2_000 });
    expect(spin.json.balance).toBe(100_000 - 2_000 + Number(spin.json.win));
  });

  it('plays transfer-mode games from the money moved into the vendor’s wallet', async () => {
    const member = await newMemberSession(t);
    await credit(t, member.memberId, 10_000);
    const moved = await t.app.inject({
      method: 'POST',
      url: API_PATHS.walletTransfer,
      headers: { authorization: `Bearer ${member.token}` },
      payload: { from: 'MAIN', to: 'PT', amount: 4_000, requestId: 'sandbox-pt-1' },
    });
    expect(moved.json().value.status).toBe('done');
    const session = await open(await launch(member.token, ptNode));
    expect(session.json).toMatchObject({ ok: true, balance: 4_000, transfer: true });
    const spin = await post('/play/spin', { sessionId: session.json.sessionId, stake: 1_000 });
    expect(spin.json.balance).toBe(3_000 + Number(spin.json.win));
    expect((await memberBalances(t.database.db, member.memberId)).cash).toBe(6_000);
  });

  it('serves a game page that says it is a sandbox, in the asked language, framable by the site', async () => {
    const response = await fetch(`${vendorUrl}/play?game=ox&vendor=PG&language=CN&demo=1`);
    const html = await response.text();
    expect(html).toContain('沙盒游戏商');
    expect(html).toContain('lang="zh-CN"');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors http: https:');
    const refused = await post('/play/spin', { sessionId: 'x'.repeat(30), stake: 500 });
    expect(refused.status).toBe(401);
    expect((await post('/play/spin', { sessionId: 'x'.repeat(30), stake: 333 })).status).toBe(400);
  });
});
