import { z } from 'zod';
import { ERROR_CODES, type ErrorCode, type FieldError } from './errors.ts';
import { text } from './text.ts';

/** Every JSON answer of the API: `{ success, code?, message?, value? }` with a real HTTP status. */
export type SuccessEnvelope<T> = { success: true; value: T };

export type ErrorEnvelope = {
  success: false;
  code: ErrorCode;
  message: string;
  requestId: string;
  fields?: FieldError[];
  /** Machine-readable detail of some failures, e.g. `{ captcha: true }` after a failed login. */
  value?: Record<string, unknown>;
};

export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;

export function successEnvelopeSchema<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
  message: text(),
  requestId: text(),
  fields: z
    .array(
      z.object({
        field: text(),
        message: text(),
        key: text().optional(),
        params: z.record(text(), z.number()).optional(),
      }),
    )
    .optional(),
  value: z.record(text(), z.unknown()).optional(),
});
