import type { ErrorEnvelope } from '@platform/contract/envelope';
import type { ErrorCode, FieldError } from '@platform/contract/errors';
import { getToken } from './session.ts';

/** Failures that never reached the API's envelope: no network, or an answer that is not one. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

export class ApiError extends Error {
  readonly code: ErrorCode | ClientErrorCode;
  readonly status: number;
  readonly requestId: string | null;
  readonly fields: FieldError[];

  constructor(init: {
    code: ErrorCode | ClientErrorCode;
    status: number;
    message: string;
    requestId?: string | null;
    fields?: FieldError[];
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? null;
    this.fields = init.fields ?? [];
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
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
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ code: 'NETWORK_ERROR', status: 0, message: String(error) });
  }

  let payload: unknown;
  try {
    payload = await response.json();
  } catch (error) {
    throw new ApiError({
      code: 'BAD_RESPONSE',
      status: response.status,
      message: `Unreadable answer (${response.status}): ${String(error)}`,
    });
  }

  if (isSuccessEnvelope(payload) && response.ok) return payload.value as T;
  if (isErrorEnvelope(payload)) {
    throw new ApiError({
      code: payload.code,
      status: response.status,
      message: payload.message,
      requestId: payload.requestId,
      fields: payload.fields,
    });
  }
  throw new ApiError({ code: 'BAD_RESPONSE', status: response.status, message: 'Not an API envelope' });
}

export const apiGet = <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
  apiRequest<T>(path, { query, signal });
