import { beforeAll, describe, expect, it } from 'vitest';
import {
  base64ToBytes,
  bytesToBase64,
  importSealingKey,
  isSealedBody,
  openSealedPayload,
  type SealedBody,
  type SealingKey,
  sealPayload,
} from './sealed-payload.ts';

async function generateKeyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = bytesToBase64(await crypto.subtle.exportKey('spki', pair.publicKey));
  return { spki, privateKey: pair.privateKey };
}

/** The same base64 field with one bit of its decoded bytes flipped. */
function flipBit(field: string, index = 0): string {
  const bytes = base64ToBytes(field);
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytesToBase64(bytes);
}

function withSealed(body: SealedBody, change: Partial<SealedBody['sealed']>): SealedBody {
  return { sealed: { ...body.sealed, ...change } };
}

const login = { username: 'player01', password: 'Secret#2024 ñ 密码', type: 'username' };

/** Seals any plaintext the way sealPayload does, so the opener's own checks of the plaintext can be tried. */
async function sealRaw(publicKey: SealingKey, keyId: string, plaintext: unknown): Promise<SealedBody> {
  const rawKey = crypto.getRandomValues(new Uint8Array(32));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const contentKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(keyId) },
    contentKey,
    new TextEncoder().encode(JSON.stringify(plaintext)),
  );
  const key = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey);
  return { sealed: { keyId, key: bytesToBase64(key), iv: bytesToBase64(iv), data: bytesToBase64(data) } };
}

describe('sealed payloads', () => {
  let privateKey: SealingKey;
  let publicKey: SealingKey;
  let sealed: SealedBody;

  beforeAll(async () => {
    const pair = await generateKeyPair();
    privateKey = pair.privateKey;
    publicKey = await importSealingKey(pair.spki);
    sealed = await sealPayload(publicKey, 'key-1', login);
  });

  it('opens to the sealed JSON, and the password is not readable in the body', async () => {
    expect(isSealedBody(sealed)).toBe(true);
    expect(sealed.sealed.keyId).toBe('key-1');
    expect(JSON.stringify(sealed)).not.toContain('Secret');
    expect((await openSealedPayload(privateKey, sealed)).body).toEqual(login);
  });

  it('seals a fresh random nonce and the sealing time with every body', async () => {
    const before = Date.now();
    const first = await openSealedPayload(privateKey, await sealPayload(publicKey, 'key-1', login));
    const second = await openSealedPayload(privateKey, await sealPayload(publicKey, 'key-1', login));
    expect(base64ToBytes(first.nonce)).toHaveLength(16);
    expect(second.nonce).not.toBe(first.nonce);
    expect(first.sealedAt).toBeGreaterThanOrEqual(before);
    expect(first.sealedAt).toBeLessThanOrEqual(Date.now());

    const dated = await sealPayload(publicKey, 'key-1', login, { sealedAt: 1_700_000_000_000 });
    expect(await openSealedPayload(privateKey, dated)).toMatchObject({
      sealedAt: 1_700_000_000_000,
      body: login,
    });
  });

  it.each([
    ['a bare body without nonce and time', login],
    ['a nonce of the wrong length', { nonce: bytesToBase64(new Uint8Array(8)), sealedAt: 1, body: login }],
    [
      'a time that is not a whole number',
      { nonce: bytesToBase64(new Uint8Array(16)), sealedAt: '1', body: login },
    ],
    ['no body', { nonce: bytesToBase64(new Uint8Array(16)), sealedAt: 1 }],
    ['an extra field', { nonce: bytesToBase64(new Uint8Array(16)), sealedAt: 1, body: login, more: 1 }],
  ])('refuses a plaintext with %s', async (_case, plaintext) => {
    await expect(
      openSealedPayload(privateKey, await sealRaw(publicKey, 'key-1', plaintext)),
    ).rejects.toThrow();
  });

  it('uses a fresh key and IV for every body', async () => {
    const again = await sealPayload(publicKey, 'key-1', login);
    expect(again.sealed.key).not.toBe(sealed.sealed.key);
    expect(again.sealed.iv).not.toBe(sealed.sealed.iv);
    expect(again.sealed.data).not.toBe(sealed.sealed.data);
  });

  it.each([
    ['data', (b: SealedBody) => withSealed(b, { data: flipBit(b.sealed.data, 3) })],
    [
      'authentication tag',
      (b: SealedBody) =>
        withSealed(b, { data: flipBit(b.sealed.data, base64ToBytes(b.sealed.data).length - 1) }),
    ],
    ['iv', (b: SealedBody) => withSealed(b, { iv: flipBit(b.sealed.iv) })],
    ['wrapped key', (b: SealedBody) => withSealed(b, { key: flipBit(b.sealed.key, 100) })],
    ['key id', (b: SealedBody) => withSealed(b, { keyId: 'key-2' })],
  ])('refuses a body whose %s was changed', async (_part, tamper) => {
    await expect(openSealedPayload(privateKey, tamper(sealed))).rejects.toThrow();
  });

  it('refuses a body sealed for another key pair', async () => {
    const other = await generateKeyPair();
    const foreign = await sealPayload(await importSealingKey(other.spki), 'key-1', login);
    await expect(openSealedPayload(privateKey, foreign)).rejects.toThrow();
  });

  it.each([
    ['a short iv', { iv: bytesToBase64(new Uint8Array(8)) }],
    ['a key that is not base64', { key: '***' }],
    ['data that is not base64', { data: 'not base64!' }],
    ['an oversized wrapped key', { key: 'A'.repeat(2048) }],
    ['oversized data', { data: 'A'.repeat(128 * 1024) }],
    ['an oversized key id', { keyId: 'k'.repeat(65) }],
  ])('refuses %s', async (_case, change) => {
    await expect(openSealedPayload(privateKey, withSealed(sealed, change))).rejects.toThrow();
  });

  it('refuses a payload whose keys could reach a prototype', async () => {
    const poisoned = JSON.parse('{"__proto__": {"admin": true}}');
    const body = await sealPayload(publicKey, 'key-1', poisoned);
    await expect(openSealedPayload(privateKey, body)).rejects.toThrow();
    const nested = await sealPayload(publicKey, 'key-1', { a: { constructor: { prototype: { x: 1 } } } });
    await expect(openSealedPayload(privateKey, nested)).rejects.toThrow();
  });

  it('refuses to seal what is not JSON', async () => {
    await expect(sealPayload(publicKey, 'key-1', undefined)).rejects.toThrow(TypeError);
  });

  it('refuses a public key that is not an SPKI RSA key', async () => {
    await expect(importSealingKey(bytesToBase64(new Uint8Array([1, 2, 3])))).rejects.toThrow();
  });
});

describe('isSealedBody', () => {
  const fields = { keyId: 'k', key: 'a', iv: 'b', data: 'c' };

  it('recognises only the exact sealed shape', () => {
    expect(isSealedBody({ sealed: fields })).toBe(true);
    expect(isSealedBody({ sealed: fields, username: 'x' })).toBe(false);
    expect(isSealedBody({ sealed: { ...fields, extra: 'x' } })).toBe(false);
    expect(isSealedBody({ sealed: { ...fields, iv: 12 } })).toBe(false);
    expect(isSealedBody({ sealed: { keyId: 'k', key: 'a', iv: 'b' } })).toBe(false);
    expect(isSealedBody({ sealed: null })).toBe(false);
    expect(isSealedBody({ username: 'x', password: 'y' })).toBe(false);
    expect(isSealedBody([{ sealed: fields }])).toBe(false);
    expect(isSealedBody(null)).toBe(false);
    expect(isSealedBody('sealed')).toBe(false);
  });
});

describe('base64 helpers', () => {
  it('encode the RFC 4648 vectors', () => {
    const vectors = {
      '': '',
      f: 'Zg==',
      fo: 'Zm8=',
      foo: 'Zm9v',
      foob: 'Zm9vYg==',
      fooba: 'Zm9vYmE=',
      foobar: 'Zm9vYmFy',
    };
    for (const [plain, encoded] of Object.entries(vectors)) {
      expect(bytesToBase64(new TextEncoder().encode(plain))).toBe(encoded);
      expect(new TextDecoder().decode(base64ToBytes(encoded))).toBe(plain);
    }
  });

  it('round-trip every byte value and inputs longer than one chunk', () => {
    const everyByte = Uint8Array.from({ length: 256 }, (_, i) => i);
    const long = Uint8Array.from({ length: 100_001 }, (_, i) => (i * 7919) % 256);
    for (const bytes of [everyByte, long]) expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
    expect(bytesToBase64(everyByte.buffer)).toBe(bytesToBase64(everyByte));
  });

  it('reject anything but canonical padded base64', () => {
    for (const text of ['abc', 'ab c', 'ab-_', 'YQ', 'YQ=', '====', 'YQ==\n']) {
      expect(() => base64ToBytes(text)).toThrow();
    }
  });
});
