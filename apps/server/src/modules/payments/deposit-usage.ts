import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deposits } from './payments.tables.ts';

/**
 * What a member asked to deposit since a time, counting deposits still pending (a deposit limit
 * holds against money on its way, not only money already credited) but not failed or rejected ones.
 */
export async function depositedSince(
  db: Pick<Database, 'select'>,
  memberId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${deposits.amount}), 0)` })
    .from(deposits)
    .where(
      and(
        eq(deposits.memberId, memberId),
        gte(deposits.createdAt, since),
        inArray(deposits.status, ['pending', 'credited']),
      ),
    );
  return Number(row?.total ?? 0);
}
