import { createHash, createPrivateKey, createPublicKey, generateKeyPair } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { PublicKeySchema } from '@platform/contract/accounts';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { API_PATHS } from '@platform/contract/paths';
import {
  importOpeningKey,
  isSealedBody,
  type OpenedPayload,
  openSealedPayload,
  type PublishedSealingKey,
  SEALED_ALGORITHM,
  type SealingKey,
} from '@platform/contract/sealed-payload';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { z } from 'zod';
import type { ZodApp } from '../app-context.ts';
import type { Config } from '../config.ts';
import { readOrCreateKeyFile } from '../crypto/key-file.ts';
import type { RateLimiter } from '../modules/verification/rate-limiter.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body may (or, when encryption is required, must) arrive sealed (spec §7 "encrypted"). */
    sealed?: boolean;
  }
}

export interface PayloadKeys {
  keyId: string;
  /** SPKI DER, base64: what clients seal with. */
  publicKeySpki: string;
  privateKey: SealingKey;
}

export const PAYLOAD_KEY_FILE = 'payload-key.pem';
const generateRsaKeyPair = promisify(generateKeyPair);

const generateRsaPrivateKeyPem = async (): Promise<string> => {
  const { privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return privateKey;
};

/**
 * The key pair that opens sealed bodies: the configured PEM, or (outside production, which config
 * refuses without one) a key kept in DATA_DIR so restarts do not invalidate what clients cached.
 */
export async function loadPayloadKeys(
  config: Pick<Config, 'PAYLOAD_PRIVATE_KEY' | 'DATA_DIR'>,
): Promise<PayloadKeys> {
  const configured = config.PAYLOAD_PRIVATE_KEY;
  const source = configured ? 'PAYLOAD_PRIVATE_KEY' : path.join(config.DATA_DIR, PAYLOAD_KEY_FILE);
  // Environment files often carry a PEM on one line with literal \n; a PEM never holds a backslash.
  const pem = configured
    ? configured.replaceAll('\\n', '\n')
    : await readOrCreateKeyFile(source, generateRsaPrivateKeyPem);
  let keyObject: ReturnType<typeof createPrivateKey>;
  try {
    keyObject = createPrivateKey(pem);
  } catch (error) {
    throw new Error(`${source} is not a readable PEM private key`, { cause: error });
  }
  if (keyObject.asymmetricKeyType !== 'rsa' || (keyObject.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) {
    throw new Error(`${source} must be an RSA key of at least 2048 bits`);
  }
  const spki = createPublicKey(keyObject).export({ type: 'spki', format: 'der' });
  const pkcs8 = keyObject.export({ type: 'pkcs8', format: 'der' });
  return {
    keyId: createHash('sha256').update(spki).digest('hex').slice(0, 16),
    publicKeySpki: spki.toString('base64'),
    privateKey: await importOpeningKey(new Uint8Array(pkcs8)),
  };
}

function hasSealedField(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'sealed');
}

/** One answer for every way a body fails to open, so a prober learns nothing from it. */
const decryptionFailed = () => new AppError('DECRYPTION_FAILED', 'The encrypted request could not be opened');

/**
 * How far a body's sealing time may be from the server's clock, either way. Longer than a slow
 * network and a slightly wrong device clock; a client further off learns the server's time from
 * the refusal and seals again.
 */
export const SEALED_BODY_MAX_SKEW_MS = 5 * 60_000;
// A body is accepted while its time is within the skew of the clock, at most twice the skew from
// its first use: its nonce is remembered that long, so it is never accepted twice.
const NONCE_MEMORY_MS = 2 * SEALED_BODY_MAX_SKEW_MS;

export interface SealedBodyOptions {
  keys: PayloadKeys;
  required: boolean;
  /** Remembers used nonces, shared by every node (Redis) when there are several. */
  limiter: RateLimiter;
  now: () => Date;
}

async function openRequestBody(request: FastifyRequest, options: SealedBodyOptions): Promise<void> {
  const { keys, required } = options;
  const body = request.body;
  if (!hasSealedField(body)) {
    if (required) throw new AppError('ENCRYPTION_REQUIRED', 'This request must be sent encrypted');
    return;
  }
  // A stale keyId gets the same answer as a broken body: it tells the client to re-fetch the key.
  if (!isSealedBody(body) || body.sealed.keyId !== keys.keyId) throw decryptionFailed();
  let opened: OpenedPayload;
  try {
    opened = await openSealedPayload(keys.privateKey, body);
  } catch (error) {
    request.log.debug({ reason: (error as Error).message }, 'sealed body refused');
    throw decryptionFailed();
  }
  const now = options.now().getTime();
  if (Math.abs(now - opened.sealedAt) > SEALED_BODY_MAX_SKEW_MS) {
    throw new AppError('SEALED_BODY_STALE', 'The encrypted request is too old', undefined, undefined, {
      serverTime: now,
    });
  }
  // Counted only once the body opened: nobody can spend a nonce they cannot seal.
  const first = await options.limiter.hit(`sealed-nonce:${opened.nonce}`, 1, NONCE_MEMORY_MS);
  if (!first.allowed) throw new AppError('SEALED_BODY_REPLAYED', 'This encrypted request was already sent');
  request.body = opened.body;
}

/**
 * Opens sealed bodies on routes configured `{ sealed: true }` before their schema validates the
 * result, refusing a body seen before or sealed too long ago. Sealed bodies elsewhere are left as
 * they are and fail validation.
 */
export function registerSealedBodies(app: FastifyInstance, options: SealedBodyOptions): void {
  const openBody: preValidationHookHandler = (request, _reply, done) => {
    openRequestBody(request, options).then(() => done(), done);
  };
  // On the sealed routes only, first among their own: the others pay nothing per request.
  app.addHook('onRoute', (route) => {
    if (!route.config?.sealed) return;
    const own = route.preValidation ?? [];
    route.preValidation = [openBody, ...(Array.isArray(own) ? own : [own])];
  });
}

/** Answers the key clients seal with; cacheable, and a stale id in the query gets past caches after a rotation. */
export function registerPublicKeyRoute(app: ZodApp, keys: PayloadKeys): void {
  const published: PublishedSealingKey = {
    keyId: keys.keyId,
    algorithm: SEALED_ALGORITHM,
    publicKey: keys.publicKeySpki,
  };
  app.get(
    API_PATHS.publicKey,
    {
      schema: {
        tags: ['system'],
        summary: 'Public key that login, register and password payloads are sealed with (spec §7)',
        querystring: z.strictObject({
          stale: z
            .string()
            .regex(/^[0-9a-f]{1,64}$/)
            .optional(),
        }),
        response: { 200: successEnvelopeSchema(PublicKeySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return ok(published);
    },
  );
}
