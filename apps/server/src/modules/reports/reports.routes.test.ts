import { randomBytes, randomUUID } from 'node:crypto';
import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { GameFeedSchema } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { Dashboard } from '@platform/contract/reports';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secretContext } from '../../crypto/secret-contexts.ts';
import { instantsOf, localDate } from '../../jobs/zoned-time.ts';
import { seedInHouseCatalog } from '../../seed/demo-in-house.ts';
import { operatorToken } from '../../test/operator-session.ts';
import { createTestApp, type TestApp, testClock } from '../../test/test-app.ts';
import { members } from '../accounts/accounts.tables.ts';
import { createSession } from '../accounts/sessions.service.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { importGameFeed } from '../games/catalog-import.service.ts';
import { games } from '../games/games.tables.ts';
import { memberAccount, merchantAccount, postTransfer } from '../ledger/ledger.service.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { deposits } from '../payments/payments.tables.ts';
import { channelId, expectLedgerWhole, registerMember } from '../payments/payments-test-helpers.ts';
import { vendorIntegrations } from '../seamless/seamless.tables.ts';
import { signVendorRequest } from '../seamless/vendor-signature.ts';
import { newMemberSession, type TestMember } from '../wallet/wallet-test-helpers.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';
import {
  operatorAction,
  type Payee,
  payee,
  requestWithdrawal,
} from '../withdrawals/withdrawals-test-helpers.ts';

// Far from the real date, so a time taken from the database's or the process's clock shows.
const DAY_MS = 86_400_000;
const SECRET = 'reports-vendor-secret-0123456789';
const clock = testClock(new Date(Date.now() + 400 * DAY_MS).toISOString());
let t: TestApp;
let zone = '';
let slotNode = 0;
let operators = 0;

const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
/** The instant the merchant's clocks show `time` on `day`. */
function localInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
  const [instant] = instantsOf({ year, month, day: date, hour, minute, second }, zone);
  if (!instant) throw new Error(`${day} ${time} does not exist in ${zone}`);
  return instant;
}
const moveTo = (instant: Date) => clock.advance(instant.getTime() - clock.now().getTime());

let day0 = '';
const day = (n: number) => dayAfter(day0, n);

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  zone = await findMerchantTimeZone(t.database.db, t.merchantId);
  // Tomorrow, so every move of the clock goes forward.
  day0 = dayAfter(localDate(clock.now(), zone), 1);
  await seedInHouseCatalog(t.database.db, t.merchantId, clock.now());
  const feed = GameFeedSchema.parse({
    vendor: 'PG',
    games: [{ gameId: 'fortune', names: { EN: 'Fortune Ox' }, gameType: 'RNG' }],
  });
  await t.database.db.transaction((tx) => importGameFeed(tx, feed, clock.now()));
  const [slot] = await t.database.db
    .select({ nodeId: games.nodeId })
    .from(games)
    .where(eq(games.vendorCode, 'PG'));
  slotNode = slot!.nodeId;
  await t.database.db.insert(vendorIntegrations).values({
    vendorCode: 'PG',
    launchUrl: 'http://127.0.0.1:3999/play',
    apiSecret: t.ctx.secrets.seal(SECRET, secretContext.vendorApiSecret('PG')),
    allowedIps: ['127.0.0.1/32', '::1/128'],
  });
});
afterAll(() => t?.close());

/** A fresh operator session each time: a day of moved time outlasts any session's idle limit. */
const operator = (role: 'finance' | 'support' | 'admin' = 'finance') =>
  operatorToken(t, `reports${role}${++operators}`, role);

function as(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
}

/** A new session of an existing member, as a login would give (sessions end after idle minutes). */
async function sessionOf(memberId: number): Promise<TestMember> {
  const token = await createSession(t.ctx.accounts, {
    memberId,
    merchantId: t.merchantId,
    loginType: 'USERNAME',
    ip: '127.0.0.1',
    userAgent: 'vitest',
  });
  return { memberId, token };
}

/** A manual-bank deposit of the member, confirmed by finance at once unless `pending`. */
async function deposit(member: TestMember, amount: number, options: { pending?: boolean } = {}) {
  const created = await as(member.token, 'POST', API_PATHS.deposits, {
    channelId: await channelId(t, 'BANK_TRANSFER'),
    amount,
    idempotencyKey: `reports-${randomBytes(6).toString('hex')}`,
    memberReference: 'TRX-1',
  });
  expect(created.statusCode, created.body).toBe(201);
  if (options.pending) return;
  const orderNo = created.json().value.deposit.orderNo as string;
  const [row] = await t.database.db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
  const confirmed = await as(await operator(), 'POST', `${ADMIN_PATHS.deposits}/${row!.id}/confirm`, {});
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

/** A vendor's signed call, stamped with the (moved) time the platform expects of it. */
async function vendorCall(path: string, body: object) {
  const raw = JSON.stringify(body);
  const timestamp = String(clock.now().getTime());
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/json',
      [VENDOR_HEADERS.vendor]: 'PG',
      [VENDOR_HEADERS.timestamp]: timestamp,
      [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, { vendorCode: 'PG', timestamp, rawBody: raw }),
    },
    payload: raw,
    remoteAddress: '127.0.0.1',
  });
  expect(response.json().success, response.body).toBe(true);
}

async function launchToken(member: TestMember): Promise<string> {
  const launched = await as(member.token, 'POST', API_PATHS.launchGame, { nodeId: slotNode, language: 'EN' });
  expect(launched.statusCode, launched.body).toBe(200);
  return new URL(launched.json().value.url).searchParams.get('token') ?? '';
}

function vendorBet(
  member: TestMember,
  token: string,
  roundId: string,
  amount: number,
  transactionId: string,
) {
  return vendorCall(VENDOR_API_PATHS.bet, {
    transactionId,
    roundId,
    playerId: String(member.memberId),
    token,
    gameCode: 'fortune',
    amount,
    currency: 'MMK',
  });
}

async function playInHouse(member: TestMember, stake: number) {
  const response = await as(member.token, 'POST', API_PATHS.inHouseRounds, {
    roundKey: randomUUID(),
    game: 'slot',
    stake,
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function withdrawalId(who: Payee, amount: number): Promise<{ id: number; orderNo: string }> {
  const response = await requestWithdrawal(t, who, amount);
  expect(response.statusCode, response.body).toBe(201);
  const orderNo = response.json().value.withdrawal.orderNo as string;
  const [row] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
  return { id: row!.id, orderNo };
}

async function paidOut(who: Payee, amount: number) {
  const w = await withdrawalId(who, amount);
  const finance = await operator();
  expect((await operatorAction(t, finance, w.id, 'approve')).statusCode).toBe(200);
  expect((await operatorAction(t, finance, w.id, 'paid', { note: 'BANKREF-1' })).statusCode).toBe(200);
  return w;
}

async function receipt(who: Payee, orderNo: string, body: object) {
  const response = await as(who.token, 'POST', `${API_PATHS.withdrawals}/${orderNo}/receipt`, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function dashboard(token: string, from: string, to: string) {
  return as(token, 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${from}&to=${to}`);
}

// ---------------------------------------------------------------------------------------------
// The independent recomputation: every ledger entry and bet row read back, days cut by Intl in JS.

const SIGNED: Record<
  string,
  [figure: 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'bonuses', sign: number]
> = {
  deposit: ['deposits', 1],
  withdrawal_paid: ['withdrawals', -1],
  withdrawal_refund: ['withdrawals', -1],
  bet: ['bets', -1],
  bet_refund: ['bets', -1],
  win: ['wins', 1],
  bonus: ['bonuses', 1],
};

async function recompute(from: string, to: string): Promise<Omit<Dashboard, 'pending'>> {
  const db = t.database.db;
  const inRange = (at: Date) => localDate(at, zone) >= from && localDate(at, zone) <= to;
  const entries = (
    await db
      .select({
        kind: ledgerTransfers.kind,
        reference: ledgerTransfers.reference,
        at: ledgerTransfers.createdAt,
        amount: ledgerEntries.amount,
        memberId: ledgerAccounts.memberId,
        accountKind: ledgerAccounts.kind,
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerTransfers.merchantId, t.merchantId))
  ).filter((e) => e.memberId !== null && e.accountKind !== 'trial');
  const rounds = await db
    .select({ vendor: betRecords.vendorCode, roundId: betRecords.roundId, category: games.gameType })
    .from(betRecords)
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .where(eq(betRecords.merchantId, t.merchantId));
  const roundOf = new Map(rounds.map((r) => [`${r.vendor}:${r.roundId}`, r]));

  const zero = () => ({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0 });
  const days = new Map<string, ReturnType<typeof zero>>();
  for (let d = from; d <= to; d = dayAfter(d, 1)) days.set(d, zero());
  const totals = zero();
  const vendors = new Map<string, { bets: number; wins: number }>();
  const categories = new Map<string, { bets: number; wins: number }>();
  const bettors = new Set<number>();
  for (const e of entries) {
    const signed = SIGNED[e.kind];
    if (!signed || !inRange(e.at)) continue;
    const [figure, sign] = signed;
    days.get(localDate(e.at, zone))![figure] += sign * e.amount;
    totals[figure] += sign * e.amount;
    if (e.kind === 'bet') bettors.add(e.memberId!);
    if (figure !== 'bets' && figure !== 'wins') continue;
    const round = roundOf.get(e.reference);
    for (const [map, key] of [
      [vendors, round?.vendor ?? e.reference.split(':')[0]!],
      [categories, round?.category ?? 'UNKNOWN'],
    ] as const) {
      const row = map.get(key) ?? { bets: 0, wins: 0 };
      row[figure] += sign * e.amount;
      map.set(key, row);
    }
  }
  const depositorsOf = (kind: string, before: boolean) =>
    new Set(
      entries
        .filter((e) => e.kind === kind && (before ? localDate(e.at, zone) < from : inRange(e.at)))
        .map((e) => e.memberId),
    );
  const depositedBefore = depositorsOf('deposit', true);
  const firstDepositors = [...depositorsOf('deposit', false)].filter((id) => !depositedBefore.has(id)).length;
  const newPlayers = (await db.select().from(members).where(eq(members.merchantId, t.merchantId))).filter(
    (m) => m.type !== TRIAL_TYPE && inRange(m.createdAt),
  ).length;
  const withGgr = <T extends { bets: number; wins: number }>(row: T) => ({
    ...row,
    ggr: row.bets - row.wins,
  });
  const ranked = <K extends string>(key: K, map: Map<string, { bets: number; wins: number }>) =>
    [...map]
      .map(
        ([name, row]) => ({ [key]: name, ...withGgr(row) }) as Record<K, string> & ReturnType<typeof withGgr>,
      )
      .sort((a, b) => b.ggr - a.ggr || a[key].localeCompare(b[key]));
  const ggr = totals.bets - totals.wins;
  return {
    from,
    to,
    timeZone: zone,
    totals: {
      ...withGgr(totals),
      ngr: ggr - totals.bonuses,
      activePlayers: bettors.size,
      newPlayers,
      firstDepositors,
    },
    daily: [...days].map(([d, row]) => ({
      day: d,
      deposits: row.deposits,
      withdrawals: row.withdrawals,
      ...withGgr({ bets: row.bets, wins: row.wins }),
    })),
    byVendor: ranked('vendor', vendors),
    byCategory: ranked('category', categories),
  };
}

async function pendingFromTables(): Promise<Dashboard['pending']> {
  const db = t.database.db;
  const allDeposits = await db.select().from(deposits).where(eq(deposits.merchantId, t.merchantId));
  const allWithdrawals = await db.select().from(withdrawals).where(eq(withdrawals.merchantId, t.merchantId));
  return {
    deposits: allDeposits.filter((d) => d.status === 'pending').length,
    withdrawals: allWithdrawals.filter((w) => w.status === 'requested' || w.status === 'approved').length,
    disputedReceipts: allWithdrawals.filter((w) => w.status === 'disputed').length,
  };
}

describe('operator dashboard', () => {
  it('sums each local day from the ledger, to the minor unit, a posting one second before midnight on its own day', async () => {
    // The day before the range: B registers and makes a first deposit, so B's next one is not a first.
    moveTo(localInstant(day(0), '08:00:00'));
    const b = await registerMember(t);
    await deposit(b, 200_00);

    // Day 1: A registers and deposits, B deposits again, A plays in-house; a free-play round does not count.
    moveTo(localInstant(day(1), '10:00:00'));
    const a = await registerMember(t);
    await deposit(a, 1_000_00);
    await deposit(await sessionOf(b.memberId), 300_00);
    await deposit(await sessionOf(a.memberId), 155_00, { pending: true });
    moveTo(localInstant(day(1), '11:00:00'));
    const player = await sessionOf(a.memberId);
    await playInHouse(player, 200);
    const trial = await newMemberSession(t, { trial: true });
    await as(trial.token, 'GET', API_PATHS.inHouseFairness);
    await playInHouse(trial, 1_000);
    const house = await merchantAccount(t.database.db, t.merchantId, 'house', clock.now());
    const bonusAccount = await memberAccount(
      t.database.db,
      { merchantId: t.merchantId, memberId: a.memberId },
      'bonus',
      clock.now(),
    );
    // No promotion module posts bonuses yet: the ledger's own posting stands in for one.
    await postTransfer(t.database.db, {
      at: clock.now(),
      merchantId: t.merchantId,
      idempotencyKey: `reports-bonus-${a.memberId}`,
      kind: 'bonus',
      reference: 'promo-1',
      legs: [
        { accountId: house, amount: -40 },
        { accountId: bonusAccount, amount: 40 },
      ],
    });

    // One second before local midnight: a seamless bet of 300, won (500) two seconds later, on day 2.
    moveTo(localInstant(day(1), '23:59:00'));
    const late = await sessionOf(a.memberId);
    let token = await launchToken(late);
    moveTo(localInstant(day(1), '23:59:59'));
    await vendorBet(late, token, 'round-midnight', 300, 'bet-midnight');
    moveTo(localInstant(day(2), '00:00:01'));
    await vendorCall(VENDOR_API_PATHS.win, {
      transactionId: 'win-midnight',
      roundId: 'round-midnight',
      playerId: String(a.memberId),
      gameCode: 'fortune',
      amount: 500,
      currency: 'MMK',
      endRound: true,
    });

    // Day 2: a bet rolled back, an open round; withdrawals paid, refunded in part, disputed, pending.
    moveTo(localInstant(day(2), '01:00:00'));
    const early = await sessionOf(a.memberId);
    token = await launchToken(early);
    await vendorBet(early, token, 'round-rolled-back', 200, 'bet-rolled-back');
    await vendorCall(VENDOR_API_PATHS.rollback, {
      transactionId: 'rollback-1',
      refTransactionId: 'bet-rolled-back',
      roundId: 'round-rolled-back',
      playerId: String(a.memberId),
    });
    await vendorBet(early, token, 'round-open', 100, 'bet-open');
    moveTo(localInstant(day(2), '02:00:00'));
    const p1 = await payee(t, { cash: 1_000_00 });
    const p2 = await payee(t, { cash: 1_000_00 });
    await paidOut(p1, 400_00);
    const partly = await paidOut(p1, 300_00);
    await receipt(p1, partly.orderNo, { answer: 'partially_received', remainder: 100_00 });
    const refunded = await operatorAction(t, await operator(), partly.id, 'refund', {
      note: 'bank confirmed',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const disputed = await paidOut(p2, 200_00);
    await receipt(p2, disputed.orderNo, { answer: 'partially_received', remainder: 50_00 });
    await withdrawalId(p2, 150_00);

    // The day after the range: nothing of it counts.
    moveTo(localInstant(day(4), '09:00:00'));
    await deposit(await sessionOf(a.memberId), 700_00);

    const response = await dashboard(await operator(), day(1), day(3));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().value as Dashboard;
    const { pending, ...figures } = report;
    expect(figures).toEqual(await recompute(day(1), day(3)));
    expect(pending).toEqual(await pendingFromTables());

    // The recomputation is not empty by accident: the known movements, day by day.
    const inHouseStake = 200;
    expect(report.timeZone).toBe(zone);
    expect(report.daily.map((row) => row.day)).toEqual([day(1), day(2), day(3)]);
    expect(report.daily[0]).toMatchObject({ deposits: 1_300_00, withdrawals: 0, bets: inHouseStake + 300 });
    expect(report.daily[1]).toMatchObject({ deposits: 0, withdrawals: 800_00, bets: 100 });
    expect(report.daily[1]!.wins).toBe(500);
    expect(report.daily[2]).toEqual({ day: day(3), deposits: 0, withdrawals: 0, bets: 0, wins: 0, ggr: 0 });
    expect(report.totals).toMatchObject({ bonuses: 40, activePlayers: 1, newPlayers: 3, firstDepositors: 1 });
    expect(report.totals.ngr).toBe(report.totals.ggr - 40);
    expect(report.pending).toEqual({ deposits: 1, withdrawals: 1, disputedReceipts: 1 });
    expect(report.byVendor.map((row) => row.vendor).sort()).toEqual(['INHOUSE', 'PG']);
    for (const breakdown of [report.byVendor, report.byCategory]) {
      expect(breakdown.reduce((sum, row) => sum + row.bets, 0)).toBe(report.totals.bets);
      expect(breakdown.reduce((sum, row) => sum + row.wins, 0)).toBe(report.totals.wins);
    }

    // The bet rows agree: stakes net of rollbacks, and what they paid, for the rounds of the range.
    const rows = (await t.database.db.select().from(betRecords)).filter(
      (r) => localDate(r.placedAt, zone) >= day(1) && localDate(r.placedAt, zone) <= day(3),
    );
    expect(rows.reduce((sum, r) => sum + r.stake, 0)).toBe(report.totals.bets);
    expect(rows.reduce((sum, r) => sum + r.payout, 0)).toBe(report.totals.wins);

    // The midnight bet alone, its day only: a day's range ends at the next local midnight.
    const lastDay = (await dashboard(await operator(), day(1), day(1))).json().value as Dashboard;
    expect(lastDay.daily).toEqual([report.daily[0]]);
    expect(lastDay).toEqual({ ...(await recompute(day(1), day(1))), pending: report.pending });

    // No range is the merchant's today, by the app's clock: the day after the range, its one deposit.
    const today = await as(await operator(), 'GET', ADMIN_PATHS.reportsDashboard);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().value).toMatchObject({ from: day(4), to: day(4), totals: { deposits: 700_00 } });
    await expectLedgerWhole(t);
  });

  it('is refused to a role without reports.read', async () => {
    const response = await dashboard(await operator('support'), day(1), day(1));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await as('not-a-token', 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${day(1)}&to=${day(1)}`))
        .statusCode,
    ).toBe(401);
  });

  it('answers 400 and the envelope for a range backwards, too long, not a date or with unknown fields', async () => {
    const admin = await operator('admin');
    const bad = [
      [day(2), day(1), 'query.to'],
      [day(0), dayAfter(day(0), 93), 'query.to'],
      ['2025-02-30', '2025-03-01', 'query.from'],
      ['yesterday', day(1), 'query.from'],
    ] as const;
    for (const [from, to, field] of bad) {
      const response = await dashboard(admin, from, to);
      expect(response.statusCode, `${from}..${to}`).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(typeof body.requestId).toBe('string');
      expect(body.fields.map((f: { field: string }) => f.field)).toContain(field);
    }
    const longest = await dashboard(admin, day(0), dayAfter(day(0), 92));
    expect(longest.statusCode, longest.body).toBe(200);
    expect(longest.json().value.daily).toHaveLength(93);
    const extra = await as(admin, 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${day(1)}&to=${day(1)}&x=1`);
    expect(extra.statusCode).toBe(400);
    const halfRange = await as(admin, 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${day(1)}`);
    expect(halfRange.statusCode).toBe(400);
    expect(halfRange.json().fields.map((f: { field: string }) => f.field)).toContain('query.to');
  });
});
