import { FIREBASE_CHANNELS } from '@platform/contract/accounts';
import { createLocalJWKSet, createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import {
  type FirebaseChannel,
  openSandboxIdentity,
  SANDBOX_ISSUER,
  sandboxAudience,
} from './sandbox-identity.ts';

export type { FirebaseChannel } from './sandbox-identity.ts';

/**
 * Third-party sign-in: checks an ID token from Google, Facebook or Firebase (phone code) against
 * the provider's issuer, audience and published keys. In development the sandbox provider stands in
 * for every provider not configured, checked by the same code against its own keys.
 */

export type IdentityConfig = Pick<
  Config,
  | 'GOOGLE_CLIENT_ID'
  | 'GOOGLE_ISSUER'
  | 'GOOGLE_JWKS_URL'
  | 'FACEBOOK_APP_ID'
  | 'FACEBOOK_ISSUER'
  | 'FACEBOOK_JWKS_URL'
  | 'FIREBASE_PROJECT_ID'
  | 'FIREBASE_JWKS_URL'
  | 'SANDBOX_IDENTITY'
  | 'DATA_DIR'
>;

export interface VerifiedIdentity {
  /** Who vouches for the subject: google, facebook, firebase or sandbox. */
  provider: string;
  /** The provider's stable id of the person; unique only together with `provider`. */
  subject: string;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  name: string | null;
}

export type IdentityResult =
  | { ok: true; identity: VerifiedIdentity }
  | { ok: false; code: 'IDENTITY_TOKEN_INVALID' | 'FEATURE_DISABLED' };

export interface IdentityVerifier {
  /** The channels a member may sign in with, in the contract's order. */
  channels(): FirebaseChannel[];
  verify(channel: FirebaseChannel, idToken: string): Promise<IdentityResult>;
}

export interface IdentityVerifierOptions {
  /** How long to wait for a provider's key set before failing the sign-in. */
  jwksTimeoutMs?: number;
  /** Least time between two key-set fetches triggered by tokens naming an unknown key. */
  jwksCooldownMs?: number;
  now?: () => Date;
}

/** Who may sign a channel's tokens, and for whom. */
interface ChannelIssuer {
  provider: string;
  issuers: string[];
  audience: string;
}

/** An international number as Firebase reports it: plus, country code, subscriber number. */
export const E164_PHONE = /^\+[1-9]\d{6,14}$/;

/** Same bound as the login body; a longer string is rejected before any parsing. */
const MAX_TOKEN_LENGTH = 8192;
const CLOCK_TOLERANCE_SECONDS = 30;

/** A claim that is present but malformed counts as absent: the provider vouched only for what parses. */
const optionalClaim = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

const IdentityClaimsSchema = z.looseObject({
  sub: z.string().min(1).max(255),
  email: optionalClaim(
    z
      .string()
      .max(320)
      .regex(/^[^\s@]+@[^\s@]+$/),
  ),
  // Older Google tokens send the flag as a string.
  email_verified: optionalClaim(
    z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
  ),
  phone_number: optionalClaim(z.string().regex(E164_PHONE)),
  name: optionalClaim(z.string().trim().min(1).max(200)),
  firebase: optionalClaim(z.looseObject({ sign_in_provider: z.string().optional() })),
});

/** The providers configured for real, each with where its public keys are published. */
function realIssuers(config: IdentityConfig): Map<FirebaseChannel, ChannelIssuer & { jwksUrl: string }> {
  const issuers = new Map<FirebaseChannel, ChannelIssuer & { jwksUrl: string }>();
  if (config.GOOGLE_CLIENT_ID) {
    issuers.set('GOOGLE', {
      provider: 'google',
      // Google signs with either form of its issuer.
      issuers: [...new Set([config.GOOGLE_ISSUER, 'accounts.google.com'])],
      audience: config.GOOGLE_CLIENT_ID,
      jwksUrl: config.GOOGLE_JWKS_URL,
    });
  }
  if (config.FACEBOOK_APP_ID) {
    issuers.set('FACEBOOK', {
      provider: 'facebook',
      issuers: [config.FACEBOOK_ISSUER],
      audience: config.FACEBOOK_APP_ID,
      jwksUrl: config.FACEBOOK_JWKS_URL,
    });
  }
  if (config.FIREBASE_PROJECT_ID) {
    issuers.set('PHONE', {
      provider: 'firebase',
      issuers: [`https://securetoken.google.com/${config.FIREBASE_PROJECT_ID}`],
      audience: config.FIREBASE_PROJECT_ID,
      jwksUrl: config.FIREBASE_JWKS_URL,
    });
  }
  return issuers;
}

/** Channels the sandbox stands in for: when enabled, each one whose provider is not configured for real. */
export function sandboxChannels(config: IdentityConfig): FirebaseChannel[] {
  if (!config.SANDBOX_IDENTITY) return [];
  const real = realIssuers(config);
  return FIREBASE_CHANNELS.filter((channel) => !real.has(channel));
}

export function createIdentityVerifier(
  config: IdentityConfig,
  options: IdentityVerifierOptions = {},
): IdentityVerifier {
  const keySets = new Map<string, JWTVerifyGetKey>();
  const remoteKeys = (url: string): JWTVerifyGetKey => {
    let keys = keySets.get(url);
    if (!keys) {
      keys = createRemoteJWKSet(new URL(url), {
        timeoutDuration: options.jwksTimeoutMs ?? 5000,
        cooldownDuration: options.jwksCooldownMs ?? 30_000,
      });
      keySets.set(url, keys);
    }
    return keys;
  };
  const issuers = new Map<FirebaseChannel, ChannelIssuer & { keys: JWTVerifyGetKey }>();
  for (const [channel, { jwksUrl, ...issuer }] of realIssuers(config)) {
    issuers.set(channel, { ...issuer, keys: remoteKeys(jwksUrl) });
  }
  const standIns = sandboxChannels(config);
  if (standIns.length) {
    const sandboxKeys = createLocalJWKSet(openSandboxIdentity(config.DATA_DIR).jwks);
    for (const channel of standIns) {
      issuers.set(channel, {
        provider: 'sandbox',
        issuers: [SANDBOX_ISSUER],
        audience: sandboxAudience(channel),
        keys: sandboxKeys,
      });
    }
  }
  const offered = FIREBASE_CHANNELS.filter((channel) => issuers.has(channel));
  const invalid = { ok: false, code: 'IDENTITY_TOKEN_INVALID' } as const;

  return {
    channels: () => [...offered],
    async verify(channel, idToken) {
      const issuer = issuers.get(channel);
      if (!issuer) return { ok: false, code: 'FEATURE_DISABLED' };
      if (typeof idToken !== 'string' || idToken.length > MAX_TOKEN_LENGTH) return invalid;
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(idToken, issuer.keys, {
          issuer: issuer.issuers,
          audience: issuer.audience,
          algorithms: ['RS256'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
          requiredClaims: ['sub', 'exp'],
          currentDate: options.now?.(),
        }));
      } catch {
        // Bad signature, expiry, wrong audience, malformed token or unreachable keys alike.
        return invalid;
      }
      const parsed = IdentityClaimsSchema.safeParse(payload);
      if (!parsed.success) return invalid;
      const claims = parsed.data;
      if (channel === 'PHONE' && (!claims.phone_number || claims.firebase?.sign_in_provider !== 'phone')) {
        return invalid;
      }
      return {
        ok: true,
        identity: {
          provider: issuer.provider,
          subject: claims.sub,
          email: claims.email ?? null,
          emailVerified: Boolean(claims.email && claims.email_verified),
          phoneNumber: claims.phone_number ?? null,
          name: claims.name ?? null,
        },
      };
    },
  };
}
