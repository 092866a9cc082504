import { randomBytes } from 'node:crypto';
import { GameFeedSchema } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import { RECORD_PATHS } from '@platform/contract/records';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { importGameFeed } from '../games/catalog-import.service.ts';
import { games } from '../games/games.tables.ts';
import { deposits } from '../payments/payments.tables.ts';
import { channelId, operatorToken, registerMember } from '../payments/payments-test-helpers.ts';
import { vendorIntegrations, vendorTransactions } from '../seamless/seamless.tables.ts';
import { signVendorRequest } from '../seamless/vendor-signature.ts';
import { ledgerEntries, ledgerTransfers } from './ledger.tables.ts';

// Far from the real date, so a time taken from the database's or the process's clock shows.
const DAY_MS = 86_400_000;
const clock = testClock(new Date(Date.now() + 400 * DAY_MS).toISOString());
const SECRET = 'one-clock-secret-0123456789';
let t: TestApp;
let slotNode = 0;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  const feed = GameFeedSchema.parse({
    vendor: 'PG',
    games: [{ gameId: 'fortune', names: { EN: 'Fortune Ox' }, gameType: 'RNG' }],
  });
  await t.database.db.transaction((tx) => importGameFeed(tx, feed, clock.now()));
  const [slot] = await t.database.db.select({ nodeId: games.nodeId }).from(games);
  slotNode = slot!.nodeId;
  await t.database.db.insert(vendorIntegrations).values({
    vendorCode: 'PG',
    launchUrl: 'http://127.0.0.1:3999/play',
    apiSecret: t.ctx.secrets.seal(SECRET, secretContext.vendorApiSecret('PG')),
    allowedIps: ['127.0.0.1/32', '::1/128'],
  });
});
afterAll(() => t?.close());

function as(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

/** A vendor's signed call, stamped with the (moved) time the platform expects of it. */
function vendorCall(path: string, body: unknown) {
  const raw = JSON.stringify(body);
  const timestamp = String(clock.now().getTime());
  const signature = signVendorRequest(SECRET, { vendorCode: 'PG', timestamp, rawBody: raw });
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: 'PG',
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signature,
    },
    payload: raw,
    remoteAddress: '127.0.0.1',
  });
}

async function transferTimes(reference: string) {
  const transfers = await t.database.db
    .select({ id: ledgerTransfers.id, at: ledgerTransfers.createdAt })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.reference, reference));
  const entries = await t.database.db
    .select({ at: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.transferId,
        transfers.map((row) => row.id),
      ),
    );
  return [...transfers, ...entries].map((row) => row.at.toISOString());
}

describe('one clock (the app’s, moved by the test)', () => {
  it('dates a deposit, a seamless bet, their ledger postings and the member’s records by the app’s clock', async () => {
    const registeredAt = clock.now().toISOString();
    const member = await registerMember(t);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, member.memberId));
    expect(row?.createdAt.toISOString()).toBe(registeredAt);

    const created = await as(member.token, 'POST', API_PATHS.deposits, {
      channelId: await channelId(t, 'BANK_TRANSFER'),
      amount: 500_00,
      idempotencyKey: `one-clock-${randomBytes(4).toString('hex')}`,
      memberReference: 'TRX-1',
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderNo = created.json().value.deposit.orderNo as string;
    const [deposit] = await t.database.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    clock.advance(60_000);
    const creditedAt = clock.now().toISOString();
    const finance = await operatorToken(t, 'oneclockfin');
    const confirmed = await as(finance, 'POST', `${ADMIN_PATHS.deposits}/${deposit!.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [credited] = await t.database.db.select().from(deposits).where(eq(deposits.id, deposit!.id));
    expect(credited?.createdAt.toISOString()).toBe(registeredAt);
    expect(credited?.completedAt?.toISOString()).toBe(creditedAt);
    expect(await transferTimes(orderNo)).toEqual([creditedAt, creditedAt, creditedAt]);

    clock.advance(60_000);
    const launched = await as(member.token, 'POST', API_PATHS.launchGame, {
      nodeId: slotNode,
      language: 'EN',
    });
    expect(launched.statusCode, launched.body).toBe(200);
    const gameToken = new URL(launched.json().value.url).searchParams.get('token') ?? '';
    clock.advance(60_000);
    const betAt = clock.now().toISOString();
    const roundId = `round-${randomBytes(4).toString('hex')}`;
    const bet = await vendorCall(VENDOR_API_PATHS.bet, {
      transactionId: `bet-${roundId}`,
      roundId,
      playerId: String(member.memberId),
      token: gameToken,
      gameCode: 'fortune',
      amount: 300,
      currency: 'MMK',
    });
    expect(bet.json().value?.balance, bet.body).toBe(500_00 - 300);
    const [round] = await t.database.db
      .select()
      .from(betRecords)
      .where(and(eq(betRecords.vendorCode, 'PG'), eq(betRecords.roundId, roundId)));
    expect(round?.placedAt.toISOString()).toBe(betAt);
    const [claimed] = await t.database.db
      .select({ at: vendorTransactions.createdAt })
      .from(vendorTransactions)
      .where(eq(vendorTransactions.transactionId, `bet-${roundId}`));
    expect(claimed?.at.toISOString()).toBe(betAt);
    expect(await transferTimes(`PG:${roundId}`)).toEqual([betAt, betAt, betAt]);

    // The member's records, asked for the moved clock's day, show both at their times; the real day
    // shows nothing.
    const day = (at: number) =>
      `start=${new Date(at - DAY_MS / 2).toISOString()}&end=${new Date(at + DAY_MS / 2).toISOString()}`;
    const moved = await as(member.token, 'GET', `${RECORD_PATHS.transactions}?${day(clock.now().getTime())}`);
    expect(moved.json().value.list).toEqual([
      expect.objectContaining({ kind: 'bet', amount: -300, time: betAt }),
      expect.objectContaining({ kind: 'deposit', amount: 500_00, time: creditedAt }),
    ]);
    const bets = await as(member.token, 'GET', `${RECORD_PATHS.bets}?${day(clock.now().getTime())}`);
    expect(bets.json().value.list).toEqual([
      expect.objectContaining({ reference: `PG:${roundId}`, stake: 300, time: betAt }),
    ]);
    const real = await as(member.token, 'GET', `${RECORD_PATHS.transactions}?${day(Date.now())}`);
    expect(real.json().value).toMatchObject({ list: [], total: 0 });
  });
});
