import { and, gte, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { freeRoundGrants } from './free-rounds.tables.ts';

/** What the risk scan (modules/risk) asks of free rounds: grants to these members in [from, to), not cancelled. */
export function freeRoundGrantsOf(db: Database, input: { memberIds: number[]; from: Date; to: Date }) {
  if (!input.memberIds.length) return Promise.resolve([]);
  return db
    .select({
      id: freeRoundGrants.id,
      memberId: freeRoundGrants.memberId,
      rounds: freeRoundGrants.rounds,
      betAmount: freeRoundGrants.betAmount,
      createdAt: freeRoundGrants.createdAt,
    })
    .from(freeRoundGrants)
    .where(
      and(
        inArray(freeRoundGrants.memberId, input.memberIds),
        isNull(freeRoundGrants.cancelledAt),
        gte(freeRoundGrants.createdAt, input.from),
        lt(freeRoundGrants.createdAt, input.to),
      ),
    );
}
