import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { withdrawals } from './withdrawals.tables.ts';

/**
 * What the member asked to withdraw after `since`, in minor units, counting every request not
 * rejected (a request holds its money from the moment it is made); for the KYC tier limits.
 */
export async function withdrawnSince(db: Database, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)` })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.memberId, memberId),
        gt(withdrawals.createdAt, since),
        ne(withdrawals.status, 'rejected'),
      ),
    );
  return Number(row?.total ?? 0);
}
