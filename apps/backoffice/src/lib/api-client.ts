import type { FieldError } from '@platform/contract/errors';
import { currentLanguage } from './i18n.ts';
import { clearToken, getToken } from './session.ts';

/** An envelope's failure, or one that never reached the envelope (NETWORK_ERROR, BAD_RESPONSE). */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly fields: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A list's filters: strings, numbers and booleans are sent; empty and missing ones are not. */
  query?: object;
  body?: unknown;
  file?: Blob;
}

export function withQuery(path: string, query?: object): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const sendable = typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
    if (sendable && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** Calls the operator API and unwraps its envelope: the value, or an ApiError in the reader's language. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, file } = options;
  const headers: Record<string, string> = { Accept: 'application/json', 'x-lang': currentLanguage() };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | Blob | undefined;
  if (file) {
    headers['Content-Type'] = file.type || 'application/octet-stream';
    payload = file;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(withQuery(path, query), { method, headers, body: payload });
  } catch (error) {
    throw new ApiError('NETWORK_ERROR', 0, String(error));
  }
  let answer: { success?: boolean; value?: unknown; code?: string; message?: string; fields?: FieldError[] };
  try {
    answer = await response.json();
  } catch {
    throw new ApiError('BAD_RESPONSE', response.status, `Unreadable answer (${response.status})`);
  }
  if (answer.success === true && response.ok) return answer.value as T;
  // A dead token sends the operator back to the login page instead of failing every screen.
  if (response.status === 401 && token) clearToken();
  throw new ApiError(
    answer.code ?? 'BAD_RESPONSE',
    response.status,
    answer.message ?? response.statusText,
    answer.fields ?? [],
  );
}
