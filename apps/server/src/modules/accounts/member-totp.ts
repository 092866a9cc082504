import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { members } from './accounts.tables.ts';
import type { MemberRow } from './members.service.ts';
import { verifyTotpStep } from './totp.ts';

/**
 * Accepts a member's authenticator code once: the step is claimed in one conditional update, so
 * the same code sent twice (or by two requests at once) passes only one of them.
 */
export async function acceptTotpCode(
  deps: { db: Database; now: () => Date },
  member: Pick<MemberRow, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
): Promise<boolean> {
  if (!member.totpSecret) return false;
  const step = await verifyTotpStep(member.totpSecret, code, deps.now(), member.totpLastStep);
  if (step === null) return false;
  const claimed = await deps.db
    .update(members)
    .set({ totpLastStep: step })
    .where(and(eq(members.id, member.id), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
    .returning({ id: members.id });
  return claimed.length === 1;
}
