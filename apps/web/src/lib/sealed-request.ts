import { API_PATHS } from '@platform/contract/paths';
import {
  importSealingKey,
  isSealedBody,
  type PublishedSealingKey,
  type SealedBody,
  type SealingKey,
  sealPayload,
} from '@platform/contract/sealed-payload';
import { ApiError, apiGet, apiRequest, type RequestOptions } from './api-client.ts';

interface SealingKeyInUse {
  keyId: string;
  key: SealingKey;
}

let sealingKey: Promise<SealingKeyInUse> | null = null;
/** The key id the server last refused; asking with it gets past an HTTP cache still holding that key. */
let staleKeyId: string | undefined;
/** How far the server's clock is ahead of this device's, learnt when it refused a body as stale. */
let serverClockOffsetMs = 0;

function loadSealingKey(): Promise<SealingKeyInUse> {
  if (!sealingKey) {
    const loading = apiGet<PublishedSealingKey>(API_PATHS.publicKey, { stale: staleKeyId }).then(
      async (published) => ({ keyId: published.keyId, key: await importSealingKey(published.publicKey) }),
    );
    sealingKey = loading;
    // The caller gets the failure; forgetting it here lets the next request fetch again.
    loading.catch(() => {
      if (sealingKey === loading) sealingKey = null;
    });
  }
  return sealingKey;
}

/**
 * The payload sealed with the server's published key (spec §7 "encrypted"), with a fresh nonce and
 * the time by the server's clock, so the server can refuse a copy. Browsers offer crypto.subtle
 * to secure contexts only; without it the plaintext goes and the server decides.
 */
export async function sealBody(payload: unknown): Promise<SealedBody | unknown> {
  if (!globalThis.crypto?.subtle) return payload;
  const { keyId, key } = await loadSealingKey();
  return sealPayload(key, keyId, payload, { sealedAt: Date.now() + serverClockOffsetMs });
}

/** Whether a refusal of a sealed body is one sealing again fixes, learning what it needs first. */
function learnFromRefusal(error: unknown, sealed: SealedBody): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.code === 'DECRYPTION_FAILED') {
    // The server's key has changed.
    staleKeyId = sealed.sealed.keyId;
    sealingKey = null;
    return true;
  }
  const serverTime = error.value.serverTime;
  if (error.code === 'SEALED_BODY_STALE' && typeof serverTime === 'number') {
    // This device's clock is off.
    serverClockOffsetMs = serverTime - Date.now();
    return true;
  }
  return false;
}

export type SealedRequestOptions = Pick<RequestOptions, 'method' | 'signal'> & { body: unknown };

/**
 * apiRequest with a sealed body; when the server's key has changed or this device's clock is off,
 * seals again and tries once more. Each attempt is sealed anew: the server refuses a body twice.
 */
export async function sealedRequest<T>(path: string, options: SealedRequestOptions): Promise<T> {
  const { body, ...rest } = options;
  const sealed = await sealBody(body);
  try {
    return await apiRequest<T>(path, { ...rest, body: sealed });
  } catch (error) {
    if (!isSealedBody(sealed) || !learnFromRefusal(error, sealed)) throw error;
    return apiRequest<T>(path, { ...rest, body: await sealBody(body) });
  }
}
