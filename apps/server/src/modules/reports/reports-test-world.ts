import { randomBytes, randomUUID } from 'node:crypto';
import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { GameFeedSchema } from '@platform/contract/games';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { PnlFigures } from '@platform/contract/reports';
import { VENDOR_API_PATHS, VENDOR_HEADERS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
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
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { deposits } from '../payments/payments.tables.ts';
import { channelId } from '../payments/payments-test-helpers.ts';
import { vendorIntegrations } from '../seamless/seamless.tables.ts';
import { signVendorRequest } from '../seamless/vendor-signature.ts';
import type { TestMember } from '../wallet/wallet-test-helpers.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';
import { operatorAction, type Payee, requestWithdrawal } from '../withdrawals/withdrawals-test-helpers.ts';

// The reports' tests: an app whose clock the test moves across the merchant's (non-UTC) local days,
// the real flows that post money (deposits, in-house and vendor rounds, withdrawals), and the
// independent recomputation every report is held to: each ledger entry and bet row read back, with
// days cut by Intl in JS rather than by SQL.

const DAY_MS = 86_400_000;
const SECRET = 'reports-vendor-secret-0123456789';
/** The seamless vendors of the tests, and the slot each offers. */
const SLOTS = { PG: 'fortune', JL: 'golden' } as const;
type Vendor = keyof typeof SLOTS;

export const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The figure each transfer kind counts toward, and the sign of the member side. */
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

type Money = { deposits: number; withdrawals: number; bets: number; wins: number; bonuses: number };
const noMoney = (): Money => ({ deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0 });
export const withGgr = <T extends { bets: number; wins: number }>(row: T) => ({
  ...row,
  ggr: row.bets - row.wins,
});

export type ReportsWorld = Awaited<ReturnType<typeof openReportsWorld>>;

/** The test app, far from the real date (so a time taken from the real clock shows), with a PG slot game. */
export async function openReportsWorld() {
  const clock = testClock(new Date(Date.now() + 400 * DAY_MS).toISOString());
  const t: TestApp = await createTestApp({ now: clock.now });
  const db = t.database.db;
  const zone = await findMerchantTimeZone(db, t.merchantId);
  // Tomorrow, so every move of the clock goes forward.
  const day0 = dayAfter(localDate(clock.now(), zone), 1);
  await seedInHouseCatalog(db, t.merchantId, clock.now());
  // Two seamless vendors, a slot each, so a vendor's share of the GGR comes out of known rounds.
  const slotNodes = new Map<Vendor, number>();
  for (const [vendorCode, gameId] of Object.entries(SLOTS) as [Vendor, string][]) {
    const feed = GameFeedSchema.parse({
      vendor: vendorCode,
      games: [{ gameId, names: { EN: gameId }, gameType: 'RNG' }],
    });
    await db.transaction((tx) => importGameFeed(tx, feed, clock.now()));
    const [slot] = await db
      .select({ nodeId: games.nodeId })
      .from(games)
      .where(eq(games.vendorCode, vendorCode));
    slotNodes.set(vendorCode, slot!.nodeId);
    await db.insert(vendorIntegrations).values({
      vendorCode,
      launchUrl: 'http://127.0.0.1:3999/play',
      apiSecret: t.ctx.secrets.seal(SECRET, secretContext.vendorApiSecret(vendorCode)),
      allowedIps: ['127.0.0.1/32', '::1/128'],
    });
  }
  let operators = 0;

  /** The instant the merchant's clocks show `time` on `day`. */
  function localInstant(day: string, time: string): Date {
    const [year, month, date] = day.split('-').map(Number) as [number, number, number];
    const [hour, minute, second] = time.split(':').map(Number) as [number, number, number];
    const [instant] = instantsOf({ year, month, day: date, hour, minute, second }, zone);
    if (!instant) throw new Error(`${day} ${time} does not exist in ${zone}`);
    return instant;
  }
  const moveTo = (instant: Date) => clock.advance(instant.getTime() - clock.now().getTime());

  /** A fresh operator session each time: a day of moved time outlasts any session's idle limit. */
  const operator = (role: 'finance' | 'support' | 'admin' | 'content' = 'finance') =>
    operatorToken(t, `reports${role}${++operators}`, role);

  function as(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
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
    const [row] = await db.select().from(deposits).where(eq(deposits.orderNo, orderNo));
    const confirmed = await as(await operator(), 'POST', `${ADMIN_PATHS.deposits}/${row!.id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  /** A vendor's signed call, stamped with the (moved) time the platform expects of it. */
  async function vendorCall(path: string, body: object, vendor: Vendor = 'PG') {
    const raw = JSON.stringify(body);
    const timestamp = String(clock.now().getTime());
    const response = await t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        'content-type': 'application/json',
        [VENDOR_HEADERS.vendor]: vendor,
        [VENDOR_HEADERS.timestamp]: timestamp,
        [VENDOR_HEADERS.signature]: signVendorRequest(SECRET, {
          vendorCode: vendor,
          timestamp,
          rawBody: raw,
        }),
      },
      payload: raw,
      remoteAddress: '127.0.0.1',
    });
    expect(response.json().success, response.body).toBe(true);
  }

  async function launchToken(member: TestMember, vendor: Vendor = 'PG'): Promise<string> {
    const launched = await as(member.token, 'POST', API_PATHS.launchGame, {
      nodeId: slotNodes.get(vendor),
      language: 'EN',
    });
    expect(launched.statusCode, launched.body).toBe(200);
    return new URL(launched.json().value.url).searchParams.get('token') ?? '';
  }

  function vendorBet(
    member: TestMember,
    token: string,
    round: { roundId: string; amount: number; transactionId: string; vendor?: Vendor },
  ) {
    const vendor = round.vendor ?? 'PG';
    return vendorCall(
      VENDOR_API_PATHS.bet,
      {
        transactionId: round.transactionId,
        roundId: round.roundId,
        playerId: String(member.memberId),
        token,
        gameCode: SLOTS[vendor],
        amount: round.amount,
        currency: 'MMK',
      },
      vendor,
    );
  }

  function vendorWin(
    memberId: number,
    round: { roundId: string; amount: number; transactionId: string; vendor?: Vendor },
  ) {
    const vendor = round.vendor ?? 'PG';
    return vendorCall(
      VENDOR_API_PATHS.win,
      {
        transactionId: round.transactionId,
        roundId: round.roundId,
        playerId: String(memberId),
        gameCode: SLOTS[vendor],
        amount: round.amount,
        currency: 'MMK',
        endRound: true,
      },
      vendor,
    );
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
    const [row] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo));
    return { id: row!.id, orderNo };
  }

  /** A withdrawal requested, approved and paid by finance. */
  async function paidOut(who: Payee, amount: number) {
    const w = await withdrawalId(who, amount);
    const finance = await operator();
    expect((await operatorAction(t, finance, w.id, 'approve')).statusCode).toBe(200);
    expect((await operatorAction(t, finance, w.id, 'paid', { note: 'BANKREF-1' })).statusCode).toBe(200);
    return w;
  }

  /** Every real-money member-side ledger entry of the merchant, read back whole. */
  async function memberEntries() {
    const rows = await db
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
      .where(eq(ledgerTransfers.merchantId, t.merchantId));
    return rows.flatMap(({ memberId, ...row }) =>
      memberId !== null && row.accountKind !== 'trial' ? [{ ...row, memberId }] : [],
    );
  }

  /**
   * Every figure of the days `from` to `to` recomputed from the raw entries, bet rows and members:
   * per day, over the range, per vendor and per category; `only` narrows it to some members.
   */
  async function recompute(from: string, to: string, only?: ReadonlySet<number>) {
    const inRange = (at: Date) => localDate(at, zone) >= from && localDate(at, zone) <= to;
    const entries = (await memberEntries()).filter((e) => !only || only.has(e.memberId));
    const rounds = await db
      .select({ vendor: betRecords.vendorCode, roundId: betRecords.roundId, category: games.gameType })
      .from(betRecords)
      .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
      .where(eq(betRecords.merchantId, t.merchantId));
    const roundOf = new Map(rounds.map((r) => [`${r.vendor}:${r.roundId}`, r]));
    const everyone = (await db.select().from(members).where(eq(members.merchantId, t.merchantId))).filter(
      (m) => m.type !== TRIAL_TYPE && (!only || only.has(m.id)),
    );
    // A member's first deposit ever, by its local day.
    const firstDeposit = new Map<number, string>();
    for (const e of [...entries].sort((a, b) => a.at.getTime() - b.at.getTime()))
      if (e.kind === 'deposit' && !firstDeposit.has(e.memberId))
        firstDeposit.set(e.memberId, localDate(e.at, zone));

    type Game = { bets: number; wins: number; rounds: Set<string>; players: Set<number> };
    const game = (): Game => ({ bets: 0, wins: 0, rounds: new Set(), players: new Set() });
    const days = new Map<string, Money & { bettors: Set<number> }>();
    for (let d = from; d <= to; d = dayAfter(d, 1)) days.set(d, { ...noMoney(), bettors: new Set() });
    const totals = noMoney();
    const bettors = new Set<number>();
    const vendors = new Map<string, Game>();
    const categories = new Map<string, Game>();
    for (const e of entries) {
      const signed = SIGNED[e.kind];
      if (!signed || !inRange(e.at)) continue;
      const [figure, sign] = signed;
      const day = days.get(localDate(e.at, zone))!;
      day[figure] += sign * e.amount;
      totals[figure] += sign * e.amount;
      if (e.kind === 'bet') {
        bettors.add(e.memberId);
        day.bettors.add(e.memberId);
      }
      if (figure !== 'bets' && figure !== 'wins') continue;
      const round = roundOf.get(e.reference);
      for (const [map, key] of [
        [vendors, round?.vendor ?? e.reference.split(':')[0]!],
        [categories, round?.category ?? 'UNKNOWN'],
      ] as const) {
        const row = map.get(key) ?? game();
        row[figure] += sign * e.amount;
        if (e.kind === 'bet') {
          row.rounds.add(e.reference);
          row.players.add(e.memberId);
        }
        map.set(key, row);
      }
    }
    const counted = (day: (d: string) => boolean) => ({
      newPlayers: everyone.filter((m) => day(localDate(m.createdAt, zone))).length,
      firstDepositors: [...firstDeposit.values()].filter(day).length,
    });
    const figures = (money: Money, activePlayers: number, counts: ReturnType<typeof counted>): PnlFigures => {
      const row = withGgr(money);
      return { ...row, ngr: row.ggr - money.bonuses, activePlayers, ...counts };
    };
    const ranked = (map: Map<string, Game>) =>
      [...map]
        .map(([name, row]) => ({
          name,
          ...withGgr({ bets: row.bets, wins: row.wins }),
          rounds: row.rounds.size,
          players: row.players.size,
        }))
        .sort((a, b) => b.ggr - a.ggr || a.name.localeCompare(b.name));
    return {
      total: figures(
        totals,
        bettors.size,
        counted((d) => d >= from && d <= to),
      ),
      daily: [...days].map(([d, { bettors: dayBettors, ...money }]) => ({
        day: d,
        ...figures(
          money,
          dayBettors.size,
          counted((other) => other === d),
        ),
      })),
      byVendor: ranked(vendors),
      byCategory: ranked(categories),
    };
  }

  return {
    t,
    clock,
    zone,
    /** The n-th local day after the merchant's today when the world opened. */
    day: (n: number) => dayAfter(day0, n),
    localInstant,
    moveTo,
    operator,
    as,
    sessionOf,
    deposit,
    vendorCall,
    launchToken,
    vendorBet,
    vendorWin,
    playInHouse,
    withdrawalId,
    paidOut,
    recompute,
  };
}
