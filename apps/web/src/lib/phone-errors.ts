import { ACCOUNT_LIMITS } from '@platform/contract/account-constants';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** Spec §4: the SMS button counts down expiredMinutes × 60 s, 60 s when the server does not say. */
export function smsCountdownSeconds(expiredMinutes: number | undefined): number {
  return expiredMinutes && expiredMinutes > 0
    ? expiredMinutes * 60
    : ACCOUNT_LIMITS.defaultSmsCountdownSeconds;
}

/** Spec §8 phone authentication errors, by the API's code. */
const PHONE_ERROR_KEYS: Partial<Record<string, string>> = {
  PHONE_INVALID: 'phone.invalid_format',
  RATE_LIMITED: 'phone.too_many',
  VERIFICATION_CODE_INVALID: 'phone.invalid_code',
  VERIFICATION_CODE_EXPIRED: 'phone.code_expired',
  CAPTCHA_REQUIRED: 'phone.captcha_failed',
  CAPTCHA_INVALID: 'phone.captcha_failed',
  SMS_QUOTA_EXCEEDED: 'phone.quota',
  FEATURE_DISABLED: 'phone.not_enabled',
  IDENTITY_TOKEN_INVALID: 'phone.popup_closed',
};

/**
 * The words for a failed SMS send or phone step: the spec's text where §8 names one, else the
 * server's message (spec §7) in the user's language, else §8's 'unknown error'.
 */
export function phoneErrorText(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError) || error.code === 'BAD_RESPONSE' || error.code === 'INTERNAL_ERROR')
    return t('phone.unknown');
  const key = PHONE_ERROR_KEYS[error.code];
  if (key) return t(key);
  return t(`errors.${error.code}`, { defaultValue: error.message || t('phone.unknown') });
}
