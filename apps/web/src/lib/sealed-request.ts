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
 * The payload sealed with the server's published key (spec §7 "encrypted"). Browsers offer
 * crypto.subtle to secure contexts only; without it the plaintext goes and the server decides.
 */
export async function sealBody(payload: unknown): Promise<SealedBody | unknown> {
  if (!globalThis.crypto?.subtle) return payload;
  const { keyId, key } = await loadSealingKey();
  return sealPayload(key, keyId, payload);
}

export type SealedRequestOptions = Pick<RequestOptions, 'method' | 'signal'> & { body: unknown };

/** apiRequest with a sealed body; when the server's key has changed, fetches the new key and tries once more. */
export async function sealedRequest<T>(path: string, options: SealedRequestOptions): Promise<T> {
  const { body, ...rest } = options;
  const sealed = await sealBody(body);
  try {
    return await apiRequest<T>(path, { ...rest, body: sealed });
  } catch (error) {
    const keyRefused =
      error instanceof ApiError && error.code === 'DECRYPTION_FAILED' && isSealedBody(sealed);
    if (!keyRefused) throw error;
    staleKeyId = sealed.sealed.keyId;
    sealingKey = null;
    return apiRequest<T>(path, { ...rest, body: await sealBody(body) });
  }
}
