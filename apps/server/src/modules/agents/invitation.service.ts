import type { AgentInvitation } from '@platform/contract/agent-centre';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Caller } from '../../http/auth.ts';
import { members } from '../accounts/accounts.tables.ts';
import { newReferralCode, uniqueViolation } from '../accounts/members.service.ts';

const invitationOf = (code: string): AgentInvitation => ({
  affiliateCode: code,
  registerPath: `/register?affiliateCode=${encodeURIComponent(code)}`,
});

/**
 * The agent's invitation code, given on first ask to an agent that has none (an operator made it an
 * agent). Only a missing code is ever set, so two first asks at once agree on one; a code another
 * member holds is drawn again.
 */
export async function agentInvitation(db: Database, caller: Caller): Promise<AgentInvitation> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await db
      .select({ code: members.affiliateCode })
      .from(members)
      .where(eq(members.id, caller.memberId));
    if (row?.code) return invitationOf(row.code);
    try {
      await db
        .update(members)
        .set({ affiliateCode: newReferralCode() })
        .where(and(eq(members.id, caller.memberId), isNull(members.affiliateCode)));
    } catch (error) {
      if (uniqueViolation(error) !== 'members_merchant_affiliate_code') throw error;
    }
  }
  throw new Error('could not find a free affiliate code');
}
