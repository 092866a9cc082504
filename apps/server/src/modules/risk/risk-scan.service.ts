import type { Database } from '../../db/client.ts';
import { findMerchantTimeZone } from '../merchants/merchants.service.ts';
import { riskSignals } from './risk.tables.ts';
import { findRiskSettings } from './risk-settings.service.ts';
import { RISK_RULE_CHECKS } from './rules/all-rules.ts';

/**
 * Evaluates every rule over the merchant's data up to `at` and stores what they found. A signal
 * already raised for its (rule, subject, period) is left as it is (the unique key), so scanning
 * the same data again, or a second node scanning at once, raises nothing twice and never reopens a
 * signal an operator decided. Answers how many signals are new.
 */
export async function scanRisk(db: Database, input: { merchantId: number; at: Date }): Promise<number> {
  const [timeZone, settings] = await Promise.all([
    findMerchantTimeZone(db, input.merchantId),
    findRiskSettings(db, input.merchantId),
  ]);
  const ctx = { db, merchantId: input.merchantId, at: input.at, timeZone, settings };
  let raised = 0;
  for (const check of RISK_RULE_CHECKS) {
    for (const signal of await check.evaluate(ctx)) {
      const inserted = await db
        .insert(riskSignals)
        .values({ merchantId: input.merchantId, raisedAt: input.at, ...signal })
        .onConflictDoNothing()
        .returning({ id: riskSignals.id });
      raised += inserted.length;
    }
  }
  return raised;
}
