import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from './bets.tables.ts';
import { memberDailyTurnover } from './turnover.tables.ts';

/**
 * Recomputes one local day of a merchant's member turnover from the bets placed in
 * [start, end): that day's rows are replaced, so computing a day again gives the same rows.
 * Rounds rolled back whole (cancelled) do not count; a round still open counts its stake.
 */
export async function recomputeDailyTurnover(
  tx: Database,
  input: { merchantId: number; day: string; start: Date; end: Date },
): Promise<number> {
  await tx
    .delete(memberDailyTurnover)
    .where(and(eq(memberDailyTurnover.merchantId, input.merchantId), eq(memberDailyTurnover.day, input.day)));
  const rows = await tx
    .select({
      memberId: betRecords.memberId,
      bets: sql<number>`count(*)::int`,
      stake: sql<number>`coalesce(sum(${betRecords.stake}), 0)::bigint`,
      payout: sql<number>`coalesce(sum(${betRecords.payout}), 0)::bigint`,
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, input.merchantId),
        sql`${betRecords.placedAt} >= ${input.start} and ${betRecords.placedAt} < ${input.end}`,
        sql`${betRecords.status} <> 'cancelled'`,
      ),
    )
    .groupBy(betRecords.memberId);
  if (rows.length)
    await tx.insert(memberDailyTurnover).values(
      rows.map((row) => ({
        merchantId: input.merchantId,
        memberId: row.memberId,
        day: input.day,
        bets: row.bets,
        stake: Number(row.stake),
        payout: Number(row.payout),
      })),
    );
  return rows.length;
}
