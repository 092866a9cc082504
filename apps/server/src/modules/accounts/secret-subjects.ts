import type { SecretSubject } from '../verification/secret-guard.ts';
import type { MerchantScope } from './accounts.deps.ts';

const FIFTEEN_MINUTES_MS = 15 * 60_000;

// Password attempts from one address, whatever the names: slows spraying across many accounts.
const LOGIN_ATTEMPTS_PER_IP = 60;
/** Failures from one address after which every login from it needs the captcha, whatever the name. */
export const IP_CAPTCHA_AFTER_FAILURES = 10;
/** Wrong payment passwords allowed per member before a pause, as for login (spec §9). */
const PAYMENT_PASSWORD_ATTEMPTS = 5;
// An authenticator code or a payee name is proven after the password: few tries are needed.
const SECOND_FACTOR_ATTEMPTS = 5;

/** An account name as counted: the same for every spelling the login accepts, existing or not. */
export function normalizeAccountName(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The login password of an account name, as typed (it need not exist, so an unknown name is
 * paused exactly like a known one), under the merchant's policy: `lockoutAfterFailures` failures
 * in `lockoutMinutes`; a right password clears them (failures in a row).
 */
export function accountNameSubject(scope: MerchantScope, name: string): SecretSubject {
  return {
    key: `login:${scope.merchant.id}:name:${normalizeAccountName(name)}`,
    limit: scope.policy.lockoutAfterFailures,
    windowMs: scope.policy.lockoutMinutes * 60_000,
    onRight: 'reset',
  };
}

export function loginIpSubject(scope: MerchantScope, ip: string): SecretSubject {
  return {
    key: `login:${scope.merchant.id}:ip:${ip}`,
    limit: LOGIN_ATTEMPTS_PER_IP,
    windowMs: FIFTEEN_MINUTES_MS,
  };
}

/** A login's subjects, in the order the captcha rule reads them: the name, then the address. */
export function loginSubjects(scope: MerchantScope, name: string, ip: string): SecretSubject[] {
  return [accountNameSubject(scope, name), loginIpSubject(scope, ip)];
}

/** One count for the payment password wherever it is asked (withdrawal, transfer, change). */
export function paymentPasswordSubject(memberId: number): SecretSubject {
  return {
    key: `payment-password:${memberId}`,
    limit: PAYMENT_PASSWORD_ATTEMPTS,
    windowMs: FIFTEEN_MINUTES_MS,
  };
}

export function memberTotpSubject(memberId: number): SecretSubject {
  return { key: `totp:member:${memberId}`, limit: SECOND_FACTOR_ATTEMPTS, windowMs: FIFTEEN_MINUTES_MS };
}

export function payeeNameSubject(memberId: number): SecretSubject {
  return { key: `payee-name:${memberId}`, limit: SECOND_FACTOR_ATTEMPTS, windowMs: FIFTEEN_MINUTES_MS };
}
