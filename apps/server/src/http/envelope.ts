import type { SuccessEnvelope } from '@platform/contract/envelope';

/** Wraps a service result in the success envelope every JSON answer uses. */
export function ok<T>(value: T): SuccessEnvelope<T> {
  return { success: true, value };
}
