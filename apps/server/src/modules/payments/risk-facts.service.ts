import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deposits } from './payments.tables.ts';

/** What the risk scan (modules/risk) asks of deposits: these members' credited deposits in [from, to). */
export async function creditedDepositsOf(db: Database, input: { memberIds: number[]; from: Date; to: Date }) {
  if (!input.memberIds.length) return [];
  const rows = await db
    .select({
      memberId: deposits.memberId,
      orderNo: deposits.orderNo,
      amount: deposits.amount,
      creditedAt: deposits.completedAt,
    })
    .from(deposits)
    .where(
      and(
        inArray(deposits.memberId, input.memberIds),
        eq(deposits.status, 'credited'),
        gte(deposits.completedAt, input.from),
        lt(deposits.completedAt, input.to),
      ),
    )
    .orderBy(deposits.completedAt);
  // completed_at is set whenever the status is credited; the filter above proves it is not null.
  return rows.map((row) => ({ ...row, creditedAt: row.creditedAt as Date }));
}
export type CreditedDeposit = Awaited<ReturnType<typeof creditedDepositsOf>>[number];
