import type { DailyPnl, Dashboard, DashboardQuery, ReportRangeQuery } from '@platform/contract/reports';
import type { WithdrawalStatus } from '@platform/contract/withdrawals';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from '../bets/bets.tables.ts';
import { games } from '../games/games.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import { listMerchantDeposits, type PaymentsDeps } from '../payments/deposits.service.ts';
import { listMerchantWithdrawals, type WithdrawalsDeps } from '../withdrawals/withdrawals.service.ts';
import { dayFigures } from './day-figures.ts';
import {
  accountOfEntry,
  entryOfTransfer,
  figureSum,
  GAME_KINDS,
  inSnapshot,
  largestGgrFirst,
  memberSide,
  type Range,
  reportDays,
  transferVendor,
  withGgr,
} from './report-sums.ts';

// The dashboard and the daily P&L are summed from the ledger's member side (trial money left out),
// so they can never disagree with a balance, nor with each other (report-sums.ts, day-figures.ts).

export interface ReportsDeps {
  db: Database;
  now: () => Date;
  payments: PaymentsDeps;
  withdrawals: WithdrawalsDeps;
}

/** Bets and wins by vendor and by game category, in one pass over the range. */
async function gameBreakdown(db: Database, range: Range) {
  const vendor = transferVendor;
  const category = sql<string>`coalesce(${games.gameType}, 'UNKNOWN')`;
  const rows = await db
    .select({
      vendor,
      category,
      ofVendor: sql<number>`grouping(${category})`.mapWith(Number),
      bets: figureSum('bets'),
      wins: figureSum('wins'),
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, accountOfEntry)
    .leftJoin(
      betRecords,
      and(
        eq(betRecords.merchantId, ledgerTransfers.merchantId),
        eq(betRecords.vendorCode, transferVendor),
        sql`${betRecords.roundId} = substr(${ledgerTransfers.reference}, strpos(${ledgerTransfers.reference}, ':') + 1)`,
      ),
    )
    .leftJoin(games, eq(games.nodeId, betRecords.nodeId))
    .where(memberSide(range, GAME_KINDS))
    .groupBy(sql`grouping sets ((${vendor}), (${category}))`);
  const figures = (row: (typeof rows)[number]) => withGgr({ bets: row.bets, wins: row.wins });
  return {
    byVendor: rows
      .filter((row) => row.ofVendor === 1)
      .map((row) => ({ vendor: row.vendor, ...figures(row) }))
      .sort(largestGgrFirst('vendor')),
    byCategory: rows
      .filter((row) => row.ofVendor === 0)
      .map((row) => ({ category: row.category, ...figures(row) }))
      .sort(largestGgrFirst('category')),
  };
}

/** What waits for the operator now, counted by the deposit and withdrawal lists' own filters. */
async function pendingWork(
  deps: ReportsDeps,
  db: Database,
  merchantId: number,
): Promise<Dashboard['pending']> {
  // A page of one row is the least a list fetches; only its total is read.
  const page = { pageNo: 1, pageSize: 1 };
  const withdrawalsIn = (status: WithdrawalStatus[]) =>
    listMerchantWithdrawals({ ...deps.withdrawals, db }, merchantId, { ...page, status });
  const deposits = await listMerchantDeposits(
    { ...deps.payments, db },
    { merchantId, query: { ...page, status: ['pending'] } },
  );
  const withdrawals = await withdrawalsIn(['requested', 'approved']);
  const disputed = await withdrawalsIn(['disputed']);
  return { deposits: deposits.total, withdrawals: withdrawals.total, disputedReceipts: disputed.total };
}

/** The dashboard of the merchant's local days `from` to `to`, from one snapshot so its figures agree. */
export async function merchantDashboard(
  deps: ReportsDeps,
  input: { merchantId: number; query: DashboardQuery },
): Promise<Dashboard> {
  const report = await reportDays(deps.db, { merchantId: input.merchantId, now: deps.now(), ...input.query });
  const { from, to, timeZone, days, range } = report;
  return inSnapshot(deps.db, async (tx) => {
    // One after another: a snapshot is one connection, which runs one statement at a time anyway.
    const figures = await dayFigures(tx, report);
    const breakdown = await gameBreakdown(tx, range);
    const pending = await pendingWork(deps, tx, input.merchantId);
    const daily = figures.byDay.map(({ deposits, withdrawals, bets, wins, ggr }, i) => ({
      day: days[i]?.key ?? '',
      deposits,
      withdrawals,
      bets,
      wins,
      ggr,
    }));
    return { from, to, timeZone, totals: figures.total, daily, ...breakdown, pending };
  });
}

/** The daily P&L of the merchant's local days `from` to `to`: a row per day and the range's total. */
export async function merchantDailyPnl(
  deps: ReportsDeps,
  input: { merchantId: number; query: ReportRangeQuery },
): Promise<DailyPnl> {
  const report = await reportDays(deps.db, { merchantId: input.merchantId, now: deps.now(), ...input.query });
  const figures = await inSnapshot(deps.db, (tx) => dayFigures(tx, report));
  return {
    from: report.from,
    to: report.to,
    timeZone: report.timeZone,
    rows: figures.byDay.map((row, i) => ({ day: report.days[i]?.key ?? '', ...row })),
    total: figures.total,
  };
}
