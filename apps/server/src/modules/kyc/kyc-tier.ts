import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { kycProfiles } from './kyc.tables.ts';

/** The member's verification tier: 0 until tier 1 was granted. */
export async function findKycTier(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ tier: kycProfiles.tier })
    .from(kycProfiles)
    .where(eq(kycProfiles.memberId, memberId));
  return row?.tier ?? 0;
}
