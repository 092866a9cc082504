import type { ReportRangeQuery, VendorReport } from '@platform/contract/reports';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import {
  accountOfEntry,
  bettors,
  entryOfTransfer,
  figureSum,
  GAME_KINDS,
  inSnapshot,
  largestGgrFirst,
  memberSide,
  PLACED_BET,
  reportDays,
  transferVendor,
  withGgr,
} from './report-sums.ts';

/** A vendor's share of a positive total ggr in basis points, cut toward zero in integers. */
function shareBp(ggr: number, total: number): number | null {
  return total > 0 ? Number((BigInt(ggr) * 10_000n) / BigInt(total)) : null;
}

/**
 * Each vendor's rounds, players, stakes and payouts over the merchant's local days `from` to `to`,
 * summed like the dashboard's vendor breakdown, with the total over every vendor in the same pass.
 */
export async function vendorReport(
  deps: { db: Database; now: () => Date },
  input: { merchantId: number; query: ReportRangeQuery },
): Promise<VendorReport> {
  const { from, to, timeZone, range } = await reportDays(deps.db, {
    merchantId: input.merchantId,
    now: deps.now(),
    ...input.query,
  });
  const placed = eq(ledgerTransfers.kind, PLACED_BET);
  const rows = await inSnapshot(deps.db, (tx) =>
    tx
      .select({
        // Null on the row of every vendor together.
        vendor: sql<string | null>`${transferVendor}`,
        rounds: sql<number>`count(distinct ${ledgerTransfers.reference}) filter (where ${placed})`.mapWith(
          Number,
        ),
        players: bettors(),
        bets: figureSum('bets'),
        wins: figureSum('wins'),
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, entryOfTransfer)
      .innerJoin(ledgerAccounts, accountOfEntry)
      .where(memberSide(range, GAME_KINDS))
      .groupBy(sql`grouping sets ((1), ())`),
  );
  const figures = ({ rounds, players, bets, wins }: (typeof rows)[number]) =>
    withGgr({ rounds, players, bets, wins });
  const whole = rows.find((row) => row.vendor === null);
  const total = whole ? figures(whole) : { rounds: 0, players: 0, bets: 0, wins: 0, ggr: 0 };
  const vendors = rows
    .flatMap((row) => (row.vendor === null ? [] : [{ vendor: row.vendor, ...figures(row) }]))
    .sort(largestGgrFirst('vendor'));
  return {
    from,
    to,
    timeZone,
    rows: vendors.map((row) => ({ ...row, ggrShareBp: shareBp(row.ggr, total.ggr) })),
    total,
  };
}
