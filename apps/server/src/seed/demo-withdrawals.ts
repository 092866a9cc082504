import type { Database } from '../db/client.ts';
import { withdrawalPolicies } from '../modules/withdrawals/withdrawals.tables.ts';

/**
 * The demo merchant's withdrawal rules, amounts in minor units (MMK, exponent 2). The spec does not
 * show the receipt-confirmation minutes (§4, §10), so the demo gives members a day to answer.
 * Idempotent: a policy that exists keeps what the operator set.
 */
export async function seedDemoWithdrawalPolicy(db: Database, merchantId: number, now: Date): Promise<void> {
  await db
    .insert(withdrawalPolicies)
    .values({
      merchantId,
      updatedAt: now,
      minAmount: 100_00,
      maxAmount: 2_000_000_00,
      dailyCount: 5,
      receiptConfirmMinutes: 24 * 60,
    })
    .onConflictDoNothing();
}
