import { DEVICE_ID_PATTERN } from '@platform/contract/device-id';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest } from './api-client.ts';
import { clearSession, setToken } from './session.ts';

function respond(body: unknown, status = 200) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => clearSession());

describe('api client', () => {
  it('unwraps a success envelope and sends the query', async () => {
    const fetchMock = respond({ success: true, value: { status: 0 } });
    await expect(apiGet('/wps/system/status', { lang: 'EN', skip: undefined })).resolves.toEqual({
      status: 0,
    });
    expect(fetchMock).toHaveBeenCalledWith(
      '/wps/system/status?lang=EN',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('throws an ApiError with code, status, request id and fields', async () => {
    respond(
      {
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'Invalid',
        requestId: 'r-9',
        fields: [{ field: 'body.username', message: 'Too short' }],
      },
      400,
    );
    const error = await apiRequest('/wps/session/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'VALIDATION_ERROR',
      status: 400,
      requestId: 'r-9',
      message: 'Invalid',
    });
    expect((error as ApiError).fields).toEqual([{ field: 'body.username', message: 'Too short' }]);
  });

  it('reports a network failure as NETWORK_ERROR', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiGet('/wps/system/config')).rejects.toMatchObject({ code: 'NETWORK_ERROR', status: 0 });
  });

  it('reports an answer that is not an envelope as BAD_RESPONSE', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiGet('/wps/system/config')).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 502 });
  });

  it('sends the session token as a bearer token and JSON bodies', async () => {
    const fetchMock = respond({ success: true, value: null });
    setToken('tok-1');
    await apiRequest('/wps/member/register', { method: 'PUT', body: { username: 'a' } });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' });
    expect(init.body).toBe('{"username":"a"}');
  });

  it('sends a form-encoded body when asked', async () => {
    const fetchMock = respond({ success: true, value: null });
    await apiRequest('/wps/member/password/email', {
      method: 'POST',
      form: { username: 'player 1', email: 'a@b.example' },
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(init.body).toBe('username=player+1&email=a%40b.example');
  });

  it('sends a file as the raw body with its own content type', async () => {
    const fetchMock = respond({ success: true, value: null });
    const image = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await apiRequest('/wps/v2/withdrawals/WD1/proofs', { method: 'POST', file: image });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ 'Content-Type': 'image/png' });
    expect(init.body).toBe(image);
  });

  it('keeps the envelope’s value and the Retry-After seconds of a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              success: false,
              code: 'RATE_LIMITED',
              message: 'Too many',
              requestId: 'r',
              value: { captcha: true },
            }),
            { status: 429, headers: { 'Retry-After': '300' } },
          ),
      ),
    );
    const error = (await apiRequest('/wps/session/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.value).toEqual({ captcha: true });
    expect(error.retryAfterSeconds).toBe(300);
  });

  it('ends the local session when the server says the token is dead', async () => {
    respond({ success: false, code: 'SESSION_EXPIRED', message: 'expired', requestId: 'r' }, 401);
    setToken('tok-dead');
    await apiGet('/wps/member/info').catch(() => undefined);
    expect(window.sessionStorage.getItem('token')).toBeNull();
  });

  it('keeps the session when a login attempt is refused', async () => {
    respond({ success: false, code: 'INVALID_CREDENTIALS', message: 'no', requestId: 'r' }, 401);
    setToken('tok-live');
    await apiRequest('/wps/session/login', { method: 'POST', body: {} }).catch(() => undefined);
    expect(window.sessionStorage.getItem('token')).toBe('tok-live');
  });
});

describe('the device id', () => {
  const sentIds = (fetchMock: ReturnType<typeof respond>) =>
    fetchMock.mock.calls.map((args) =>
      new Headers((args as unknown[] as [string, RequestInit])[1].headers).get('X-Device-Id'),
    );

  // A reload is a new copy of the modules reading the same localStorage.
  async function reloaded() {
    vi.resetModules();
    return import('./api-client.ts');
  }

  it('sends one well-formed id on every call, and the same one after a reload', async () => {
    const fetchMock = respond({ success: true, value: null });
    const first = await reloaded();
    await first.apiGet('/wps/system/status');
    await first.apiRequest('/wps/session/login', { method: 'POST', body: {} });
    const second = await reloaded();
    await second.apiGet('/wps/member/info');

    const [id, ...rest] = sentIds(fetchMock);
    expect(id).toMatch(DEVICE_ID_PATTERN);
    expect(rest).toEqual([id, id]);
    expect(window.localStorage.getItem('deviceId')).toBe(id);
  });

  it('replaces a stored value that is not an id, and makes a new id once the storage is cleared', async () => {
    const fetchMock = respond({ success: true, value: null });
    window.localStorage.setItem('deviceId', 'x\u0000<script>');
    await (await reloaded()).apiGet('/wps/system/status');
    window.localStorage.clear();
    await (await reloaded()).apiGet('/wps/system/status');

    const [replaced, afterClearing] = sentIds(fetchMock);
    expect(replaced).toMatch(DEVICE_ID_PATTERN);
    expect(afterClearing).toMatch(DEVICE_ID_PATTERN);
    expect(afterClearing).not.toBe(replaced);
  });
});
