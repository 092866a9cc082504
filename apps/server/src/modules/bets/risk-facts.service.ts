import { and, count, eq, gte, lt, max, ne, sql, sum } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { betRecords } from './bets.tables.ts';

/* What the risk scan (modules/risk) asks of the bet records. */

/** Members of the merchant whose rounds settled in [from, to) paid them at least `minNet` more than they staked. */
export async function netWinnersBetween(
  db: Database,
  input: { merchantId: number; from: Date; to: Date; minNet: number },
) {
  const stake = sql<string>`coalesce(sum(${betRecords.stake}), 0)`;
  const payout = sql<string>`coalesce(sum(${betRecords.payout}), 0)`;
  const rows = await db
    .select({
      memberId: betRecords.memberId,
      rounds: count(),
      stake,
      payout,
      lastAt: max(betRecords.settledAt),
    })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.merchantId, input.merchantId),
        eq(betRecords.status, 'settled'),
        gte(betRecords.settledAt, input.from),
        lt(betRecords.settledAt, input.to),
      ),
    )
    .groupBy(betRecords.memberId)
    .having(sql`${payout} - ${stake} >= ${input.minNet}`);
  return rows.map((row) => ({
    memberId: row.memberId,
    rounds: row.rounds,
    stake: Number(row.stake),
    payout: Number(row.payout),
    lastAt: row.lastAt as Date,
  }));
}

/** What a member staked on rounds placed in [from, to), less what was rolled back. */
export async function stakedBetween(db: Database, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db
    .select({ staked: sum(betRecords.stake) })
    .from(betRecords)
    .where(
      and(
        eq(betRecords.memberId, memberId),
        ne(betRecords.status, 'cancelled'),
        gte(betRecords.placedAt, from),
        lt(betRecords.placedAt, to),
      ),
    );
  return Number(row?.staked ?? 0);
}
