import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { Statement, StatementDay } from '@platform/contract/records';
import { and, eq, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/app-error.ts';
import { localDays } from '../../jobs/schedule.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { members } from '../accounts/accounts.tables.ts';
import { findMerchantCurrency, findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { dayBucket } from '../reports/report-sums.ts';
import { type RecordsDeps, walletOf } from './records.service.ts';
import { lineSums, linesOf } from './statement-lines.ts';

/*
 * The credit report: one month of the merchant's calendar on the member's cash wallet, from the
 * ledger itself. The closing balance is the wallet's balance after its last movement of the month
 * and the opening balance is that less everything the month moved, so opening + lines = closing
 * by construction and a month opens where the one before closed.
 */

const monthOf = (date: string) => date.slice(0, 7);

/** The last day of a `YYYY-MM` month, as `YYYY-MM-DD`. */
function lastDayOf(month: string): string {
  const [year, monthNo] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNo, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

function refuseMonth(message: string): never {
  throw new AppError('VALIDATION_ERROR', message, [{ field: 'month', message }]);
}

/** The real-money member whose statement it is: the caller, or the player an operator opened. */
export interface StatementOwner {
  merchantId: number;
  memberId: number;
}

export async function monthlyStatement(
  deps: RecordsDeps,
  owner: StatementOwner,
  asked: string | undefined,
): Promise<Statement> {
  const { db } = deps;
  const now = deps.now();
  const [timeZone, currency, [member]] = await Promise.all([
    findMerchantTimeZone(db, owner.merchantId),
    findMerchantCurrency(db, owner.merchantId),
    db
      .select({ account: members.account, createdAt: members.createdAt })
      .from(members)
      .where(
        and(
          eq(members.id, owner.memberId),
          eq(members.merchantId, owner.merchantId),
          ne(members.type, TRIAL_TYPE),
        ),
      ),
  ]);
  if (!member) throw new AppError('NOT_FOUND', 'No such player');
  const currentMonth = monthOf(localDate(now, timeZone));
  const firstMonth = monthOf(localDate(member.createdAt, timeZone));
  const month = asked ?? currentMonth;
  if (month > currentMonth) refuseMonth('That month has not started yet');
  if (month < firstMonth) refuseMonth('The account was opened after that month');

  const days = localDays(timeZone, `${month}-01`, lastDayOf(month));
  const from = days[0]?.start;
  const to = days.at(-1)?.end;
  if (!from || !to) throw new Error(`no local days in ${month} (${timeZone})`);
  const account = await walletOf(deps, { ...owner, isTrial: false });

  // Each day of the month with a movement, and the month as a whole (the row without a day).
  const moved = rowsOf(
    await db.execute(sql`
      select ${dayBucket(sql`created_at`, days)} as day, ${lineSums()},
        count(*) as n, sum(amount) as net, (array_agg(balance_after order by id desc))[1] as closing
      from (
        select e.id, e.created_at, e.amount, e.balance_after, t.kind
        from ledger_entries e join ledger_transfers t on t.id = e.transfer_id
        where e.account_id = ${account} and e.balance_after is not null
          and e.created_at >= ${from.toISOString()}::timestamptz and e.created_at < ${to.toISOString()}::timestamptz
      ) month
      group by grouping sets ((1), ())`),
  );
  // The row without a day is there even for an empty month (a grouping set over no rows).
  const whole = moved.find((row) => row.day === null && Number(row.n) > 0);
  let closingBalance: number;
  let openingBalance: number;
  if (whole) {
    closingBalance = Number(whole.closing);
    openingBalance = closingBalance - Number(whole.net);
  } else {
    // A quiet month: the balance the last movement before it left, all month long.
    const [before] = rowsOf(
      await db.execute(sql`
        select balance_after from ledger_entries
        where account_id = ${account} and balance_after is not null and created_at < ${from.toISOString()}::timestamptz
        order by id desc limit 1`),
    );
    closingBalance = Number(before?.balance_after ?? 0);
    openingBalance = closingBalance;
  }

  const dayRows: StatementDay[] = moved
    .filter((row) => row.day !== null)
    .map((row) => ({
      date: days[Number(row.day) - 1]?.key ?? '',
      ...linesOf(row),
      closingBalance: Number(row.closing),
    }))
    .sort((a, b) => a.date.localeCompare(b.date));

  return {
    month,
    account: member.account,
    currency: currency?.code ?? '',
    timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
    openingBalance,
    closingBalance,
    totals: linesOf(whole),
    days: dayRows,
    firstMonth,
    currentMonth,
    generatedAt: now.toISOString(),
  };
}
