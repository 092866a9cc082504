import {
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type KeyObject,
} from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FIREBASE_CHANNELS } from '@platform/contract/accounts';
import { type JSONWebKeySet, SignJWT } from 'jose';
import type { Config } from '../../config.ts';

/**
 * A stand-in identity provider for development, the demo and the end-to-end tests: it signs ID
 * tokens shaped like Google's, Facebook's and Firebase's, which the verifier checks with exactly the
 * code it uses for the real providers. Never offered in production (config refuses it).
 */

export type FirebaseChannel = (typeof FIREBASE_CHANNELS)[number];

export const SANDBOX_ISSUER = 'sandbox-identity';
export const SANDBOX_KEY_FILE = 'sandbox-identity-key.pem';
const TOKEN_LIFETIME_SECONDS = 3600;

export function sandboxAudience(channel: FirebaseChannel): string {
  return `sandbox-${channel.toLowerCase()}`;
}

export interface SandboxTokenInput {
  channel: FirebaseChannel;
  subject: string;
  email?: string;
  phoneNumber?: string;
  name?: string;
  /** When it is issued (default now): a test whose app clock was moved issues at that clock. */
  at?: Date;
}

export interface SandboxIdentity {
  /** The public keys, as a provider publishes them. */
  jwks: JSONWebKeySet;
  issueToken(input: SandboxTokenInput): Promise<string>;
}

/** The key survives restarts so tokens handed out before one still verify after it. */
function loadOrCreateKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, SANDBOX_KEY_FILE);
  try {
    return createPrivateKey(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, pem, { flag: 'wx', mode: 0o600 });
    return privateKey;
  } catch (error) {
    // Another process started at the same moment and wrote first: use its key.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return createPrivateKey(readFileSync(file, 'utf8'));
  }
}

/** The claims each real provider puts in its token, so the verifier's per-channel rules apply unchanged. */
/** The token's `iat`, seconds. */
const issuedAt = (input: SandboxTokenInput) => Math.floor((input.at?.getTime() ?? Date.now()) / 1000);

function channelClaims(input: SandboxTokenInput): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  if (input.email) claims.email = input.email;
  if (input.name) claims.name = input.name;
  if (input.channel === 'GOOGLE' && input.email) claims.email_verified = true;
  if (input.channel === 'PHONE') {
    if (input.phoneNumber) claims.phone_number = input.phoneNumber;
    claims.firebase = {
      sign_in_provider: 'phone',
      identities: { phone: input.phoneNumber ? [input.phoneNumber] : [] },
    };
  }
  return claims;
}

function createSandboxIdentity(privateKey: KeyObject): SandboxIdentity {
  const publicKey = createPublicKey(privateKey);
  const kid = createHash('sha256')
    .update(publicKey.export({ format: 'der', type: 'spki' }))
    .digest('base64url')
    .slice(0, 16);
  const jwks: JSONWebKeySet = {
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }],
  };
  return {
    jwks,
    issueToken: (input) =>
      new SignJWT(channelClaims(input))
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuer(SANDBOX_ISSUER)
        .setAudience(sandboxAudience(input.channel))
        .setSubject(input.subject)
        .setIssuedAt(issuedAt(input))
        .setExpirationTime(issuedAt(input) + TOKEN_LIFETIME_SECONDS)
        .sign(privateKey),
  };
}

const sandboxes = new Map<string, SandboxIdentity>();

/** One sandbox per data directory, shared by the verifier, the routes and the tests of one app. */
export function openSandboxIdentity(dataDir: string): SandboxIdentity {
  const key = path.resolve(dataDir);
  let sandbox = sandboxes.get(key);
  if (!sandbox) {
    sandbox = createSandboxIdentity(loadOrCreateKey(key));
    sandboxes.set(key, sandbox);
  }
  return sandbox;
}

/** Signs a sandbox ID token that the app configured with `config` accepts (tests sign in with it). */
export function issueSandboxToken(
  config: Pick<Config, 'DATA_DIR'>,
  input: SandboxTokenInput,
): Promise<string> {
  return openSandboxIdentity(config.DATA_DIR).issueToken(input);
}
