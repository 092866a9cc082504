import { problemMessage } from '@platform/contract/form-schemas';
import { type BaseSyntheticEvent, useState } from 'react';
import type { FieldValues, Path, SubmitHandler, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractForm, FormSchema } from '../components/form/index.ts';
import { ApiError } from './api-client.ts';
import { apiFieldKey } from './api-error-message.ts';

/** The part of a kit form (components/form) that shows a refused request's problems. */
interface ProblemForm<Values extends FieldValues> {
  showServerProblems: (error: unknown, fields: readonly string[]) => boolean;
  setError: UseFormSetError<Values>;
}

/** A refusal code that is about one field, and the problem that field then shows. */
export type CodeProblems = Partial<
  Record<string, { field: string; problem?: { key: string; params?: Record<string, number> } }>
>;

/**
 * Puts a refused request's problems under the form's `fields`: the envelope's field errors (the
 * contract's keys too, with their parameters, such as withdrawal_amount_range's limits) and the
 * codes that are about a field (`byCode`: PAYMENT_PASSWORD_WRONG under the payment password).
 * True when a field took a problem, so the caller shows the request's own error only otherwise.
 */
export function showFieldProblems<Values extends FieldValues>(
  form: ProblemForm<Values>,
  error: unknown,
  fields: readonly string[],
  byCode: CodeProblems = {},
): boolean {
  let shown = form.showServerProblems(error, fields);
  for (const field of fields) {
    const keyed = apiFieldKey(error, field);
    if (!keyed) continue;
    form.setError(field as Path<Values>, { type: 'server', message: problemMessage(keyed) });
    shown = true;
  }
  const own = error instanceof ApiError ? byCode[error.code] : undefined;
  if (own && error instanceof ApiError) {
    form.setError(
      own.field as Path<Values>,
      own.problem
        ? { type: 'server', message: problemMessage(own.problem) }
        : { type: 'code', message: error.code },
    );
    shown = true;
  }
  return shown;
}

/**
 * A kit form's request and its failure: `submit` clears the last failure, checks the fields with
 * the contract schema and only then sends; `refused` puts a refusal under the fields it names, or
 * keeps it as the `failure` the form shows above its button.
 */
export function useFormRequest<Schema extends FormSchema>(form: ContractForm<Schema>) {
  const [failure, setFailure] = useState<unknown>(null);
  return {
    failure,
    submit: (send: SubmitHandler<z.output<Schema>>) => (event?: BaseSyntheticEvent) => {
      setFailure(null);
      return form.submitWith(send)(event);
    },
    refused: (error: unknown, fields: readonly string[], byCode?: CodeProblems) =>
      setFailure(showFieldProblems(form, error, fields, byCode) ? null : error),
  };
}
