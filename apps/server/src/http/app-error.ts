import { ERROR_STATUS, type ErrorCode, type FieldError } from '@platform/contract/errors';

/**
 * An expected failure that reaches the client. `message` is safe to show to the user; anything
 * internal belongs in the log, never here.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    readonly headers?: Record<string, string>,
    /** Safe, machine-readable detail answered as the envelope's `value`. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}
