import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { riskMemberControls } from './risk.tables.ts';

/*
 * What other modules ask of the risk queue's decisions. Kept apart from the scan and the admin
 * service, so withdrawals and free rounds import these two questions and nothing that imports them.
 */

/** True while an operator holds the member's withdrawals; asked inside the withdrawal's transaction. */
export async function withdrawalsOnHold(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ held: riskMemberControls.withdrawalsHeld })
    .from(riskMemberControls)
    .where(eq(riskMemberControls.memberId, memberId));
  return row?.held ?? false;
}

/** True when an operator restricted the member's bonuses (free rounds may not be granted). */
export async function bonusesRestricted(db: Database, memberId: number): Promise<boolean> {
  const [row] = await db
    .select({ restricted: riskMemberControls.bonusesRestricted })
    .from(riskMemberControls)
    .where(eq(riskMemberControls.memberId, memberId));
  return row?.restricted ?? false;
}

/** The controls of these members of the merchant; a member without a row has none. */
export function memberControls(db: Database, merchantId: number, memberIds: number[]) {
  if (!memberIds.length) return Promise.resolve([]);
  return db
    .select()
    .from(riskMemberControls)
    .where(
      and(eq(riskMemberControls.merchantId, merchantId), inArray(riskMemberControls.memberId, memberIds)),
    );
}
