import { type FieldProblem, VALIDATION_MESSAGES_EN } from '@platform/contract/field-rules';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/** The user's words for a failed call: the translation of its code, else the server's message. */
export function apiErrorMessage(
  error: unknown,
  t: TFunction,
  overrides: Partial<Record<string, string>> = {},
): string {
  if (error instanceof ApiError) {
    const override = overrides[error.code];
    if (override) return override;
    if (error.code === 'RATE_LIMITED' && error.retryAfterSeconds)
      return t('errors.rate_limited_for', { minutes: Math.max(1, Math.ceil(error.retryAfterSeconds / 60)) });
    return t(`errors.${error.code}`, { defaultValue: error.message || t('errors.UNKNOWN') });
  }
  return t('errors.UNKNOWN');
}

/**
 * A field's problem: a validation key, an API error code (both translated when shown, so a
 * language switch re-words them), or the server's own words.
 */
export type Problem = FieldProblem | { code: string } | { text: string };
export type Problems = Partial<Record<string, Problem>>;

/** The text of a problem in the current language (spec §5 messages, min and max filled in). */
export function problemText(t: TFunction, problem: Problem | undefined): string | undefined {
  if (!problem) return undefined;
  if ('text' in problem) return problem.text;
  if ('code' in problem) return t(`errors.${problem.code}`);
  return t(`validation.${problem.key}`, problem.params ?? {});
}

/** Answers that are about one field, shown under it rather than above the button. */
const FIELD_OF_CODE: Partial<Record<string, string>> = {
  ACCOUNT_TAKEN: 'username',
  MOBILE_TAKEN: 'mobileNum',
  EMAIL_TAKEN: 'email',
  PHONE_INVALID: 'mobileNum',
  VERIFICATION_CODE_INVALID: 'verificationCode',
  VERIFICATION_CODE_EXPIRED: 'verificationCode',
  CAPTCHA_REQUIRED: 'captcha',
  CAPTCHA_INVALID: 'captcha',
  OLD_PASSWORD_WRONG: 'oldPassword',
};

/** Only the contract's validation keys have translations; other keys (account_taken) do not. */
function isFieldProblemKey(key: string | undefined): key is FieldProblem['key'] {
  return key !== undefined && Object.hasOwn(VALIDATION_MESSAGES_EN, key);
}

/**
 * Field errors of an answer keyed by the form's field name (`body.username` -> `username`), plus
 * the field an error code is about (ACCOUNT_TAKEN -> username).
 */
export function apiFieldProblems(error: unknown): Problems {
  if (!(error instanceof ApiError)) return {};
  const problems: Problems = {};
  const codeField = FIELD_OF_CODE[error.code];
  if (codeField) problems[codeField] = { code: error.code };
  for (const field of error.fields) {
    const name = field.field.replace(/^body\./, '');
    const { min, max } = field.params ?? {};
    // The code already names this field's problem in the reader's language (ACCOUNT_TAKEN).
    if (name === codeField) continue;
    problems[name] = isFieldProblemKey(field.key)
      ? {
          key: field.key,
          ...(min !== undefined && max !== undefined ? { params: { min, max } } : {}),
        }
      : { text: field.message };
  }
  return problems;
}

/**
 * The problem the server named for one field (`body.amount`) by its key and numeric parameters,
 * for the contract's keys this module does not know (withdrawal_amount_range); null when none.
 */
export function apiFieldKey(
  error: unknown,
  field: string,
): { key: string; params?: Record<string, number> } | null {
  if (!(error instanceof ApiError)) return null;
  const found = error.fields.find((item) => item.field === `body.${field}` && item.key);
  if (!found?.key) return null;
  return found.params ? { key: found.key, params: found.params } : { key: found.key };
}
