import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type {
  AdminMessage,
  AdminMessageList,
  ComposeMessage,
  MessageAudience,
  MessageKind,
} from '@platform/contract/messages';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { members } from '../accounts/accounts.tables.ts';
import { findMemberByAccount } from '../accounts/members.service.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import { type ResolvedTarget, recipientsOf } from './message-audience.ts';
import type { MessagesDeps } from './messages.service.ts';
import { platformMessageStates, platformMessages } from './messages.tables.ts';

export type AdminFailure = { ok: false; code: 'PLAYER_NOT_FOUND' | 'MESSAGE_NO_RECIPIENTS'; message: string };

/** The draft's target with its accounts turned into members of this merchant. */
async function resolveTarget(
  deps: MessagesDeps,
  merchantId: number,
  target: ComposeMessage['target'],
): Promise<ResolvedTarget | AdminFailure> {
  if (target.kind === 'all') return { kind: 'all' };
  if (target.kind === 'registered')
    return { kind: 'registered', from: new Date(target.from), to: new Date(target.to) };
  const account = target.kind === 'agentTree' ? target.agent : target.account;
  const found = await findMemberByAccount(deps.db, merchantId, account);
  if (!found || found.type === TRIAL_TYPE)
    return { ok: false, code: 'PLAYER_NOT_FOUND', message: 'No player has this account' };
  return target.kind === 'agentTree'
    ? { kind: 'agentTree', agentId: found.id }
    : { kind: 'member', memberId: found.id };
}

async function countRecipients(
  deps: MessagesDeps,
  merchantId: number,
  kind: MessageAudience['kind'],
  target: ResolvedTarget,
): Promise<number> {
  const [found] = await deps.db
    .select({ recipients: count() })
    .from(members)
    .where(recipientsOf(merchantId, kind, target, deps.now()));
  return found?.recipients ?? 0;
}

const failed = (value: unknown): value is AdminFailure =>
  typeof value === 'object' && value !== null && 'ok' in value && value.ok === false;

/** How many players a draft would reach now: shown before the operator sends it. */
export async function previewRecipients(
  deps: MessagesDeps,
  merchantId: number,
  audience: MessageAudience,
): Promise<{ ok: true; recipients: number } | AdminFailure> {
  const target = await resolveTarget(deps, merchantId, audience.target);
  if (failed(target)) return target;
  return { ok: true, recipients: await countRecipients(deps, merchantId, audience.kind, target) };
}

/**
 * Sends an operator's message: one row whatever the audience, audited. Recipients are told after
 * the commit: one member's sockets directly, a broadcast with one merchant-wide event (each
 * client then asks for its own count), never one event per player.
 */
export async function sendMessage(
  deps: MessagesDeps,
  actor: AuditActor & { operatorId: number },
  input: ComposeMessage,
): Promise<{ ok: true; value: AdminMessage } | AdminFailure> {
  const target = await resolveTarget(deps, actor.merchantId, input.target);
  if (failed(target)) return target;
  const recipients = await countRecipients(deps, actor.merchantId, input.kind, target);
  if (recipients === 0)
    return { ok: false, code: 'MESSAGE_NO_RECIPIENTS', message: 'No player matches this target' };
  const now = deps.now();
  const row = await withAudit(deps, actor, async (tx) => {
    const [inserted] = await tx
      .insert(platformMessages)
      .values({
        merchantId: actor.merchantId,
        kind: input.kind,
        title: input.title,
        body: input.body,
        targetKind: target.kind,
        memberId:
          target.kind === 'member' ? target.memberId : target.kind === 'agentTree' ? target.agentId : null,
        registeredFrom: target.kind === 'registered' ? target.from : null,
        registeredTo: target.kind === 'registered' ? target.to : null,
        recipientCount: recipients,
        createdBy: actor.operatorId,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('message insert returned nothing');
    return {
      value: inserted,
      change: {
        action: 'message.send',
        objectType: 'message',
        objectId: inserted.id,
        after: { kind: input.kind, title: input.title, target: input.target, recipients },
      },
    };
  });
  if (target.kind === 'member')
    deps.walletEvents.publish({ type: 'message', merchantId: actor.merchantId, memberId: target.memberId });
  else deps.walletEvents.publish({ type: 'merchant-message', merchantId: actor.merchantId });
  const [view] = (await listAdminMessages(deps, actor.merchantId, { pageNo: 1, pageSize: 1, id: row.id }))
    .list;
  if (!view) throw new Error('sent message not found');
  return { ok: true, value: view };
}

/** Takes a message back: it leaves every inbox at once (the rows stay for the audit). */
export async function withdrawMessage(
  deps: MessagesDeps,
  actor: AuditActor & { operatorId: number },
  messageId: number,
): Promise<AdminMessage | null> {
  const now = deps.now();
  const done = await withAudit(deps, actor, async (tx) => {
    const [row] = await tx
      .update(platformMessages)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(platformMessages.id, messageId),
          eq(platformMessages.merchantId, actor.merchantId),
          isNull(platformMessages.withdrawnAt),
        ),
      )
      .returning();
    return row
      ? { value: row, change: { action: 'message.withdraw', objectType: 'message', objectId: row.id } }
      : { value: null, change: null };
  });
  if (done) {
    if (done.targetKind === 'member' && done.memberId !== null)
      deps.walletEvents.publish({ type: 'message', merchantId: actor.merchantId, memberId: done.memberId });
    else deps.walletEvents.publish({ type: 'merchant-message', merchantId: actor.merchantId });
  }
  const [view] = (await listAdminMessages(deps, actor.merchantId, { pageNo: 1, pageSize: 1, id: messageId }))
    .list;
  return view ?? null;
}

const targetMember = alias(members, 'target_member');

/** The merchant's messages, newest first, with how many have read each. */
export async function listAdminMessages(
  deps: MessagesDeps,
  merchantId: number,
  query: { pageNo: number; pageSize: number; kind?: MessageKind; id?: number },
): Promise<AdminMessageList> {
  const where = and(
    eq(platformMessages.merchantId, merchantId),
    query.kind ? eq(platformMessages.kind, query.kind) : undefined,
    query.id ? eq(platformMessages.id, query.id) : undefined,
  );
  // Counted per row of the page through the state table's key (message first), not over the table.
  const reads = sql<number>`(select count(*) from ${platformMessageStates}
    where ${platformMessageStates.messageId} = ${platformMessages.id} and ${platformMessageStates.readAt} is not null)`;
  const [rows, totals] = await Promise.all([
    deps.db
      .select({
        message: platformMessages,
        reads: reads.mapWith(Number),
        account: targetMember.account,
        createdBy: operators.username,
      })
      .from(platformMessages)
      .leftJoin(targetMember, eq(targetMember.id, platformMessages.memberId))
      .leftJoin(operators, eq(operators.id, platformMessages.createdBy))
      .where(where)
      .orderBy(desc(platformMessages.createdAt), desc(platformMessages.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    deps.db.select({ total: count() }).from(platformMessages).where(where),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map(({ message, reads: readCount, account, createdBy }) => ({
      id: message.id,
      kind: message.kind,
      title: message.title,
      body: message.body,
      template: message.template,
      targetKind: message.targetKind,
      target: {
        ...(account ? { account } : {}),
        ...(message.registeredFrom ? { from: message.registeredFrom.toISOString() } : {}),
        ...(message.registeredTo ? { to: message.registeredTo.toISOString() } : {}),
      },
      recipients: message.recipientCount,
      reads: readCount,
      createdAt: message.createdAt.toISOString(),
      createdBy,
      withdrawnAt: message.withdrawnAt?.toISOString() ?? null,
    })),
    total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
