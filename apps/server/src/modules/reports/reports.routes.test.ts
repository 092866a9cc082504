import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { Dashboard } from '@platform/contract/reports';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../jobs/zoned-time.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { memberAccount, merchantAccount, postTransfer } from '../ledger/ledger.service.ts';
import { deposits } from '../payments/payments.tables.ts';
import { expectLedgerWhole, registerMember } from '../payments/payments-test-helpers.ts';
import { newMemberSession } from '../wallet/wallet-test-helpers.ts';
import { withdrawals } from '../withdrawals/withdrawals.tables.ts';
import { operatorAction, type Payee, payee } from '../withdrawals/withdrawals-test-helpers.ts';
import { dayAfter, openReportsWorld, type ReportsWorld } from './reports-test-world.ts';

let w: ReportsWorld;
let t: ReportsWorld['t'];
let zone = '';
const day = (n: number) => w.day(n);

beforeAll(async () => {
  w = await openReportsWorld();
  ({ t, zone } = w);
});
afterAll(() => w?.t.close());

async function receipt(who: Payee, orderNo: string, body: object) {
  const response = await w.as(who.token, 'POST', `${API_PATHS.withdrawals}/${orderNo}/receipt`, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function dashboard(token: string, from: string, to: string) {
  return w.as(token, 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${from}&to=${to}`);
}

/** The dashboard's figures recomputed from the raw entries and bet rows (reports-test-world). */
async function expected(from: string, to: string): Promise<Omit<Dashboard, 'pending'>> {
  const figures = await w.recompute(from, to);
  const game = ({ bets, wins, ggr }: { bets: number; wins: number; ggr: number }) => ({ bets, wins, ggr });
  return {
    from,
    to,
    timeZone: zone,
    totals: figures.total,
    daily: figures.daily.map((row) => ({
      day: row.day,
      deposits: row.deposits,
      withdrawals: row.withdrawals,
      ...game(row),
    })),
    byVendor: figures.byVendor.map((row) => ({ vendor: row.name, ...game(row) })),
    byCategory: figures.byCategory.map((row) => ({ category: row.name, ...game(row) })),
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
    w.moveTo(w.localInstant(day(0), '08:00:00'));
    const b = await registerMember(t);
    await w.deposit(b, 200_00);

    // Day 1: A registers and deposits, B deposits again, A plays in-house; a free-play round does not count.
    w.moveTo(w.localInstant(day(1), '10:00:00'));
    const a = await registerMember(t);
    await w.deposit(a, 1_000_00);
    await w.deposit(await w.sessionOf(b.memberId), 300_00);
    await w.deposit(await w.sessionOf(a.memberId), 155_00, { pending: true });
    w.moveTo(w.localInstant(day(1), '11:00:00'));
    const player = await w.sessionOf(a.memberId);
    await w.playInHouse(player, 200);
    const trial = await newMemberSession(t, { trial: true });
    await w.as(trial.token, 'GET', API_PATHS.inHouseFairness);
    await w.playInHouse(trial, 1_000);
    const house = await merchantAccount(t.database.db, t.merchantId, 'house', w.clock.now());
    const bonusAccount = await memberAccount(
      t.database.db,
      { merchantId: t.merchantId, memberId: a.memberId },
      'bonus',
      w.clock.now(),
    );
    // No promotion module posts bonuses yet: the ledger's own posting stands in for one.
    await postTransfer(t.database.db, {
      at: w.clock.now(),
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
    w.moveTo(w.localInstant(day(1), '23:59:00'));
    const late = await w.sessionOf(a.memberId);
    let token = await w.launchToken(late);
    w.moveTo(w.localInstant(day(1), '23:59:59'));
    await w.vendorBet(late, token, { roundId: 'round-midnight', amount: 300, transactionId: 'bet-midnight' });
    w.moveTo(w.localInstant(day(2), '00:00:01'));
    await w.vendorCall(VENDOR_API_PATHS.win, {
      transactionId: 'win-midnight',
      roundId: 'round-midnight',
      playerId: String(a.memberId),
      gameCode: 'fortune',
      amount: 500,
      currency: 'MMK',
      endRound: true,
    });

    // Day 2: a bet rolled back, an open round; withdrawals paid, refunded in part, disputed, pending.
    w.moveTo(w.localInstant(day(2), '01:00:00'));
    const early = await w.sessionOf(a.memberId);
    token = await w.launchToken(early);
    await w.vendorBet(early, token, {
      roundId: 'round-rolled-back',
      amount: 200,
      transactionId: 'bet-rolled-back',
    });
    await w.vendorCall(VENDOR_API_PATHS.rollback, {
      transactionId: 'rollback-1',
      refTransactionId: 'bet-rolled-back',
      roundId: 'round-rolled-back',
      playerId: String(a.memberId),
    });
    await w.vendorBet(early, token, { roundId: 'round-open', amount: 100, transactionId: 'bet-open' });
    w.moveTo(w.localInstant(day(2), '02:00:00'));
    const p1 = await payee(t, { cash: 1_000_00 });
    const p2 = await payee(t, { cash: 1_000_00 });
    await w.paidOut(p1, 400_00);
    const partly = await w.paidOut(p1, 300_00);
    await receipt(p1, partly.orderNo, { answer: 'partially_received', remainder: 100_00 });
    const refunded = await operatorAction(t, await w.operator(), partly.id, 'refund', {
      note: 'bank confirmed',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const disputed = await w.paidOut(p2, 200_00);
    await receipt(p2, disputed.orderNo, { answer: 'partially_received', remainder: 50_00 });
    await w.withdrawalId(p2, 150_00);

    // The day after the range: nothing of it counts.
    w.moveTo(w.localInstant(day(4), '09:00:00'));
    await w.deposit(await w.sessionOf(a.memberId), 700_00);

    const response = await dashboard(await w.operator(), day(1), day(3));
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json().value as Dashboard;
    const { pending, ...figures } = report;
    expect(figures).toEqual(await expected(day(1), day(3)));
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
    const lastDay = (await dashboard(await w.operator(), day(1), day(1))).json().value as Dashboard;
    expect(lastDay.daily).toEqual([report.daily[0]]);
    expect(lastDay).toEqual({ ...(await expected(day(1), day(1))), pending: report.pending });

    // No range is the merchant's today, by the app's clock: the day after the range, its one deposit.
    const today = await w.as(await w.operator(), 'GET', ADMIN_PATHS.reportsDashboard);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().value).toMatchObject({ from: day(4), to: day(4), totals: { deposits: 700_00 } });
    await expectLedgerWhole(t);
  });

  it('is refused to a role without reports.read', async () => {
    const response = await dashboard(await w.operator('support'), day(1), day(1));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(
      (await w.as('not-a-token', 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${day(1)}&to=${day(1)}`))
        .statusCode,
    ).toBe(401);
  });

  it('answers 400 and the envelope for a range backwards, too long, not a date or with unknown fields', async () => {
    const admin = await w.operator('admin');
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
    const extra = await w.as(admin, 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${day(1)}&to=${day(1)}&x=1`);
    expect(extra.statusCode).toBe(400);
    const halfRange = await w.as(admin, 'GET', `${ADMIN_PATHS.reportsDashboard}?from=${day(1)}`);
    expect(halfRange.statusCode).toBe(400);
    expect(halfRange.json().fields.map((f: { field: string }) => f.field)).toContain('query.to');
  });
});
