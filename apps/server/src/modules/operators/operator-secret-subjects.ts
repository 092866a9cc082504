import type { SecretSubject } from '../verification/secret-guard.ts';

// Five failures in a row pause the name for five minutes (the staff login's long-standing rule).
const NAME_FAILURES = 5;
const NAME_WINDOW_MS = 5 * 60_000;
// Failures from one address, whatever the names: slows spraying across the staff list.
const IP_FAILURES = 30;
const IP_WINDOW_MS = 15 * 60_000;
const TOTP_ATTEMPTS = 5;

/**
 * A staff name as typed, existing or not, so an unknown name is paused exactly like a known one;
 * a right password clears its failures.
 */
export function operatorNameSubject(merchantId: number, username: string): SecretSubject {
  return {
    key: `operator-login:${merchantId}:name:${username.trim().toLowerCase()}`,
    limit: NAME_FAILURES,
    windowMs: NAME_WINDOW_MS,
    onRight: 'reset',
  };
}

export function operatorIpSubject(merchantId: number, ip: string): SecretSubject {
  return { key: `operator-login:${merchantId}:ip:${ip}`, limit: IP_FAILURES, windowMs: IP_WINDOW_MS };
}

/**
 * An operator's authenticator codes, at login and when confirming a new one. Its own count, since
 * a right password clears the name's: whoever holds the password still gets 5 codes per window.
 */
export function operatorTotpSubject(operatorId: number): SecretSubject {
  return { key: `operator-totp:${operatorId}`, limit: TOTP_ATTEMPTS, windowMs: IP_WINDOW_MS };
}
