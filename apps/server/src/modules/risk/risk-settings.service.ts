import { DEFAULT_RISK_SETTINGS, type RiskSettings, RiskSettingsSchema } from '@platform/contract/risk-admin';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { riskSettings } from './risk.tables.ts';

/** The merchant's thresholds: the saved ones, each missing one (a rule added later) at its default. */
export async function findRiskSettings(db: Database, merchantId: number): Promise<RiskSettings> {
  const [row] = await db
    .select({ thresholds: riskSettings.thresholds })
    .from(riskSettings)
    .where(eq(riskSettings.merchantId, merchantId));
  const parsed = RiskSettingsSchema.safeParse({ ...DEFAULT_RISK_SETTINGS, ...(row?.thresholds ?? {}) });
  return parsed.success ? parsed.data : DEFAULT_RISK_SETTINGS;
}

/** Saves the thresholds (audited with before and after); the next scan uses them. */
export async function saveRiskSettings(
  deps: { db: Database; now: () => Date },
  actor: AuditActor,
  settings: RiskSettings,
): Promise<RiskSettings> {
  const before = await findRiskSettings(deps.db, actor.merchantId);
  const now = deps.now();
  await withAudit(deps, actor, async (tx) => {
    await tx
      .insert(riskSettings)
      .values({ merchantId: actor.merchantId, thresholds: settings, updatedAt: now })
      .onConflictDoUpdate({ target: riskSettings.merchantId, set: { thresholds: settings, updatedAt: now } });
    return {
      value: null,
      change: {
        action: 'risk.settings',
        objectType: 'risk_settings',
        objectId: actor.merchantId,
        before,
        after: settings,
      },
    };
  });
  return settings;
}
