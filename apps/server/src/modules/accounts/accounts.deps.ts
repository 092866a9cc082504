import type { TtlCache } from '../../cache/ttl-cache.ts';
import type { Config } from '../../config.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { IdentityVerifier } from '../identity/identity.service.ts';
import type { Merchant } from '../merchants/merchants.service.ts';
import type { SiteSettings, SystemDeps } from '../system/system.service.ts';
import type { RateLimiter } from '../verification/rate-limiter.ts';
import type { VerificationDeps } from '../verification/verification.service.ts';
import type { accountPolicies } from './accounts.tables.ts';
import type { SessionDeps } from './sessions.service.ts';

export type AccountPolicy = typeof accountPolicies.$inferSelect;

/** What the account services need; built once per app (see app.ts). */
export interface AccountsDeps extends SessionDeps {
  config: Config;
  system: SystemDeps;
  verification: VerificationDeps;
  identity: IdentityVerifier;
  limiter: RateLimiter;
  /** Opens the member's sealed TOTP secret. */
  secrets: SecretBox;
  policyCache: TtlCache<number, AccountPolicy>;
}

/** Where a request comes from, as the account services record it. */
export interface RequestOrigin {
  ip: string;
  userAgent: string | undefined;
  /** The player site's device id (http/device-id.ts); absent for callers that have none. */
  deviceId?: string | null;
}

/** The merchant a call is for, with the settings and policy that decide what is allowed. */
export interface MerchantScope {
  merchant: Merchant;
  site: SiteSettings;
  modules: ReadonlySet<string>;
  policy: AccountPolicy;
}

/** A rate limit as a service result: null when allowed, else the RATE_LIMITED failure. */
export async function limitAttempts(
  deps: Pick<AccountsDeps, 'limiter'>,
  key: string,
  limit: number,
  windowMs: number,
): Promise<{ ok: false; code: 'RATE_LIMITED'; retryAfterSeconds: number } | null> {
  const state = await deps.limiter.hit(key, limit, windowMs);
  if (state.allowed) return null;
  return {
    ok: false,
    code: 'RATE_LIMITED',
    retryAfterSeconds: Math.max(1, Math.ceil(state.retryAfterMs / 1000)),
  };
}
