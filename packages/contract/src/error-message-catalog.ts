import type { ErrorCode } from './errors.ts';

/**
 * Every error code's words in one language, plus the lock-out template with the time left
 * (`{{minutes}}`). One catalogue serves the server's envelope and the web's dialogs, so a code
 * added to errors.ts fails the type check until each language has words for it.
 */
export type ErrorMessages = Record<ErrorCode | 'rate_limited_for', string>;
