import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { secretContext } from '../../crypto/secret-contexts.ts';
import type { Database } from '../../db/client.ts';
import type { RateLimiter } from '../verification/rate-limiter.ts';
import { checkSecret, type SecretRefused } from '../verification/secret-guard.ts';
import { members } from './accounts.tables.ts';
import type { MemberRow } from './members.service.ts';
import { memberTotpSubject } from './secret-subjects.ts';
import { verifyTotpStep } from './totp.ts';

export type TotpCheck = { ok: true } | { ok: false; code: 'VERIFICATION_CODE_INVALID' } | SecretRefused;

/**
 * Accepts a member's authenticator code once, under the member's guess limit: the step is claimed
 * in one conditional update, so the same code sent twice (or by two requests at once) passes only
 * one of them.
 */
export async function acceptTotpCode(
  deps: { db: Database; now: () => Date; secrets: SecretBox; limiter: RateLimiter },
  member: Pick<MemberRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
): Promise<TotpCheck> {
  const verdict = await checkSecret(deps.limiter, [memberTotpSubject(member.id)], () =>
    claimTotpStep(deps, member, code),
  );
  return verdict.ok || verdict.code === 'RATE_LIMITED'
    ? verdict
    : { ok: false, code: 'VERIFICATION_CODE_INVALID' };
}

async function claimTotpStep(
  deps: { db: Database; now: () => Date; secrets: SecretBox },
  member: Pick<MemberRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
): Promise<boolean> {
  if (!member.totpSecret) return false;
  const secret = deps.secrets.open(member.totpSecret, secretContext.memberTotp(member.id));
  const step = await verifyTotpStep(secret, code, deps.now(), member.totpLastStep);
  if (step === null) return false;
  const claimed = await deps.db
    .update(members)
    .set({ totpLastStep: step })
    .where(and(eq(members.id, member.id), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
    .returning({ id: members.id });
  return claimed.length === 1;
}
