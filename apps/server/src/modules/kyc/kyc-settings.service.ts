import { KYC_TIERS, type KycTierLimits } from '@platform/contract/kyc';
import type { KycSettings } from '@platform/contract/kyc-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { kycSettings, kycTierLimits } from './kyc.tables.ts';

/** Until the operator says otherwise: rejected documents kept half a year, a closed account's five years. */
export const DEFAULT_REJECTED_RETENTION_DAYS = 180;
export const DEFAULT_CLOSED_RETENTION_DAYS = 1825;

/** Every tier's limits; a tier the operator never set has none, so existing flows keep working. */
export async function readKycTierLimits(db: Database, merchantId: number): Promise<KycTierLimits[]> {
  const rows = await db.select().from(kycTierLimits).where(eq(kycTierLimits.merchantId, merchantId));
  return KYC_TIERS.map((tier) => {
    const row = rows.find((found) => found.tier === tier);
    return { tier, depositLimit: row?.depositLimit ?? null, withdrawalLimit: row?.withdrawalLimit ?? null };
  });
}

export async function readKycSettings(db: Database, merchantId: number): Promise<KycSettings> {
  const [limits, [row]] = await Promise.all([
    readKycTierLimits(db, merchantId),
    db.select().from(kycSettings).where(eq(kycSettings.merchantId, merchantId)),
  ]);
  return {
    limits,
    rejectedRetentionDays: row?.rejectedRetentionDays ?? DEFAULT_REJECTED_RETENTION_DAYS,
    closedRetentionDays: row?.closedRetentionDays ?? DEFAULT_CLOSED_RETENTION_DAYS,
  };
}

/** Replaces the merchant's tier limits and retention (audited with before and after). */
export async function updateKycSettings(
  deps: { db: Database; now: () => Date },
  actor: AuditActor,
  input: KycSettings,
): Promise<KycSettings> {
  const { merchantId } = actor;
  const before = await readKycSettings(deps.db, merchantId);
  const now = deps.now();
  await withAudit(deps, actor, async (tx) => {
    for (const limit of input.limits)
      await tx
        .insert(kycTierLimits)
        .values({ merchantId, ...limit })
        .onConflictDoUpdate({
          target: [kycTierLimits.merchantId, kycTierLimits.tier],
          set: { depositLimit: limit.depositLimit, withdrawalLimit: limit.withdrawalLimit },
        });
    const retention = {
      rejectedRetentionDays: input.rejectedRetentionDays,
      closedRetentionDays: input.closedRetentionDays,
    };
    await tx
      .insert(kycSettings)
      .values({ merchantId, ...retention, updatedAt: now })
      .onConflictDoUpdate({ target: kycSettings.merchantId, set: { ...retention, updatedAt: now } });
    return {
      value: null,
      change: {
        action: 'kyc.settings',
        objectType: 'kyc_settings',
        objectId: merchantId,
        before,
        after: input,
      },
    };
  });
  return readKycSettings(deps.db, merchantId);
}
