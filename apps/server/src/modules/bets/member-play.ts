import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from './bets.tables.ts';

/** What a member staked and got back on rounds (vendors' and in-house) placed since a time (responsible-gambling limits). */
export async function vendorPlaySince(
  db: Pick<Database, 'select'>,
  memberId: number,
  since: Date,
): Promise<{ staked: number; returned: number }> {
  const [row] = await db
    .select({
      staked: sql<string>`coalesce(sum(${betRecords.stake}), 0)`,
      returned: sql<string>`coalesce(sum(${betRecords.payout}), 0)`,
    })
    .from(betRecords)
    .where(and(eq(betRecords.memberId, memberId), gte(betRecords.placedAt, since)));
  return { staked: Number(row?.staked ?? 0), returned: Number(row?.returned ?? 0) };
}
