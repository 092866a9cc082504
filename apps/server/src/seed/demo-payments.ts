import type { Database } from '../db/client.ts';
import { paymentChannels } from '../modules/payments/payments.tables.ts';

/**
 * The demo merchant's deposit channels, amounts in minor units (MMK, exponent 2): an offline bank
 * transfer an operator confirms, and the sandbox gateway (listed only where the sandbox is on).
 * Idempotent: channels that exist keep what the operator set.
 */
export async function seedDemoPaymentChannels(db: Database, merchantId: number, now: Date): Promise<void> {
  await db
    .insert(paymentChannels)
    .values([
      {
        merchantId,
        createdAt: now,
        updatedAt: now,
        code: 'BANK_TRANSFER',
        kind: 'manual-bank',
        name: 'Bank transfer',
        minAmount: 100_00,
        maxAmount: 5_000_000_00,
        sortOrder: 0,
        settings: {
          bankName: 'Nova Demo Bank',
          accountName: 'Nova Play Ltd',
          accountNumber: '0012-3456-7890',
        },
      },
      {
        merchantId,
        createdAt: now,
        updatedAt: now,
        code: 'SANDBOX_PAY',
        kind: 'sandbox-gateway',
        name: 'Online payment (sandbox)',
        minAmount: 10_00,
        maxAmount: 1_000_000_00,
        sortOrder: 1,
        settings: {},
      },
    ])
    .onConflictDoNothing();
}
