import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { AccountPolicy, AccountsDeps } from './accounts.deps.ts';
import { accountPolicies } from './accounts.tables.ts';

function defaultPolicy(merchantId: number): AccountPolicy {
  return {
    merchantId,
    passwordMaxAgeDays: 90,
    captchaAfterFailures: 3,
    lockoutAfterFailures: 10,
    lockoutMinutes: 5,
    verifyUnknownIp: true,
    captchaOnRegister: false,
    smsExpiredMinutes: 5,
    countries: [],
    identityProviders: [],
    updatedAt: new Date(0),
  };
}

async function readPolicy(db: Database, merchantId: number): Promise<AccountPolicy> {
  const [row] = await db.select().from(accountPolicies).where(eq(accountPolicies.merchantId, merchantId));
  return row ?? defaultPolicy(merchantId);
}

/** The merchant's account policy (cached like the other settings; a merchant without one gets the defaults). */
export function loadAccountPolicy(
  deps: AccountsDeps,
  merchantId: number,
): AccountPolicy | Promise<AccountPolicy> {
  return deps.policyCache.get(merchantId, () => readPolicy(deps.db, merchantId));
}

export type AccountPolicySettings = Omit<AccountPolicy, 'merchantId' | 'updatedAt'>;

export function policySettings(policy: AccountPolicy): AccountPolicySettings {
  const { merchantId: _merchant, updatedAt: _updated, ...settings } = policy;
  return settings;
}

/** Replaces the merchant's policy; answers it before and after, for the audit log. */
export async function saveAccountPolicy(
  db: Database,
  merchantId: number,
  settings: AccountPolicySettings,
  now: Date,
) {
  const before = await readPolicy(db, merchantId);
  const [after] = await db
    .insert(accountPolicies)
    .values({ merchantId, ...settings, updatedAt: now })
    .onConflictDoUpdate({ target: accountPolicies.merchantId, set: { ...settings, updatedAt: now } })
    .returning();
  if (!after) throw new Error('account policy upsert returned no row');
  return { before: policySettings(before), after: policySettings(after) };
}
