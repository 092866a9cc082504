import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The user's words for a failed call: the translation of its code, else the server's message. */
export function apiErrorMessage(
  error: unknown,
  t: TFunction,
  overrides: Record<string, string> = {},
): string {
  if (error instanceof ApiError) {
    const override = overrides[error.code];
    if (override) return override;
    return t(`errors.${error.code}`, { defaultValue: error.message || t('errors.UNKNOWN') });
  }
  return t('errors.UNKNOWN');
}

/** Field errors of a 400 answer keyed by the form's field name (`body.username` -> `username`). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  const result: Record<string, string> = {};
  for (const field of error.fields) {
    const name = field.field.replace(/^body\./, '');
    result[name] = field.message;
  }
  return result;
}
