import type { MemberStatus } from '@platform/contract/account-constants';
import type { MemberAccess } from '@platform/contract/members-admin';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { members } from './accounts.tables.ts';
import { announceRevoked, markMemberSessionsRevoked, type SessionDeps } from './sessions.service.ts';

export type MemberAccessResult = { ok: true; member: MemberAccess } | { ok: false; code: 'NOT_FOUND' };

type MemberAccessDeps = Pick<SessionDeps, 'db' | 'now' | 'revocations'>;

interface AccessChange {
  action: 'member.lock' | 'member.unlock' | 'member.end-sessions';
  /** The status the member gets from the status they have; null leaves it. */
  nextStatus: (status: MemberStatus) => MemberStatus | null;
  endsSessions: boolean;
}

/**
 * One operator action on a member of the actor's merchant: the status change, the sessions it
 * ends and the audit row commit together; the ended sessions are announced after the commit, so
 * no node closes a socket for a change that was rolled back.
 */
async function changeMemberAccess(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
  change: AccessChange,
): Promise<MemberAccessResult> {
  const outcome = await withAudit(deps, input.actor, async (tx: Database) => {
    const [member] = await tx
      .select({ id: members.id, account: members.account, status: members.status })
      .from(members)
      .where(and(eq(members.id, input.memberId), eq(members.merchantId, input.actor.merchantId)))
      .for('update');
    if (!member) return { value: null, change: null };
    const before = member.status as MemberStatus;
    const after = change.nextStatus(before) ?? before;
    if (after !== before) {
      // An unlock also forgives the failed logins that may have locked the account for a while.
      const lockout = after === 'active' ? { failedLogins: 0, lockedUntil: null } : {};
      await tx
        .update(members)
        .set({ status: after, ...lockout })
        .where(eq(members.id, member.id));
    }
    const revoked = change.endsSessions
      ? await markMemberSessionsRevoked({ db: tx, now: deps.now }, member.id)
      : { memberId: member.id, sessionIds: [] };
    const view: MemberAccess = {
      id: member.id,
      account: member.account,
      status: after,
      sessionsEnded: revoked.sessionIds.length,
    };
    return {
      value: { view, revoked },
      change: {
        action: change.action,
        objectType: 'member',
        objectId: member.id,
        before: { status: before },
        after: { status: after, sessionsEnded: view.sessionsEnded },
      },
    };
  });
  if (!outcome) return { ok: false, code: 'NOT_FOUND' };
  await announceRevoked(deps, outcome.revoked);
  return { ok: true, member: outcome.view };
}

/** Locks the member out: no login until unlocked, and every open session ends on every node. */
export function lockMember(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.lock',
    nextStatus: (status) => (status === 'active' ? 'locked' : null),
    endsSessions: true,
  });
}

/** Lets a locked member log in again; the sessions the lock ended stay ended. A closed account stays closed. */
export function unlockMember(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.unlock',
    nextStatus: (status) => (status === 'locked' ? 'active' : null),
    endsSessions: false,
  });
}

/** Ends every session of the member (a stolen phone, a shared computer) without locking the account. */
export function endMemberSessions(
  deps: MemberAccessDeps,
  input: { actor: AuditActor; memberId: number },
): Promise<MemberAccessResult> {
  return changeMemberAccess(deps, input, {
    action: 'member.end-sessions',
    nextStatus: () => null,
    endsSessions: true,
  });
}
