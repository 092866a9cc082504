import { zodResolver } from '@hookform/resolvers/zod';
import { problemMessage } from '@platform/contract/form-schemas';
import { type BaseSyntheticEvent, useCallback, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type SubmitHandler,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { apiFieldProblems, type Problem } from '../../lib/api-error-message.ts';

/** A contract schema whose input is the form's values (strings, booleans, files). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

export interface ContractFormOptions<Schema extends FormSchema> {
  defaultValues: DefaultValues<z.input<Schema>>;
}

export interface ContractForm<Schema extends FormSchema>
  extends UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  /**
   * The form's submit handler: checks every field with the schema first, and calls `onValid` with
   * the schema's output (trimmed, amounts in minor units) only when nothing is refused, so a
   * refused form sends no request.
   */
  submitWith: (onValid: SubmitHandler<z.output<Schema>>) => (event?: BaseSyntheticEvent) => Promise<unknown>;
  /**
   * Puts a failed request's field problems (the envelope's `fields`, and the field an error code is
   * about) under the fields named `fields`; true when one of them took a problem, so the caller
   * shows the request's own error only when no field explains it.
   */
  showServerProblems: (error: unknown, fields: readonly string[]) => boolean;
  /**
   * Checks some fields now, with the same schema, and shows or clears their problems; true when
   * they all pass. For a step inside the form (the number before a code is sent, a field just left).
   */
  checkFields: (fields: readonly string[]) => boolean;
  /** The failed request no field explains (shown above the button), null while there is none. */
  failure: unknown;
  /**
   * A failed request: its field problems go under the fields named `fields`; when none of them
   * explains it, it becomes `failure`. The next submit clears it.
   */
  fail: (error: unknown, fields: readonly string[]) => void;
}

/** How a server problem is kept in react-hook-form: the type says how the message is read. */
function serverError(problem: Problem): { type: string; message: string } {
  if ('text' in problem) return { type: 'text', message: problem.text };
  if ('code' in problem) return { type: 'code', message: problem.code };
  return { type: 'server', message: problemMessage(problem) };
}

/**
 * react-hook-form on a contract schema (zodResolver). The schema may change with the flow (a tab,
 * the operator's rules); the resolver always checks with the latest one. Problems are shown after
 * a submit and stay until the next one, as they did before the kit.
 */
export function useContractForm<Schema extends FormSchema>(
  schema: Schema,
  options: ContractFormOptions<Schema>,
): ContractForm<Schema> {
  const latest = useRef(schema);
  latest.current = schema;
  const resolver = useCallback<Resolver<z.input<Schema>, unknown, z.output<Schema>>>(
    (values, context, resolverOptions) =>
      zodResolver(latest.current as never)(values as never, context, resolverOptions as never) as never,
    [],
  );
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver,
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });

  const [failure, setFailure] = useState<unknown>(null);
  const submitWith = (onValid: SubmitHandler<z.output<Schema>>) => (event?: BaseSyntheticEvent) => {
    setFailure(null);
    return form.handleSubmit(onValid)(event);
  };

  const showServerProblems = (error: unknown, fields: readonly string[]) => {
    form.clearErrors();
    let shown = false;
    for (const [field, problem] of Object.entries(apiFieldProblems(error))) {
      if (!problem || !fields.includes(field)) continue;
      form.setError(field as Path<z.input<Schema>>, serverError(problem));
      shown = true;
    }
    return shown;
  };

  const checkFields = (fields: readonly string[]) => {
    const result = latest.current.safeParse(form.getValues());
    const issues = result.success ? [] : result.error.issues;
    let passed = true;
    for (const field of fields) {
      const issue = issues.find((found) => found.path.join('.') === field);
      const name = field as Path<z.input<Schema>>;
      if (issue) form.setError(name, { type: 'schema', message: issue.message });
      else form.clearErrors(name);
      passed &&= !issue;
    }
    return passed;
  };

  const fail = (error: unknown, fields: readonly string[]) =>
    setFailure(showServerProblems(error, fields) ? null : error);

  return { ...form, submitWith, showServerProblems, checkFields, failure, fail };
}
