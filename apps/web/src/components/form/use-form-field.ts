import type { ProblemParams } from '@platform/contract/form-schemas';
import { problemOfMessage } from '@platform/contract/form-schemas';
import { type FieldError, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The words of a field's problem in the reader's language: a §5 message key (from the schema or
 * the server) under `validation.`, an API error code under `errors.`, or the server's own text.
 * Translated when shown, so a language switch re-words a problem already on screen.
 */
export function useProblemText(formatParams?: (params: ProblemParams) => ProblemParams) {
  const { t } = useTranslation('account');
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === 'text') return error.message;
    if (error.type === 'code') return t(`errors.${error.message}`);
    const { key, params = {} } = problemOfMessage(error.message);
    // The §5 messages, then the kit's own (amounts, files).
    return t([`validation.${key}`, `form.${key}`], formatParams ? formatParams(params) : params);
  };
}

/** One field of the form around it: its value and handlers, and its problem in words. */
export function useFormField<Value>(name: string, formatParams?: (params: ProblemParams) => ProblemParams) {
  const { field, fieldState } = useController({ name });
  const problemText = useProblemText(formatParams);
  return {
    value: field.value as Value,
    onChange: field.onChange as (value: Value) => void,
    onBlur: field.onBlur,
    error: problemText(fieldState.error),
  };
}
