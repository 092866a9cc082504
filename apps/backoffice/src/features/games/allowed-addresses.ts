import { AllowedAddressListSchema } from '@platform/contract/vendor-integrations-admin';
import type { FieldError, FieldErrors } from 'react-hook-form';
import { z } from 'zod';

/** The allowed addresses typed one per line, checked by the contract's own list rule. */
export const AllowedAddressesTextSchema = z
  .string()
  .transform((typed) =>
    typed
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean),
  )
  .pipe(AllowedAddressListSchema);

/** The first message under the list field: its own, or the first of one of its lines. */
export function addressListError(error: FieldErrors | FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (typeof error.message === 'string' && error.message) return error.message;
  const lines = Object.values(error as Record<string, { message?: string } | undefined>);
  return lines.find((line) => line?.message)?.message;
}
