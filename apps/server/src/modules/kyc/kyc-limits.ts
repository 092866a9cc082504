import { KYC_LIMIT_WINDOW_DAYS } from '@platform/contract/kyc';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { kycTierLimits } from './kyc.tables.ts';
import { findKycTier } from './kyc-tier.ts';

export interface KycLimitRefusal {
  code: 'KYC_LIMIT_EXCEEDED';
  value: { tier: number; remaining: number };
}

const WINDOW_MS = KYC_LIMIT_WINDOW_DAYS * 86_400_000;

/**
 * The refusal of `amount` when it passes the member's tier limit over the last 30 days, or null.
 * Runs in the caller's transaction, after it locked the member, so two requests cannot both fit
 * in the same remainder. `movedSince` is the owner's own sum (deposits, withdrawals): this module
 * never reads their tables.
 */
async function tierLimitRefusal(
  tx: Database,
  column: 'depositLimit' | 'withdrawalLimit',
  input: { merchantId: number; memberId: number; amount: number; now: Date },
  movedSince: (since: Date) => Promise<number>,
): Promise<KycLimitRefusal | null> {
  const tier = await findKycTier(tx, input.memberId);
  const [row] = await tx
    .select({ limit: kycTierLimits[column] })
    .from(kycTierLimits)
    .where(and(eq(kycTierLimits.merchantId, input.merchantId), eq(kycTierLimits.tier, tier)));
  const limit = row?.limit ?? null;
  if (limit === null) return null;
  const used = await movedSince(new Date(input.now.getTime() - WINDOW_MS));
  const remaining = Math.max(0, limit - used);
  return input.amount > remaining ? { code: 'KYC_LIMIT_EXCEEDED', value: { tier, remaining } } : null;
}

/** A deposit above the member's tier deposit limit over 30 days: its refusal, or null. */
export async function kycDepositRefusal(
  tx: Database,
  input: {
    merchantId: number;
    memberId: number;
    amount: number;
    depositedSince: (since: Date) => Promise<number>;
    now: Date;
  },
): Promise<null | KycLimitRefusal> {
  return tierLimitRefusal(tx, 'depositLimit', input, input.depositedSince);
}

/** A withdrawal above the member's tier withdrawal limit over 30 days: its refusal, or null. */
export async function kycWithdrawalRefusal(
  tx: Database,
  input: {
    merchantId: number;
    memberId: number;
    amount: number;
    withdrawnSince: (since: Date) => Promise<number>;
    now: Date;
  },
): Promise<null | KycLimitRefusal> {
  return tierLimitRefusal(tx, 'withdrawalLimit', input, input.withdrawnSince);
}

/** Throws the refusal as the API's answer (its value: the tier and what is left), rolling back the caller's transaction. */
export function refuseOverKycLimit(refusal: KycLimitRefusal | null): void {
  if (!refusal) return;
  const { tier, remaining } = refusal.value;
  throw new AppError(
    refusal.code,
    `Above the limit of verification tier ${tier}: ${remaining} left over ${KYC_LIMIT_WINDOW_DAYS} days`,
    undefined,
    undefined,
    refusal.value,
  );
}
