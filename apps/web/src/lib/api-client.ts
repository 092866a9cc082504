import type { ErrorEnvelope } from '@platform/contract/envelope';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import { deviceId } from './device-id.ts';
import { currentLanguage, localeTag } from './i18n.ts';
import { clearSession, getToken } from './session.ts';

/** Failures that never reached the API's envelope: no network, or an answer that is not one. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  readonly requestId: string | null;
  readonly fields: FieldError[];
  /** The envelope's machine-readable detail (`{ captcha: true }`, `{ methods: [...] }`). */
  readonly value: Record<string, unknown>;
  /** Seconds from a 429's Retry-After header. */
  readonly retryAfterSeconds: number | null;

  constructor(init: {
    code: ErrorCode | ClientErrorCode;
    status: number;
    message: string;
    requestId?: string | null;
    fields?: FieldError[];
    value?: Record<string, unknown>;
    retryAfterSeconds?: number | null;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.fields = init.fields ?? [];
    this.value = init.value ?? {};
    this.retryAfterSeconds = init.retryAfterSeconds ?? null;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Sent form-encoded instead of JSON (spec §7: forgot password by e-mail). */
  form?: Record<string, string>;
  /** Sent as the raw body with its own content type (withdrawal proof images; the API takes no multipart). */
  file?: Blob;
  signal?: AbortSignal;
}

/** Codes that mean the token this tab holds is dead (revoked, expired): the session ends here too. */
const DEAD_SESSION_CODES: ReadonlySet<string> = new Set(['UNAUTHORIZED', 'SESSION_EXPIRED']);

function retryAfter(response: Response): number | null {
  const header = response.headers.get('Retry-After');
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.round((date - Date.now()) / 1000));
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isErrorEnvelope(payload: unknown): payload is ErrorEnvelope {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { success?: unknown }).success === false &&
    typeof (payload as { code?: unknown }).code === 'string'
  );
}

function isSuccessEnvelope(payload: unknown): payload is { success: true; value: unknown } {
  return (
    typeof payload === 'object' && payload !== null && (payload as { success?: unknown }).success === true
  );
}

/** Calls the API and unwraps its envelope: the value on success, an ApiError otherwise. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, form, file, signal } = options;
  // The server words its error messages in the site's language, not the browser's.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': localeTag(currentLanguage()),
    // Logins and registrations are recorded against it (exclusion by device, the risk scan).
    'X-Device-Id': deviceId(),
  };
  let payload: string | Blob | undefined;
  if (file !== undefined) {
    headers['Content-Type'] = file.type || 'application/octet-stream';
    payload = file;
  } else if (form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    payload = new URLSearchParams(form).toString();
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: String(error) });
  }

  let answer: unknown;
  try {
    answer = await response.json();
  } catch (error) {
    throw new ApiError({
      code: 'BAD_RESPONSE',
      status: response.status,
      message: `Unreadable answer (${response.status}): ${String(error)}`,
    });
  }

  if (isSuccessEnvelope(answer) && response.ok) return answer.value as T;
  if (isErrorEnvelope(answer)) {
    if (token && response.status === 401 && DEAD_SESSION_CODES.has(answer.code)) clearSession();
    throw new ApiError({
      code: answer.code,
      status: response.status,
      message: answer.message,
      requestId: answer.requestId,
      fields: answer.fields,
      value: answer.value,
      retryAfterSeconds: retryAfter(response),
    });
  }
  throw new ApiError({ code: 'BAD_RESPONSE', status: response.status, message: 'Not an API envelope' });
}

export const apiGet = <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });
