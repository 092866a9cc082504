import type { ErrorCode, FieldError } from '@platform/contract/errors';
import { AppError } from '../../http/app-error.ts';

/** The user-facing English text of each account failure (spec §5, §8); clients translate the code. */
const MESSAGES: Partial<Record<ErrorCode, string>> = {
  VALIDATION_ERROR: 'Invalid input',
  INVALID_CREDENTIALS: 'Wrong account or password',
  CAPTCHA_REQUIRED: 'Please enter the captcha',
  CAPTCHA_INVALID: 'Captcha check failed.',
  VERIFICATION_CODE_INVALID: 'Invalid verification code.',
  VERIFICATION_CODE_EXPIRED: 'Verification code has expired, please send again.',
  EXTRA_VERIFICATION_REQUIRED: 'Please complete verification first',
  PHONE_INVALID: 'Invalid phone number format.',
  ACCOUNT_NOT_FOUND: 'Username/Email does not exist',
  ACCOUNT_TAKEN: 'Account already exists',
  MOBILE_TAKEN: 'Mobile number already registered',
  EMAIL_TAKEN: 'E-mail already registered',
  INVITATION_CODE_INVALID: 'Invalid invitation code',
  OLD_PASSWORD_WRONG: 'Password is incorrect',
  NOT_AGENT: 'Non-agents cannot log in',
  NOT_MEMBER: 'Non-member account unable to login',
  TRIAL_ACCOUNT: 'Please Register An Account First',
  ACCOUNT_DISABLED: 'Please contact your agent',
  FEATURE_DISABLED: 'Not enabled function, please contact customer service.',
  RATE_LIMITED: 'Too many requests, please try again after 5 minutes.',
  SMS_QUOTA_EXCEEDED: 'Quota not sufficient, please contact customer service.',
  SMS_BUDGET_EXCEEDED: 'Too many SMS codes are being sent right now, please try again later.',
  SMS_FAILED: 'An unknown error occured.',
  IDENTITY_TOKEN_INVALID: 'Login failure. Please try again.',
  HANDOFF_CODE_INVALID: 'This code has expired or was already used. Scan a new one.',
  ALREADY_SET: 'This has already been set',
};

export interface AccountFailure {
  code: string;
  fields?: FieldError[];
  retryAfterSeconds?: number;
  details?: Record<string, unknown>;
}

/** Turns a service's expected failure into the answer: status by code, Retry-After on 429. */
export function accountError(failure: AccountFailure, message?: string): AppError {
  const code = (failure.code === 'UNKNOWN' ? 'SMS_FAILED' : failure.code) as ErrorCode;
  const headers = failure.retryAfterSeconds
    ? { 'retry-after': String(failure.retryAfterSeconds) }
    : undefined;
  const details =
    failure.retryAfterSeconds !== undefined
      ? { ...failure.details, retryAfterSeconds: failure.retryAfterSeconds }
      : failure.details;
  return new AppError(code, message ?? MESSAGES[code] ?? 'Unknown error', failure.fields, headers, details);
}
