import { AGENT_TYPES, isAgentType } from '@platform/contract/account-constants';
import { AGENT_TREE_PAGE, type AgentTree } from '@platform/contract/agents-admin';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { members } from './accounts.tables.ts';
import { isAncestorOrSelf } from './member-tree.ts';

type TreeDeps = {
  db: Database;
  now: () => Date;
  /** Told of a move or a lost agent type inside the change's transaction (agent contracts end with it). */
  onTreeChange?: (
    tx: Database,
    change: { merchantId: number; memberId: number; reason: 'memberMoved' | 'noLongerAgent'; now: Date },
  ) => Promise<void>;
};

const TRIAL_TYPE = 4;

/**
 * One level of the merchant's agent tree: a member's direct downline, or the agents at the top
 * (no upline). Null when `parentId` is no member of the merchant.
 */
export async function agentTreeLevel(
  db: Database,
  input: { merchantId: number; parentId?: number | undefined },
): Promise<AgentTree | null> {
  const { merchantId, parentId } = input;
  if (parentId !== undefined) {
    const [parent] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.id, parentId), eq(members.merchantId, merchantId)));
    if (!parent) return null;
  }
  const downline = db.$with('downline').as(
    db
      .select({ uplineId: members.uplineId, n: sql<number>`count(*)::int`.as('n') })
      .from(members)
      .where(eq(members.merchantId, merchantId))
      .groupBy(members.uplineId),
  );
  const rows = await db
    .with(downline)
    .select({
      id: members.id,
      account: members.account,
      nickname: members.nickname,
      type: members.type,
      downlineCount: sql<number>`coalesce(${downline.n}, 0)`,
    })
    .from(members)
    .leftJoin(downline, eq(downline.uplineId, members.id))
    .where(
      and(
        eq(members.merchantId, merchantId),
        parentId === undefined
          ? and(isNull(members.uplineId), inArray(members.type, [...AGENT_TYPES]))
          : eq(members.uplineId, parentId),
      ),
    )
    .orderBy(asc(members.account))
    .limit(AGENT_TREE_PAGE + 1);
  return { list: rows.slice(0, AGENT_TREE_PAGE), more: rows.length > AGENT_TREE_PAGE };
}

export type TreeChangeResult =
  | { ok: true; member: { id: number; uplineId: number | null; type: number } }
  | {
      ok: false;
      code: 'NOT_FOUND' | 'UPLINE_NOT_AGENT' | 'UPLINE_CYCLE' | 'AGENT_HAS_DOWNLINE' | 'TRIAL_MEMBER';
    };

/** A member of the merchant, locked for the change; trial players are never part of the tree. */
async function lockedMember(tx: Database, merchantId: number, memberId: number) {
  const [member] = await tx
    .select({ id: members.id, account: members.account, type: members.type, uplineId: members.uplineId })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.merchantId, merchantId)))
    .for('update');
  return member ?? null;
}

/** Moves a member under an agent of the merchant, or to the top; audited with the tree before and after. */
export function setMemberUpline(
  deps: TreeDeps,
  input: { actor: AuditActor; memberId: number; uplineId: number | null },
): Promise<TreeChangeResult> {
  const { actor, memberId, uplineId } = input;
  return withAudit<TreeChangeResult>(deps, actor, async (tx) => {
    const member = await lockedMember(tx, actor.merchantId, memberId);
    if (!member) return { value: { ok: false, code: 'NOT_FOUND' }, change: null };
    if (member.type === TRIAL_TYPE) return { value: { ok: false, code: 'TRIAL_MEMBER' }, change: null };
    if (uplineId !== null) {
      const [upline] = await tx
        .select({ type: members.type })
        .from(members)
        .where(and(eq(members.id, uplineId), eq(members.merchantId, actor.merchantId)));
      if (!upline) return { value: { ok: false, code: 'NOT_FOUND' }, change: null };
      if (!isAgentType(upline.type)) return { value: { ok: false, code: 'UPLINE_NOT_AGENT' }, change: null };
      if (await isAncestorOrSelf(tx, memberId, uplineId))
        return { value: { ok: false, code: 'UPLINE_CYCLE' }, change: null };
    }
    await tx.update(members).set({ uplineId }).where(eq(members.id, memberId));
    if (member.uplineId !== uplineId)
      await deps.onTreeChange?.(tx, {
        merchantId: actor.merchantId,
        memberId,
        reason: 'memberMoved',
        now: deps.now(),
      });
    return {
      value: { ok: true, member: { id: memberId, uplineId, type: member.type } },
      change: {
        action: 'member.upline',
        objectType: 'member',
        objectId: memberId,
        before: { account: member.account, uplineId: member.uplineId },
        after: { account: member.account, uplineId },
      },
    };
  });
}

/** Gives a member an agent type, or makes an agent a plain member again once no one is under them. */
export function setMemberType(
  deps: TreeDeps,
  input: { actor: AuditActor; memberId: number; type: number },
): Promise<TreeChangeResult> {
  const { actor, memberId, type } = input;
  return withAudit<TreeChangeResult>(deps, actor, async (tx) => {
    const member = await lockedMember(tx, actor.merchantId, memberId);
    if (!member) return { value: { ok: false, code: 'NOT_FOUND' }, change: null };
    if (member.type === TRIAL_TYPE) return { value: { ok: false, code: 'TRIAL_MEMBER' }, change: null };
    if (!isAgentType(type)) {
      const [under] = await tx
        .select({ id: members.id })
        .from(members)
        .where(eq(members.uplineId, memberId))
        .limit(1);
      if (under) return { value: { ok: false, code: 'AGENT_HAS_DOWNLINE' }, change: null };
    }
    await tx.update(members).set({ type }).where(eq(members.id, memberId));
    if (isAgentType(member.type) && !isAgentType(type))
      await deps.onTreeChange?.(tx, {
        merchantId: actor.merchantId,
        memberId,
        reason: 'noLongerAgent',
        now: deps.now(),
      });
    return {
      value: { ok: true, member: { id: memberId, uplineId: member.uplineId, type } },
      change: {
        action: 'member.type',
        objectType: 'member',
        objectId: memberId,
        before: { account: member.account, type: member.type },
        after: { account: member.account, type },
      },
    };
  });
}
