import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../lib/api-client.ts';

/**
 * react-hook-form on a contract schema: the console checks with the very rule the server checks
 * with, so a form never sends what the server would refuse.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: z.input<Schema>,
) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
  });
}

/**
 * Puts the envelope's field problems (`body.note`) under the form's fields; true when one landed,
 * so the caller shows the request's own message only when no field explains it.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const problem of error.fields) {
    const name = problem.field.replace(/^(body|query|params)\./, '');
    if (!holdsField(form.getValues(), name)) continue;
    form.setError(name as Path<Values>, { type: 'server', message: problem.message });
    shown = true;
  }
  return shown;
}

/**
 * Whether the form has a field at the server's dotted path: a top-level one (`note`) or one inside
 * a list or group (`links.0.url`), so a nested problem lands under its own line too.
 */
function holdsField(values: unknown, path: string): boolean {
  let node = values;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}
