import { createHash, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PATHS } from '@platform/contract/paths';
import {
  base64ToBytes,
  bytesToBase64,
  importSealingKey,
  type SealedBody,
  sealPayload,
} from '@platform/contract/sealed-payload';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MemoryRateLimiter } from '../modules/verification/rate-limiter.ts';
import { ok } from './envelope.ts';
import { registerErrorHandling } from './error-handler.ts';
import { registerBodyParsers } from './json-body.ts';
import {
  loadPayloadKeys,
  PAYLOAD_KEY_FILE,
  type PayloadKeys,
  registerPublicKeyRoute,
  registerSealedBodies,
  SEALED_BODY_MAX_SKEW_MS,
} from './sealed-body.ts';

const LoginSchema = z.strictObject({ username: z.string().min(3), password: z.string().min(6) });
const login = { username: 'player01', password: 'Secret#2024' };

let clock = new Date('2026-03-01T10:00:00Z');

function buildSealedApp(keys: PayloadKeys, required: boolean) {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerBodyParsers(app);
  const now = () => clock;
  registerSealedBodies(app, {
    keys,
    required,
    limiter: new MemoryRateLimiter({ now: () => now().getTime() }),
    now,
  });
  registerPublicKeyRoute(app, keys);
  app.post('/sealed', { config: { sealed: true }, schema: { body: LoginSchema } }, async (request) =>
    ok(request.body),
  );
  app.post('/plain', { schema: { body: LoginSchema } }, async (request) => ok(request.body));
  return app;
}

function flipBit(field: string, index = 0): string {
  const bytes = base64ToBytes(field);
  bytes[index] = (bytes[index] ?? 0) ^ 1;
  return bytesToBase64(bytes);
}

const scratchDirs: string[] = [];
function scratchDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'sealed-body-'));
  scratchDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

describe('sealed request bodies', () => {
  let keys: PayloadKeys;
  let sealed: SealedBody;
  let optionalApp: ReturnType<typeof buildSealedApp>;
  let requiredApp: ReturnType<typeof buildSealedApp>;

  beforeAll(async () => {
    keys = await loadPayloadKeys({ DATA_DIR: scratchDir() });
    sealed = await sealNow(login);
    optionalApp = buildSealedApp(keys, false);
    requiredApp = buildSealedApp(keys, true);
  });
  afterAll(async () => {
    await optionalApp.close();
    await requiredApp.close();
  });

  const post = (app: ReturnType<typeof buildSealedApp>, url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object });
  const sealNow = async (payload: unknown, offsetMs = 0) =>
    sealPayload(await importSealingKey(keys.publicKeySpki), keys.keyId, payload, {
      sealedAt: clock.getTime() + offsetMs,
    });

  it('refuses a body sent a second time, and a copy replayed after the first was refused', async () => {
    const once = await sealNow(login);
    expect((await post(optionalApp, '/sealed', once)).statusCode).toBe(200);
    for (const _ of [1, 2]) {
      const again = await post(optionalApp, '/sealed', once);
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, code: 'SEALED_BODY_REPLAYED' });
    }
  });

  it("accepts a body within the clock skew either way, and refuses one beyond it with the server's time", async () => {
    for (const offset of [-SEALED_BODY_MAX_SKEW_MS + 1000, SEALED_BODY_MAX_SKEW_MS - 1000]) {
      expect((await post(optionalApp, '/sealed', await sealNow(login, offset))).statusCode).toBe(200);
    }
    for (const offset of [-SEALED_BODY_MAX_SKEW_MS - 1000, SEALED_BODY_MAX_SKEW_MS + 1000]) {
      const refused = await post(optionalApp, '/sealed', await sealNow(login, offset));
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'SEALED_BODY_STALE',
        value: { serverTime: clock.getTime() },
      });
    }
  });

  it('still refuses a replay once the body has aged past the skew, so no nonce is forgotten too early', async () => {
    const early = await sealNow(login, SEALED_BODY_MAX_SKEW_MS - 1000);
    expect((await post(optionalApp, '/sealed', early)).statusCode).toBe(200);
    const start = clock;
    try {
      clock = new Date(start.getTime() + 2 * SEALED_BODY_MAX_SKEW_MS - 2000);
      expect((await post(optionalApp, '/sealed', early)).json()).toMatchObject({
        code: 'SEALED_BODY_REPLAYED',
      });
    } finally {
      clock = start;
    }
  });

  it('opens a sealed body before the handler sees it, whether or not encryption is required', async () => {
    for (const app of [optionalApp, requiredApp]) {
      const response = await post(app, '/sealed', sealed);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, value: login });
    }
  });

  it('validates the opened payload against the route schema', async () => {
    const short = await sealNow({ ...login, password: '123' });
    const response = await post(optionalApp, '/sealed', short);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: [{ field: 'body.password' }] });
  });

  it('accepts plaintext when encryption is optional and refuses it when required', async () => {
    const accepted = await post(optionalApp, '/sealed', login);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, value: login });

    const refused = await post(requiredApp, '/sealed', login);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false, code: 'ENCRYPTION_REQUIRED' });

    const empty = await requiredApp.inject({ method: 'POST', url: '/sealed' });
    expect(empty.json()).toMatchObject({ code: 'ENCRYPTION_REQUIRED' });
  });

  it('leaves routes that are not sealed alone', async () => {
    const plain = await post(requiredApp, '/plain', login);
    expect(plain.statusCode).toBe(200);
    const sealedThere = await post(requiredApp, '/plain', sealed);
    expect(sealedThere.statusCode).toBe(400);
    expect(sealedThere.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  const tampered: [string, (body: SealedBody) => unknown][] = [
    ['changed data', (b) => ({ sealed: { ...b.sealed, data: flipBit(b.sealed.data, 2) } })],
    ['a changed iv', (b) => ({ sealed: { ...b.sealed, iv: flipBit(b.sealed.iv) } })],
    ['a changed wrapped key', (b) => ({ sealed: { ...b.sealed, key: flipBit(b.sealed.key, 40) } })],
    ['another key id', (b) => ({ sealed: { ...b.sealed, keyId: '0123456789abcdef' } })],
    ['data that is not base64', (b) => ({ sealed: { ...b.sealed, data: '%%%' } })],
    ['an oversized wrapped key', (b) => ({ sealed: { ...b.sealed, key: 'A'.repeat(100_000) } })],
    ['oversized data', (b) => ({ sealed: { ...b.sealed, data: 'A'.repeat(200_000) } })],
    ['numbers for fields', (b) => ({ sealed: { ...b.sealed, iv: 12 } })],
    ['a missing field', (b) => ({ sealed: { keyId: b.sealed.keyId, key: b.sealed.key, iv: b.sealed.iv } })],
    ['a string for sealed', () => ({ sealed: 'garbage' })],
    ['null for sealed', () => ({ sealed: null })],
    ['plaintext beside it', (b) => ({ ...b, ...login })],
  ];
  it.each(tampered)('answers 400 DECRYPTION_FAILED for %s', async (_case, tamper) => {
    for (const app of [optionalApp, requiredApp]) {
      const response = await post(app, '/sealed', tamper(sealed));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'DECRYPTION_FAILED' });
    }
  });

  it('publishes the key, cacheably, and what is sealed with it opens', async () => {
    const response = await optionalApp.inject({ method: 'GET', url: API_PATHS.publicKey });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const { value } = response.json();
    expect(value).toEqual({
      keyId: keys.keyId,
      algorithm: 'RSA-OAEP-256+A256GCM',
      publicKey: keys.publicKeySpki,
    });

    const body = await sealPayload(await importSealingKey(value.publicKey), value.keyId, login, {
      sealedAt: clock.getTime(),
    });
    const opened = await post(requiredApp, '/sealed', body);
    expect(opened.json()).toEqual({ success: true, value: login });
  });

  it('answers the key again when a client names its stale key id, and refuses other query fields', async () => {
    const fresh = await optionalApp.inject({
      method: 'GET',
      url: `${API_PATHS.publicKey}?stale=0123456789abcdef`,
    });
    expect(fresh.json().value.keyId).toBe(keys.keyId);
    const unknown = await optionalApp.inject({ method: 'GET', url: `${API_PATHS.publicKey}?x=1` });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('payload keys', () => {
  it('creates the key file once, private to its owner, and reuses it across restarts', async () => {
    const dataDir = path.join(scratchDir(), 'nested');
    const first = await loadPayloadKeys({ DATA_DIR: dataDir });
    const file = path.join(dataDir, PAYLOAD_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const pem = readFileSync(file, 'utf8');
    expect(pem).toContain('BEGIN PRIVATE KEY');

    const second = await loadPayloadKeys({ DATA_DIR: dataDir });
    expect(second.keyId).toBe(first.keyId);
    expect(second.publicKeySpki).toBe(first.publicKeySpki);
    expect(readFileSync(file, 'utf8')).toBe(pem);
    expect(first.keyId).toMatch(/^[0-9a-f]{16}$/);
  });

  it('uses a configured PEM, even written on one line, and writes no key file', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'der' },
    });
    const expectedKeyId = createHash('sha256').update(publicKey).digest('hex').slice(0, 16);
    const dataDir = scratchDir();
    for (const configured of [privateKey, privateKey.replaceAll('\n', '\\n')]) {
      const keys = await loadPayloadKeys({ DATA_DIR: dataDir, PAYLOAD_PRIVATE_KEY: configured });
      expect(keys.keyId).toBe(expectedKeyId);
      expect(keys.publicKeySpki).toBe(publicKey.toString('base64'));
    }
    expect(() => statSync(path.join(dataDir, PAYLOAD_KEY_FILE))).toThrow();
  });

  it('refuses a configured key that is not a usable RSA key, without echoing it', async () => {
    const ec = generateKeyPairSync('ec', {
      namedCurve: 'P-256',
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    const small = generateKeyPairSync('rsa', {
      modulusLength: 1024,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    }).privateKey;
    for (const configured of [ec, small, 'not a key']) {
      const failure = await loadPayloadKeys({
        DATA_DIR: scratchDir(),
        PAYLOAD_PRIVATE_KEY: configured,
      }).catch((error: Error) => error);
      expect(failure).toBeInstanceOf(Error);
      expect((failure as Error).message).toContain('PAYLOAD_PRIVATE_KEY');
      expect((failure as Error).message).not.toContain(configured);
    }
  });
});
