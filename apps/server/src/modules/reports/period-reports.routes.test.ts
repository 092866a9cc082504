import { ADMIN_PATHS } from '@platform/contract/paths';
import type { DailyPnl, Dashboard, VendorReport } from '@platform/contract/reports';
import { VENDOR_API_PATHS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../jobs/zoned-time.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { memberAccount, merchantAccount, postTransfer } from '../ledger/ledger.service.ts';
import { expectLedgerWhole, registerMember } from '../payments/payments-test-helpers.ts';
import { payee } from '../withdrawals/withdrawals-test-helpers.ts';
import { dayAfter, openReportsWorld, type ReportsWorld } from './reports-test-world.ts';

// The daily P&L and the vendor report, each figure held to a recomputation from the raw ledger
// entries and bet rows over local days of the merchant's (non-UTC) zone, and to the dashboard.

let w: ReportsWorld;
const day = (n: number) => w.day(n);

const REPORTS = [ADMIN_PATHS.reportsDaily, ADMIN_PATHS.reportsVendors, ADMIN_PATHS.reportsAgents];

async function read<T>(path: string, from: string, to: string, role: 'finance' | 'admin' = 'finance') {
  const response = await w.as(await w.operator(role), 'GET', `${path}?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as T;
}

beforeAll(async () => {
  w = await openReportsWorld();
  const { t } = w;

  // The day before the range: B registers, makes a first deposit and plays; none of it counts.
  w.moveTo(w.localInstant(day(0), '08:00:00'));
  const b = await registerMember(t);
  await w.deposit(b, 200_00);
  await w.playInHouse(await w.sessionOf(b.memberId), 100);

  // Day 1: A's first deposit, B's second; C registers without depositing; A and B play in-house.
  w.moveTo(w.localInstant(day(1), '10:00:00'));
  const a = await registerMember(t);
  await w.deposit(a, 1_000_00);
  await w.deposit(await w.sessionOf(b.memberId), 300_00);
  await registerMember(t);
  w.moveTo(w.localInstant(day(1), '11:00:00'));
  await w.playInHouse(await w.sessionOf(a.memberId), 200);
  await w.playInHouse(await w.sessionOf(a.memberId), 300);
  await w.playInHouse(await w.sessionOf(b.memberId), 100);

  // One second before local midnight: a PG bet, won two seconds later on day 2.
  w.moveTo(w.localInstant(day(1), '23:59:00'));
  const late = await w.sessionOf(a.memberId);
  const token = await w.launchToken(late);
  w.moveTo(w.localInstant(day(1), '23:59:59'));
  await w.vendorBet(late, token, { roundId: 'round-midnight', amount: 300, transactionId: 'bet-midnight' });
  w.moveTo(w.localInstant(day(2), '00:00:01'));
  await w.vendorWin(a.memberId, { roundId: 'round-midnight', amount: 500, transactionId: 'win-midnight' });

  // Day 2: a PG bet rolled back, an open round, a payout, D's first deposit and a bonus for A.
  w.moveTo(w.localInstant(day(2), '01:00:00'));
  const early = await w.sessionOf(a.memberId);
  const again = await w.launchToken(early);
  await w.vendorBet(early, again, {
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
  await w.vendorBet(early, again, { roundId: 'round-open', amount: 100, transactionId: 'bet-open' });
  w.moveTo(w.localInstant(day(2), '02:00:00'));
  await w.paidOut(await payee(t, { cash: 1_000_00 }), 400_00);
  const d = await registerMember(t);
  await w.deposit(d, 150_00);
  const now = w.clock.now();
  // No promotion module posts bonuses yet: the ledger's own posting stands in for one.
  await postTransfer(t.database.db, {
    at: now,
    merchantId: t.merchantId,
    idempotencyKey: `period-bonus-${a.memberId}`,
    kind: 'bonus',
    reference: 'promo-1',
    legs: [
      { accountId: await merchantAccount(t.database.db, t.merchantId, 'house', now), amount: -40 },
      {
        accountId: await memberAccount(
          t.database.db,
          { merchantId: t.merchantId, memberId: a.memberId },
          'bonus',
          now,
        ),
        amount: 40,
      },
    ],
  });

  // Day 3: a round at each seamless vendor, so each has a known share of the day's GGR (PG 300, JL 100).
  w.moveTo(w.localInstant(day(3), '10:00:00'));
  const third = await w.sessionOf(a.memberId);
  await w.vendorBet(third, await w.launchToken(third), {
    roundId: 'pg-d3',
    amount: 400,
    transactionId: 'pg-d3-bet',
  });
  await w.vendorWin(a.memberId, { roundId: 'pg-d3', amount: 100, transactionId: 'pg-d3-win' });
  const jl = { roundId: 'jl-d3', amount: 100, transactionId: 'jl-d3-bet', vendor: 'JL' } as const;
  await w.vendorBet(third, await w.launchToken(third, 'JL'), jl);

  // The day after the range: nothing of it counts.
  w.moveTo(w.localInstant(day(4), '09:00:00'));
  await w.deposit(await w.sessionOf(a.memberId), 700_00);
  await w.playInHouse(await w.sessionOf(a.memberId), 100);
});
afterAll(() => w?.t.close());

describe('daily P&L', () => {
  it('gives each local day its own figures, recomputed from the raw ledger entries to the minor unit', async () => {
    const report = await read<DailyPnl>(ADMIN_PATHS.reportsDaily, day(1), day(3));
    const expected = await w.recompute(day(1), day(3));
    expect(report).toEqual({
      from: day(1),
      to: day(3),
      timeZone: w.zone,
      rows: expected.daily,
      total: expected.total,
    });

    // Not empty by accident: the known movements, day by day, in a zone that is not UTC.
    expect(w.zone).not.toBe('UTC');
    expect(report.rows.map((row) => row.day)).toEqual([day(1), day(2), day(3)]);
    expect(report.rows[0]).toMatchObject({
      deposits: 1_300_00,
      bets: 200 + 300 + 100 + 300,
      activePlayers: 2,
      newPlayers: 2,
      firstDepositors: 1,
    });
    expect(report.rows[1]).toMatchObject({
      deposits: 150_00,
      withdrawals: 400_00,
      bets: 100,
      bonuses: 40,
      activePlayers: 1,
      firstDepositors: 1,
    });
    expect(report.rows[1]!.wins).toBe(500);
    expect(report.rows[1]!.ngr).toBe(report.rows[1]!.ggr - 40);
    expect(report.rows[2]).toMatchObject({
      deposits: 0,
      bets: 500,
      wins: 100,
      activePlayers: 1,
      newPlayers: 0,
    });
    // A played on both days: active once over the range, not the sum of the days.
    expect(report.total.activePlayers).toBe(2);
  });

  it('sums to the dashboard of the same range', async () => {
    const report = await read<DailyPnl>(ADMIN_PATHS.reportsDaily, day(1), day(3));
    const dashboard = await read<Dashboard>(ADMIN_PATHS.reportsDashboard, day(1), day(3));
    expect(report.total).toEqual(dashboard.totals);
    const summed = [
      'deposits',
      'withdrawals',
      'bets',
      'wins',
      'ggr',
      'bonuses',
      'ngr',
      'newPlayers',
      'firstDepositors',
    ] as const;
    for (const figure of summed)
      expect(
        report.rows.reduce((sum, row) => sum + row[figure], 0),
        figure,
      ).toBe(dashboard.totals[figure]);
    expect(
      report.rows.map(({ day: d, deposits, withdrawals, bets, wins, ggr }) => ({
        day: d,
        deposits,
        withdrawals,
        bets,
        wins,
        ggr,
      })),
    ).toEqual(dashboard.daily);
  });

  it("opens on the merchant's today by the app's clock, and takes a year of days", async () => {
    const finance = await w.operator();
    const today = await w.as(finance, 'GET', ADMIN_PATHS.reportsDaily);
    expect(today.statusCode, today.body).toBe(200);
    expect(today.json().value).toMatchObject({ from: day(4), to: day(4), total: { deposits: 700_00 } });
    const year = await read<DailyPnl>(ADMIN_PATHS.reportsDaily, day(0), dayAfter(day(0), 365));
    expect(year.rows).toHaveLength(366);
    expect(year.total).toEqual((await w.recompute(day(0), dayAfter(day(0), 365))).total);
    await expectLedgerWhole(w.t);
  });
});

describe('vendor report', () => {
  it('gives each vendor its rounds, players, stake, payout, GGR and share, recomputed from the ledger and bet rows', async () => {
    const report = await read<VendorReport>(ADMIN_PATHS.reportsVendors, day(1), day(3));
    const expected = await w.recompute(day(1), day(3));
    // The in-house slot's outcomes are random: the house may have won or lost over the range.
    const totalGgr = expected.total.ggr;
    expect(report).toEqual({
      from: day(1),
      to: day(3),
      timeZone: w.zone,
      rows: expected.byVendor.map(({ name, rounds, players, bets, wins, ggr }) => ({
        vendor: name,
        rounds,
        players,
        bets,
        wins,
        ggr,
        ggrShareBp: totalGgr > 0 ? Math.trunc((ggr * 10_000) / totalGgr) : null,
      })),
      total: {
        rounds: expected.byVendor.reduce((sum, row) => sum + row.rounds, 0),
        players: expected.total.activePlayers,
        bets: expected.total.bets,
        wins: expected.total.wins,
        ggr: totalGgr,
      },
    });
    expect(report.rows.map((row) => row.vendor).sort()).toEqual(['INHOUSE', 'JL', 'PG']);

    // The bet rows agree: a row per round with a bet placed in the range, its stake net of rollbacks.
    const placed = (
      await w.t.database.db.select().from(betRecords).where(eq(betRecords.merchantId, w.t.merchantId))
    ).filter((r) => localDate(r.placedAt, w.zone) >= day(1) && localDate(r.placedAt, w.zone) <= day(3));
    for (const row of report.rows) {
      const rounds = placed.filter((r) => r.vendorCode === row.vendor);
      expect(row.rounds, row.vendor).toBe(rounds.length);
      expect(row.players, row.vendor).toBe(new Set(rounds.map((r) => r.memberId)).size);
      expect(row.bets, row.vendor).toBe(rounds.reduce((sum, r) => sum + r.stake, 0));
      expect(row.wins, row.vendor).toBe(rounds.reduce((sum, r) => sum + r.payout, 0));
    }

    // And the dashboard's vendor breakdown of the same range.
    const dashboard = await read<Dashboard>(ADMIN_PATHS.reportsDashboard, day(1), day(3));
    expect(report.rows.map(({ vendor, bets, wins, ggr }) => ({ vendor, bets, wins, ggr }))).toEqual(
      dashboard.byVendor,
    );
  });

  it('gives each vendor its share of a day of known rounds, none when the house lost, nothing without play', async () => {
    const known = await read<VendorReport>(ADMIN_PATHS.reportsVendors, day(3), day(3));
    expect(known.rows).toEqual([
      { vendor: 'PG', rounds: 1, players: 1, bets: 400, wins: 100, ggr: 300, ggrShareBp: 7_500 },
      { vendor: 'JL', rounds: 1, players: 1, bets: 100, wins: 0, ggr: 100, ggrShareBp: 2_500 },
    ]);
    expect(known.total).toEqual({ rounds: 2, players: 1, bets: 500, wins: 100, ggr: 400 });

    // Day 2 alone: the midnight win (500) against one open bet (100).
    const lost = await read<VendorReport>(ADMIN_PATHS.reportsVendors, day(2), day(2));
    expect(lost.total).toMatchObject({ bets: 100, wins: 500, ggr: -400 });
    expect(lost.rows).toEqual([
      { vendor: 'PG', rounds: 2, players: 1, bets: 100, wins: 500, ggr: -400, ggrShareBp: null },
    ]);
    const quiet = await read<VendorReport>(ADMIN_PATHS.reportsVendors, day(5), day(5));
    expect(quiet.rows).toEqual([]);
    expect(quiet.total).toEqual({ rounds: 0, players: 0, bets: 0, wins: 0, ggr: 0 });
  });
});

describe('every report', () => {
  it('is refused to a role without reports.read, with no data', async () => {
    const content = await w.operator('content');
    for (const path of REPORTS) {
      const response = await w.as(content, 'GET', `${path}?from=${day(1)}&to=${day(3)}`);
      expect(response.statusCode, path).toBe(403);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'FORBIDDEN' });
      expect(body.value, path).toBeUndefined();
    }
  });

  it('answers 400 for a range backwards or longer than a year', async () => {
    const admin = await w.operator('admin');
    for (const path of REPORTS)
      for (const [from, to] of [
        [day(2), day(1)],
        [day(0), dayAfter(day(0), 366)],
      ] as const) {
        const response = await w.as(admin, 'GET', `${path}?from=${from}&to=${to}`);
        expect(response.statusCode, `${path} ${from}..${to}`).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
        expect(body.fields.map((f: { field: string }) => f.field)).toContain('query.to');
      }
  });
});
