import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { PnlFigures } from '@platform/contract/reports';
import { and, count, eq, gte, inArray, isNotNull, lt, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { members } from '../accounts/accounts.tables.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '../ledger/ledger.tables.ts';
import {
  ALL_KINDS,
  accountOfEntry,
  bettors,
  dayBucket,
  entryOfTransfer,
  FIGURES,
  figureSum,
  memberSide,
  PLACED_BET,
  type ReportDays,
  withGgr,
} from './report-sums.ts';

// Money and players of each local day and of the whole range: the daily P&L's rows and total row,
// and the dashboard's totals. Every count is per day too, so the days can be summed where that is
// right (money, new players, first depositors) and active players are counted once over the range.

/** Money per day: one pass over the range's member-side entries. */
function moneyByDay(db: Database, { range, days }: ReportDays) {
  return (
    db
      .select({
        bucket: dayBucket(ledgerTransfers.createdAt, days),
        deposits: figureSum('deposits'),
        withdrawals: figureSum('withdrawals'),
        bets: figureSum('bets'),
        wins: figureSum('wins'),
        bonuses: figureSum('bonuses'),
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, entryOfTransfer)
      .innerJoin(ledgerAccounts, accountOfEntry)
      .where(memberSide(range, ALL_KINDS))
      // The first column, the bucket (see dayBucket).
      .groupBy(sql`1`)
  );
}

/** Members who placed a real-money bet, per day and once over the whole range (the row without a day). */
function activePlayersByDay(db: Database, { range, days }: ReportDays) {
  return db
    .select({ bucket: dayBucket(ledgerTransfers.createdAt, days), n: bettors() })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, accountOfEntry)
    .where(memberSide(range, [PLACED_BET]))
    .groupBy(sql`grouping sets ((1), ())`);
}

/** Members registered per day; free-play visitors are not players. */
function newPlayersByDay(db: Database, { range, days }: ReportDays) {
  return db
    .select({ bucket: dayBucket(members.createdAt, days), n: count() })
    .from(members)
    .where(
      and(
        eq(members.merchantId, range.merchantId),
        gte(members.createdAt, range.start),
        lt(members.createdAt, range.end),
        ne(members.type, TRIAL_TYPE),
      ),
    )
    .groupBy(sql`1`);
}

/** Members by the day of their first deposit ever, for those whose first deposit is in the range. */
function firstDepositorsByDay(db: Database, { range, days }: ReportDays) {
  const earlier = alias(ledgerEntries, 'earlier');
  const earlierTransfer = alias(ledgerTransfers, 'earlier_transfer');
  const firsts = db
    .select({ at: sql`min(${ledgerTransfers.createdAt})`.as('first_at') })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, entryOfTransfer)
    .innerJoin(ledgerAccounts, accountOfEntry)
    .where(
      and(
        memberSide(range, FIGURES.deposits.kinds),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .innerJoin(earlierTransfer, eq(earlierTransfer.id, earlier.transferId))
            .where(
              and(
                // Through the member-history index: this account's own entries only.
                eq(earlier.accountId, ledgerEntries.accountId),
                isNotNull(earlier.balanceAfter),
                inArray(earlierTransfer.kind, [...FIGURES.deposits.kinds]),
                lt(earlierTransfer.createdAt, range.start),
              ),
            ),
        ),
      ),
    )
    .groupBy(ledgerEntries.accountId)
    .as('firsts');
  return db
    .select({ bucket: dayBucket(firsts.at, days), n: count() })
    .from(firsts)
    .groupBy(sql`1`);
}

type Money = Pick<PnlFigures, 'deposits' | 'withdrawals' | 'bets' | 'wins' | 'bonuses'>;
type Counts = Pick<PnlFigures, 'activePlayers' | 'newPlayers' | 'firstDepositors'>;
const NO_MONEY: Money = { deposits: 0, withdrawals: 0, bets: 0, wins: 0, bonuses: 0 };

function figuresOf(money: Money, counts: Counts): PnlFigures {
  const { bonuses, ...rest } = money;
  const row = withGgr(rest);
  return { ...row, bonuses, ngr: row.ggr - bonuses, ...counts };
}

export interface DayFigures {
  /** The range's figures: the dashboard's totals, the daily P&L's total row. */
  total: PnlFigures;
  /** One per day of the range, in its order. */
  byDay: PnlFigures[];
}

/** Every figure of each day of the range and of the whole range (read it in one snapshot). */
export async function dayFigures(db: Database, report: ReportDays): Promise<DayFigures> {
  // One after another: a snapshot is one connection, which runs one statement at a time anyway.
  const money = await moneyByDay(db, report);
  const active = await activePlayersByDay(db, report);
  const registered = await newPlayersByDay(db, report);
  const firsts = await firstDepositorsByDay(db, report);
  // Buckets count the days from 1; the range's own row of the active players has none.
  const moneyOf = new Map(money.map((row) => [row.bucket, row]));
  const countOf = (rows: { bucket: number | null; n: number }[]) =>
    new Map(rows.map((row) => [row.bucket, row.n]));
  const activeOf = countOf(active);
  const registeredOf = countOf(registered);
  const firstsOf = countOf(firsts);
  const byDay = report.days.map((_, i) =>
    figuresOf(moneyOf.get(i + 1) ?? NO_MONEY, {
      activePlayers: activeOf.get(i + 1) ?? 0,
      newPlayers: registeredOf.get(i + 1) ?? 0,
      firstDepositors: firstsOf.get(i + 1) ?? 0,
    }),
  );
  const sum = (key: keyof Money | keyof Counts) => byDay.reduce((total, day) => total + day[key], 0);
  const total = figuresOf(
    {
      deposits: sum('deposits'),
      withdrawals: sum('withdrawals'),
      bets: sum('bets'),
      wins: sum('wins'),
      bonuses: sum('bonuses'),
    },
    {
      activePlayers: activeOf.get(null) ?? 0,
      newPlayers: sum('newPlayers'),
      firstDepositors: sum('firstDepositors'),
    },
  );
  return { total, byDay };
}
