import { API_PATHS } from '@platform/contract/paths';
import {
  bytesToBase64,
  isSealedBody,
  openSealedPayload,
  type SealingKey,
} from '@platform/contract/sealed-payload';
import { beforeAll, describe, expect, it, vi } from 'vitest';

interface ServerKey {
  keyId: string;
  publicKey: string;
  privateKey: SealingKey;
}

async function generateServerKey(keyId: string): Promise<ServerKey> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const publicKey = bytesToBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { keyId, publicKey, privateKey: pair.privateKey };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const decryptionFailed = () =>
  json({ success: false, code: 'DECRYPTION_FAILED', message: 'Cannot open', requestId: 'r-1' }, 400);

const replayed = () =>
  json({ success: false, code: 'SEALED_BODY_REPLAYED', message: 'Sent before', requestId: 'r-2' }, 400);
const stale = (serverTime: number) =>
  json(
    {
      success: false,
      code: 'SEALED_BODY_STALE',
      message: 'Too old',
      requestId: 'r-3',
      value: { serverTime },
    },
    400,
  );

/**
 * A server that publishes `server.key` and opens sealed login bodies with it, as the real one does:
 * a body sealed for another key id is refused with DECRYPTION_FAILED, a nonce seen before with
 * SEALED_BODY_REPLAYED, and a time more than 5 minutes off its clock with SEALED_BODY_STALE.
 */
function fakeServer(initialKey: ServerKey) {
  const server = {
    key: initialKey,
    opened: [] as unknown[],
    sentBodies: [] as string[],
    nonces: new Set<string>(),
    clock: () => Date.now(),
  };
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url.startsWith(API_PATHS.publicKey)) {
      const { keyId, publicKey } = server.key;
      return json({ success: true, value: { keyId, algorithm: 'RSA-OAEP-256+A256GCM', publicKey } });
    }
    const body = JSON.parse(String(init.body));
    server.sentBodies.push(String(init.body));
    if (!isSealedBody(body)) {
      server.opened.push(body);
      return json({ success: true, value: { plaintext: true } });
    }
    if (body.sealed.keyId !== server.key.keyId) return decryptionFailed();
    const opened = await openSealedPayload(server.key.privateKey, body);
    if (server.nonces.has(opened.nonce)) return replayed();
    server.nonces.add(opened.nonce);
    if (Math.abs(opened.sealedAt - server.clock()) > 5 * 60_000) return stale(server.clock());
    server.opened.push(opened.body);
    return json({ success: true, value: { token: 't-1' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  const urls = () => fetchMock.mock.calls.map(([url]) => url);
  return { server, fetchMock, urls };
}

const login = { username: 'player01', password: 'Secret#2024', type: 'username' };

// The module keeps the fetched key; a fresh copy per test starts with none.
async function loadModule() {
  vi.resetModules();
  return import('./sealed-request.ts');
}

describe('sealed requests', () => {
  let firstKey: ServerKey;
  let rotatedKey: ServerKey;

  beforeAll(async () => {
    firstKey = await generateServerKey('1111111111111111');
    rotatedKey = await generateServerKey('2222222222222222');
  });

  it('sends what the server opens, never the password in clear, and fetches the key once', async () => {
    const { server, urls } = fakeServer(firstKey);
    const { sealedRequest } = await loadModule();

    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).resolves.toEqual({
      token: 't-1',
    });
    await sealedRequest(API_PATHS.login, { method: 'POST', body: { ...login, password: 'Other#2024' } });

    expect(server.opened).toEqual([login, { ...login, password: 'Other#2024' }]);
    for (const sent of server.sentBodies) expect(sent).not.toContain('Secret');
    expect(urls()).toEqual([API_PATHS.publicKey, API_PATHS.login, API_PATHS.login]);
  });

  it('fetches the new key past any cache and retries once when the server key has changed', async () => {
    const { server, urls } = fakeServer(firstKey);
    const { sealedRequest } = await loadModule();
    await sealedRequest(API_PATHS.login, { method: 'POST', body: login });

    server.key = rotatedKey;
    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).resolves.toEqual({
      token: 't-1',
    });
    expect(urls()).toEqual([
      API_PATHS.publicKey,
      API_PATHS.login,
      API_PATHS.login,
      `${API_PATHS.publicKey}?stale=${firstKey.keyId}`,
      API_PATHS.login,
    ]);
    expect(server.opened).toEqual([login, login]);
  });

  it("seals again by the server's clock and retries once when this device's clock is off", async () => {
    const { server, urls } = fakeServer(firstKey);
    server.clock = () => Date.now() + 3_600_000;
    const { sealedRequest } = await loadModule();

    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).resolves.toEqual({
      token: 't-1',
    });
    expect(urls()).toEqual([API_PATHS.publicKey, API_PATHS.login, API_PATHS.login]);
    // The offset is kept: the next body goes through the first time.
    await sealedRequest(API_PATHS.login, { method: 'POST', body: login });
    expect(urls().filter((url) => url === API_PATHS.login)).toHaveLength(3);
    expect(server.opened).toEqual([login, login]);
  });

  it('never sends the same sealed body twice, and does not retry a refused replay', async () => {
    const { server, fetchMock } = fakeServer(firstKey);
    const { sealedRequest } = await loadModule();
    await sealedRequest(API_PATHS.login, { method: 'POST', body: login });
    await sealedRequest(API_PATHS.login, { method: 'POST', body: login });
    expect(new Set(server.sentBodies).size).toBe(2);

    fetchMock.mockImplementationOnce(async () => replayed());
    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).rejects.toMatchObject({
      code: 'SEALED_BODY_REPLAYED',
    });
    expect(server.sentBodies).toHaveLength(2);
  });

  it('gives up after one retry when the server still cannot open the body', async () => {
    const { fetchMock, urls } = fakeServer(firstKey);
    const { sealedRequest } = await loadModule();
    await sealedRequest(API_PATHS.login, { method: 'POST', body: login });
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith(API_PATHS.publicKey)
        ? json({
            success: true,
            value: {
              keyId: firstKey.keyId,
              algorithm: 'RSA-OAEP-256+A256GCM',
              publicKey: firstKey.publicKey,
            },
          })
        : decryptionFailed(),
    );

    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).rejects.toMatchObject({
      code: 'DECRYPTION_FAILED',
    });
    expect(urls().filter((url) => url.startsWith(API_PATHS.login))).toHaveLength(3);
  });

  it('fetches the key again after a failed fetch instead of keeping the failure', async () => {
    const { fetchMock, server } = fakeServer(firstKey);
    const { sealedRequest } = await loadModule();
    fetchMock.mockImplementationOnce(async () => Promise.reject(new TypeError('Failed to fetch')));

    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
    });
    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).resolves.toEqual({
      token: 't-1',
    });
    expect(server.opened).toEqual([login]);
  });

  it('sends the plaintext when the page has no WebCrypto (plain http), without asking for the key', async () => {
    const { server, urls } = fakeServer(firstKey);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const { sealBody, sealedRequest } = await loadModule();

    await expect(sealBody(login)).resolves.toEqual(login);
    await expect(sealedRequest(API_PATHS.login, { method: 'POST', body: login })).resolves.toEqual({
      plaintext: true,
    });
    expect(server.opened).toEqual([login]);
    expect(urls()).toEqual([API_PATHS.login]);
  });
});
