import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import type { Outcome } from './lottery-slips.service.ts';

/** A lottery service's outcome as the route answers it: the value in the envelope, or its refusal. */
export function answer<T>(outcome: Outcome<T>) {
  if (!outcome.ok)
    throw new AppError(outcome.code, outcome.message, outcome.fields, undefined, outcome.value);
  return ok(outcome.value);
}
