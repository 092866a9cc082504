import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createIdentityVerifier } from './identity.service.ts';
import { openSandboxIdentity, SANDBOX_KEY_FILE } from './sandbox-identity.ts';

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>;

let server: Server;
let base: string;
let scratch: string;
let providerKey: KeyPair;
let strangerKey: KeyPair;
const jwksFetches: string[] = [];

const GOOGLE = { issuer: 'https://accounts.google.com', audience: 'google-client-id', kid: 'google-1' };
const FACEBOOK = { issuer: 'https://www.facebook.com', audience: 'facebook-app-id', kid: 'facebook-1' };
const FIREBASE = {
  issuer: 'https://securetoken.google.com/demo-project',
  audience: 'demo-project',
  kid: 'firebase-1',
};

interface SignOptions {
  issuer: string;
  audience: string;
  kid: string;
  key?: KeyPair['privateKey'];
  subject?: string | null;
  /** Seconds since the epoch; null leaves the expiry out. */
  expiresAt?: number | null;
}

async function signToken(claims: JWTPayload, options: SignOptions): Promise<string> {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: options.kid })
    .setIssuer(options.issuer)
    .setAudience(options.audience)
    .setIssuedAt();
  if (options.expiresAt !== null) jwt.setExpirationTime(options.expiresAt ?? '1h');
  if (options.subject !== null) jwt.setSubject(options.subject ?? 'provider-user-1');
  return jwt.sign(options.key ?? providerKey.privateKey);
}

function configWith(env: Record<string, string>) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: scratch, SANDBOX_IDENTITY: 'false', ...env });
}

function allProvidersConfig() {
  return configWith({
    GOOGLE_CLIENT_ID: GOOGLE.audience,
    GOOGLE_JWKS_URL: `${base}/google/certs`,
    FACEBOOK_APP_ID: FACEBOOK.audience,
    FACEBOOK_JWKS_URL: `${base}/facebook/jwks`,
    FIREBASE_PROJECT_ID: FIREBASE.audience,
    FIREBASE_JWKS_URL: `${base}/firebase/jwk`,
  });
}

beforeAll(async () => {
  scratch = mkdtempSync(path.join(tmpdir(), 'identity-test-'));
  providerKey = await generateKeyPair('RS256');
  strangerKey = await generateKeyPair('RS256');
  const publicJwk = await exportJWK(providerKey.publicKey);
  const kids: Record<string, string> = {
    '/google/certs': GOOGLE.kid,
    '/facebook/jwks': FACEBOOK.kid,
    '/firebase/jwk': FIREBASE.kid,
  };
  // Each provider publishes its keys on its own URL, as the real ones do.
  server = createServer((request, response) => {
    const kid = kids[request.url ?? ''];
    if (!kid) {
      response.writeHead(404).end();
      return;
    }
    jwksFetches.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(scratch, { recursive: true, force: true });
});

describe('real providers', () => {
  it('accepts a Google token and reports who signed in', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const token = await signToken(
      { email: 'ana@example.com', email_verified: true, name: 'Ana Lee' },
      { ...GOOGLE, subject: 'google-123' },
    );
    expect(await verifier.verify('GOOGLE', token)).toEqual({
      ok: true,
      identity: {
        provider: 'google',
        subject: 'google-123',
        email: 'ana@example.com',
        emailVerified: true,
        phoneNumber: null,
        name: 'Ana Lee',
      },
    });
  });

  it('accepts the schemeless Google issuer, and a token expired within the 30 s clock tolerance', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const schemeless = await signToken({}, { ...GOOGLE, issuer: 'accounts.google.com' });
    expect((await verifier.verify('GOOGLE', schemeless)).ok).toBe(true);
    const justExpired = await signToken({}, { ...GOOGLE, expiresAt: Math.floor(Date.now() / 1000) - 10 });
    expect((await verifier.verify('GOOGLE', justExpired)).ok).toBe(true);
  });

  it('rejects tokens that are not genuine, current and meant for this site', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const longAgo = Math.floor(Date.now() / 1000) - 120;
    const hmacSecret = new TextEncoder().encode('a-shared-secret-of-thirty-two-by');
    const forgeries: Record<string, string> = {
      wrongAudience: await signToken({}, { ...GOOGLE, audience: 'someone-elses-client' }),
      wrongIssuer: await signToken({}, { ...GOOGLE, issuer: 'https://evil.example' }),
      expired: await signToken({}, { ...GOOGLE, expiresAt: longAgo }),
      anotherKey: await signToken({}, { ...GOOGLE, key: strangerKey.privateKey }),
      noSubject: await signToken({}, { ...GOOGLE, subject: null }),
      noExpiry: await signToken({}, { ...GOOGLE, expiresAt: null }),
      algNone: new UnsecuredJWT({ sub: 'x' })
        .setIssuer(GOOGLE.issuer)
        .setAudience(GOOGLE.audience)
        .setExpirationTime('1h')
        .encode(),
      hs256: await new SignJWT({ sub: 'x' })
        .setProtectedHeader({ alg: 'HS256', kid: GOOGLE.kid })
        .setIssuer(GOOGLE.issuer)
        .setAudience(GOOGLE.audience)
        .setExpirationTime('1h')
        .sign(hmacSecret),
      garbage: 'x'.repeat(8 * 1024),
      garbageWithDots: `${'a'.repeat(2000)}.${'b'.repeat(2000)}.${'c'.repeat(2000)}`,
      overLong: `${await signToken({}, GOOGLE)}${'A'.repeat(8192)}`,
      empty: '',
    };
    for (const [name, token] of Object.entries(forgeries)) {
      expect({ name, result: await verifier.verify('GOOGLE', token) }).toEqual({
        name,
        result: { ok: false, code: 'IDENTITY_TOKEN_INVALID' },
      });
    }
  });

  it('does not let a token for one channel sign in through another', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const googleToken = await signToken({}, GOOGLE);
    expect(await verifier.verify('FACEBOOK', googleToken)).toEqual({
      ok: false,
      code: 'IDENTITY_TOKEN_INVALID',
    });
  });

  it('accepts a Facebook token, whose e-mail is not marked verified', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const token = await signToken({ email: 'bo@example.com', name: 'Bo' }, { ...FACEBOOK, subject: 'fb-9' });
    expect(await verifier.verify('FACEBOOK', token)).toEqual({
      ok: true,
      identity: {
        provider: 'facebook',
        subject: 'fb-9',
        email: 'bo@example.com',
        emailVerified: false,
        phoneNumber: null,
        name: 'Bo',
      },
    });
  });

  it('accepts a Firebase phone token only with a phone number from a phone sign-in', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const phone = { phone_number: '+60123456789', firebase: { sign_in_provider: 'phone' } };
    const good = await verifier.verify('PHONE', await signToken(phone, { ...FIREBASE, subject: 'uid-1' }));
    expect(good).toEqual({
      ok: true,
      identity: {
        provider: 'firebase',
        subject: 'uid-1',
        email: null,
        emailVerified: false,
        phoneNumber: '+60123456789',
        name: null,
      },
    });
    const withoutNumber = await signToken({ firebase: { sign_in_provider: 'phone' } }, FIREBASE);
    const notPhoneSignIn = await signToken(
      { ...phone, firebase: { sign_in_provider: 'google.com' } },
      FIREBASE,
    );
    const malformedNumber = await signToken({ ...phone, phone_number: '0123' }, FIREBASE);
    for (const token of [withoutNumber, notPhoneSignIn, malformedNumber]) {
      expect(await verifier.verify('PHONE', token)).toEqual({ ok: false, code: 'IDENTITY_TOKEN_INVALID' });
    }
  });

  it('fetches each provider key set once, not on every sign-in', async () => {
    const verifier = createIdentityVerifier(allProvidersConfig());
    const before = jwksFetches.filter((url) => url === '/facebook/jwks').length;
    for (let i = 0; i < 5; i += 1) {
      expect((await verifier.verify('FACEBOOK', await signToken({}, FACEBOOK))).ok).toBe(true);
    }
    expect(jwksFetches.filter((url) => url === '/facebook/jwks').length - before).toBe(1);
  });

  it('answers invalid, without throwing, when the key set cannot be fetched', async () => {
    const verifier = createIdentityVerifier(
      configWith({ GOOGLE_CLIENT_ID: GOOGLE.audience, GOOGLE_JWKS_URL: `${base}/nothing-here` }),
      { jwksTimeoutMs: 1000 },
    );
    expect(await verifier.verify('GOOGLE', await signToken({}, GOOGLE))).toEqual({
      ok: false,
      code: 'IDENTITY_TOKEN_INVALID',
    });
  });

  it('offers only the configured channels and refuses the others', async () => {
    expect(createIdentityVerifier(allProvidersConfig()).channels()).toEqual(['GOOGLE', 'FACEBOOK', 'PHONE']);
    const googleOnly = createIdentityVerifier(
      configWith({ GOOGLE_CLIENT_ID: GOOGLE.audience, GOOGLE_JWKS_URL: `${base}/google/certs` }),
    );
    expect(googleOnly.channels()).toEqual(['GOOGLE']);
    expect(await googleOnly.verify('PHONE', await signToken({}, FIREBASE))).toEqual({
      ok: false,
      code: 'FEATURE_DISABLED',
    });
    expect(createIdentityVerifier(configWith({})).channels()).toEqual([]);
  });
});

describe('sandbox provider', () => {
  const sandboxConfig = (env: Record<string, string> = {}) =>
    configWith({ SANDBOX_IDENTITY: 'true', ...env });

  it('stands in for every channel not configured for real, through the same checks', async () => {
    const config = sandboxConfig({
      GOOGLE_CLIENT_ID: GOOGLE.audience,
      GOOGLE_JWKS_URL: `${base}/google/certs`,
    });
    const verifier = createIdentityVerifier(config);
    expect(verifier.channels()).toEqual(['GOOGLE', 'FACEBOOK', 'PHONE']);
    const sandbox = openSandboxIdentity(config.DATA_DIR);

    const facebook = await sandbox.issueToken({
      channel: 'FACEBOOK',
      subject: 's-1',
      email: 'cy@example.com',
    });
    expect(await verifier.verify('FACEBOOK', facebook)).toEqual({
      ok: true,
      identity: {
        provider: 'sandbox',
        subject: 's-1',
        email: 'cy@example.com',
        emailVerified: false,
        phoneNumber: null,
        name: null,
      },
    });
    const phone = await sandbox.issueToken({ channel: 'PHONE', subject: 's-2', phoneNumber: '+60123456789' });
    expect(await verifier.verify('PHONE', phone)).toMatchObject({
      ok: true,
      identity: { phoneNumber: '+60123456789' },
    });

    // Google is configured for real, so a sandbox token no longer opens it.
    const google = await sandbox.issueToken({ channel: 'GOOGLE', subject: 's-3', email: 'cy@example.com' });
    expect(await verifier.verify('GOOGLE', google)).toEqual({ ok: false, code: 'IDENTITY_TOKEN_INVALID' });
    // A sandbox token is bound to its channel, and a phone token still needs its number.
    expect(await verifier.verify('PHONE', facebook)).toEqual({ ok: false, code: 'IDENTITY_TOKEN_INVALID' });
    const numberless = await sandbox.issueToken({ channel: 'PHONE', subject: 's-4' });
    expect(await verifier.verify('PHONE', numberless)).toEqual({ ok: false, code: 'IDENTITY_TOKEN_INVALID' });
  });

  it('rejects a token shaped like the sandbox one but signed by another key', async () => {
    const verifier = createIdentityVerifier(sandboxConfig());
    const forged = await signToken(
      { email: 'cy@example.com' },
      {
        issuer: 'sandbox-identity',
        audience: 'sandbox-facebook',
        kid: 'forged',
        key: strangerKey.privateKey,
      },
    );
    expect(await verifier.verify('FACEBOOK', forged)).toEqual({ ok: false, code: 'IDENTITY_TOKEN_INVALID' });
  });

  it('keeps its signing key in the data directory so it survives a restart', () => {
    const dataDir = mkdtempSync(path.join(scratch, 'restart-'));
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(path.join(dataDir, SANDBOX_KEY_FILE), privateKey.export({ format: 'pem', type: 'pkcs8' }));
    const published = openSandboxIdentity(dataDir).jwks.keys[0];
    expect(published?.n).toBe(privateKey.export({ format: 'jwk' }).n);
    expect(published).not.toHaveProperty('d');

    const freshDir = mkdtempSync(path.join(scratch, 'fresh-'));
    openSandboxIdentity(freshDir);
    expect(statSync(path.join(freshDir, SANDBOX_KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('is not used when switched off', async () => {
    const verifier = createIdentityVerifier(configWith({ SANDBOX_IDENTITY: 'false' }));
    const token = await openSandboxIdentity(scratch).issueToken({ channel: 'FACEBOOK', subject: 's-1' });
    expect(verifier.channels()).toEqual([]);
    expect(await verifier.verify('FACEBOOK', token)).toEqual({ ok: false, code: 'FEATURE_DISABLED' });
  });
});
