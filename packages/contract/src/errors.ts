/**
 * Stable machine codes of every error the API answers with. The client maps each code to a
 * translated message, so a code is never renamed once published.
 */
export const ERROR_STATUS = {
  VALIDATION_ERROR: 400,
  MALFORMED_BODY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  MERCHANT_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** One failing input, named by where it was found: `body.username`, `query.lang`, `params.id`. */
export interface FieldError {
  field: string;
  message: string;
}
