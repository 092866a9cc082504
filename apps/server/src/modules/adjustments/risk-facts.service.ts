import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { balanceAdjustments } from './adjustments.tables.ts';

/**
 * What the risk scan (modules/risk) asks of manual adjustments: the credits posted to these members
 * in [from, to), cash or bonus. With no bonus engine yet, an operator's credit is how a bonus is paid.
 */
export async function postedCreditsOf(db: Database, input: { memberIds: number[]; from: Date; to: Date }) {
  if (!input.memberIds.length) return [];
  // Posted at the decision when one was needed, at the request otherwise.
  const postedAt = sql<Date>`coalesce(${balanceAdjustments.decidedAt}, ${balanceAdjustments.createdAt})`;
  const rows = await db
    .select({
      id: balanceAdjustments.id,
      memberId: balanceAdjustments.memberId,
      account: balanceAdjustments.account,
      amount: balanceAdjustments.amount,
      postedAt,
    })
    .from(balanceAdjustments)
    .where(
      and(
        inArray(balanceAdjustments.memberId, input.memberIds),
        eq(balanceAdjustments.status, 'posted'),
        eq(balanceAdjustments.direction, 'credit'),
        gte(postedAt, input.from),
        lt(postedAt, input.to),
      ),
    );
  return rows.map((row) => ({ ...row, postedAt: new Date(row.postedAt) }));
}
