/**
 * "Encrypted" payloads of spec §7: the client seals a JSON body with a fresh AES-256-GCM key and
 * wraps that key with the server's published RSA-OAEP (SHA-256) key. WebCrypto only, so the same
 * code runs in browsers and in Node; no zod and no Buffer, so the web can import it.
 */

export const SEALED_ALGORITHM = 'RSA-OAEP-256+A256GCM';

/** A sealed request body; every field but keyId is base64. */
export type SealedBody = { sealed: { keyId: string; key: string; iv: string; data: string } };

/**
 * What is encrypted: the body with a random nonce and the time it was sealed, inside the
 * ciphertext so nobody can change them. The server refuses a nonce it has seen and a stale time,
 * so a captured body cannot be sent again.
 */
export interface OpenedPayload {
  /** 16 random bytes, base64. */
  nonce: string;
  /** Milliseconds since the epoch, by the sealer's clock. */
  sealedAt: number;
  body: unknown;
}

/** What the server publishes at API_PATHS.publicKey (PublicKeySchema). */
export interface PublishedSealingKey {
  keyId: string;
  algorithm: typeof SEALED_ALGORITHM;
  /** SPKI, base64. */
  publicKey: string;
}

/** WebCrypto's key type, named through the global `crypto` so it resolves with DOM and with Node types. */
export type SealingKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

const RSA_OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;
const CONTENT_KEY_BYTES = 32;
const IV_BYTES = 12;
const NONCE_BYTES = 16;
// Bounds checked before any decoding or RSA work: an RSA-4096 key wraps to 684 characters, and
// the payloads sealed (login, register, passwords) are a few hundred bytes.
const MAX_KEY_ID_CHARS = 64;
const MAX_WRAPPED_KEY_CHARS = 1024;
const MAX_DATA_CHARS = 64 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
// String.fromCharCode takes its bytes as arguments; chunks keep them under engines' argument limits.
const BASE64_CHUNK = 0x8000;
const utf8 = new TextEncoder();
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

export function bytesToBase64(bytes: Uint8Array | ArrayBuffer): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let start = 0; start < view.length; start += BASE64_CHUNK) {
    binary += String.fromCharCode(...view.subarray(start, start + BASE64_CHUNK));
  }
  return btoa(binary);
}

/** Strict: padding required, no whitespace or URL alphabet, so one value has one spelling. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  if (!BASE64.test(text)) throw new Error('Not canonical base64');
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function isSealedBody(x: unknown): x is SealedBody {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return false;
  const sealed = (x as { sealed?: unknown }).sealed;
  if (Object.keys(x).length !== 1 || typeof sealed !== 'object' || sealed === null) return false;
  const fields = sealed as Record<string, unknown>;
  return (
    Object.keys(fields).length === 4 &&
    typeof fields.keyId === 'string' &&
    typeof fields.key === 'string' &&
    typeof fields.iv === 'string' &&
    typeof fields.data === 'string'
  );
}

export function importSealingKey(spkiBase64: string): Promise<SealingKey> {
  return crypto.subtle.importKey('spki', base64ToBytes(spkiBase64), RSA_OAEP, false, ['encrypt']);
}

/** The server's side of importSealingKey, from the private key's PKCS#8 DER bytes. */
export function importOpeningKey(pkcs8: Uint8Array<ArrayBuffer>): Promise<SealingKey> {
  return crypto.subtle.importKey('pkcs8', pkcs8, RSA_OAEP, false, ['decrypt']);
}

/** Seals `payload` with a fresh nonce; `sealedAt` is now unless the caller knows the server's clock better. */
export async function sealPayload(
  publicKey: SealingKey,
  keyId: string,
  payload: unknown,
  options: { sealedAt?: number } = {},
): Promise<SealedBody> {
  if (JSON.stringify(payload) === undefined) throw new TypeError('Only JSON values can be sealed');
  const opened: OpenedPayload = {
    nonce: bytesToBase64(crypto.getRandomValues(new Uint8Array(NONCE_BYTES))),
    sealedAt: Math.round(options.sealedAt ?? Date.now()),
    body: payload,
  };
  const json = JSON.stringify(opened);
  const rawKey = crypto.getRandomValues(new Uint8Array(CONTENT_KEY_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const contentKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  // keyId is authenticated data: a body sealed for one key does not open under another's id.
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: utf8.encode(keyId) },
    contentKey,
    utf8.encode(json),
  );
  const wrappedKey = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return {
    sealed: { keyId, key: bytesToBase64(wrappedKey), iv: bytesToBase64(iv), data: bytesToBase64(data) },
  };
}

/** Same rule as the server's JSON parser: keys that could reach a prototype are refused. */
function refusePrototypeKeys(key: string, value: unknown): unknown {
  const reachesPrototype =
    key === '__proto__' ||
    (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value);
  if (reachesPrototype) throw new Error('Forbidden key in sealed payload');
  return value;
}

/** The nonce, time and body of an opened payload, or an error when its plaintext is not that shape. */
function checkOpened(value: unknown): OpenedPayload {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error('Not a sealed payload');
  const { nonce, sealedAt, body } = value as Record<string, unknown>;
  if (Object.keys(value).length !== 3 || body === undefined) throw new Error('Not a sealed payload');
  if (typeof nonce !== 'string' || base64ToBytes(nonce).length !== NONCE_BYTES) throw new Error('Bad nonce');
  if (typeof sealedAt !== 'number' || !Number.isSafeInteger(sealedAt) || sealedAt < 0)
    throw new Error('Bad time');
  return { nonce, sealedAt, body };
}

/**
 * Opens a sealed body and parses its JSON into its nonce, time and body; throws, with no detail
 * worth showing, on any failure. Whether the nonce is new and the time recent is the opener's call.
 */
export async function openSealedPayload(privateKey: SealingKey, body: SealedBody): Promise<OpenedPayload> {
  if (!isSealedBody(body)) throw new Error('Not a sealed body');
  const { keyId, key, iv, data } = body.sealed;
  if (keyId.length > MAX_KEY_ID_CHARS || key.length > MAX_WRAPPED_KEY_CHARS || data.length > MAX_DATA_CHARS) {
    throw new Error('Sealed field too long');
  }
  const ivBytes = base64ToBytes(iv);
  if (ivBytes.length !== IV_BYTES) throw new Error('Wrong IV length');
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64ToBytes(key));
  if (rawKey.byteLength !== CONTENT_KEY_BYTES) throw new Error('Wrong content key length');
  const contentKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const plaintext = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: ivBytes, additionalData: utf8.encode(keyId) },
    contentKey,
    base64ToBytes(data),
  );
  return checkOpened(JSON.parse(strictUtf8.decode(plaintext), refusePrototypeKeys));
}
