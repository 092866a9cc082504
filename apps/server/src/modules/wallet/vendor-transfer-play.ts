import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { vendorWalletTransfers } from './vendor-transfers.tables.ts';

/**
 * A member's money moved into transfer-mode vendors' wallets since a time, and what came back.
 * Those vendors' bets are played in their own wallets where the platform cannot see them, so the
 * responsible-gambling limits count the moves instead: a move in (pending or done) as a stake, a
 * completed move out as a return. A move that was reversed never left the main wallet; one still
 * pending out has not come back yet.
 */
export async function vendorTransfersSince(
  db: Pick<Database, 'select'>,
  memberId: number,
  since: Date,
): Promise<{ movedIn: number; movedOut: number }> {
  const t = vendorWalletTransfers;
  const [row] = await db
    .select({
      movedIn: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.direction} = 'in' and ${t.status} <> 'reversed'), 0)`,
      movedOut: sql<string>`coalesce(sum(${t.amount}) filter (where ${t.direction} = 'out' and ${t.status} = 'done'), 0)`,
    })
    .from(t)
    .where(and(eq(t.memberId, memberId), gte(t.createdAt, since)));
  return { movedIn: Number(row?.movedIn ?? 0), movedOut: Number(row?.movedOut ?? 0) };
}
