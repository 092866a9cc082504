import { generateSecret, generateURI, verify } from 'otplib';

/**
 * The time step of a valid Google Authenticator code (RFC 6238: 30 s steps, 6 digits), or null.
 * One step of clock drift either side is allowed, and no step at or before `lastStep`, so a code
 * seen once cannot be replayed. Members and operators share this check.
 */
export async function verifyTotpStep(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    afterTimeStep: lastStep ?? undefined,
  }).catch(() => ({ valid: false as const })); // a corrupt stored secret fails the check, not the request
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret });
}
