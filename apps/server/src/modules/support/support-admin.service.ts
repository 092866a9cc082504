import { type OperatorRole, ROLE_PERMISSIONS } from '@platform/contract/operators';
import {
  type AdminSupportConversation,
  type CannedReply,
  type CannedReplyInput,
  type SupportInboxQuery,
  SupportInboxQuerySchema,
  type SupportInboxRow,
  type SupportMessage,
} from '@platform/contract/support';
import { and, asc, desc, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { members } from '../accounts/accounts.tables.ts';
import type { AuditActor } from '../operators/operators.service.ts';
import { withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import { historyPage, isTyping, messageViews, type SupportDeps, typingDue } from './support.service.ts';
import { supportCannedReplies, supportConversations, supportMessages } from './support.tables.ts';

/** The inbox lists at most this many conversations. */
const INBOX_LIMIT = 200;

type ConversationRow = typeof supportConversations.$inferSelect;
type Listed = { conversation: ConversationRow; account: string; assignee: string | null };

/** The roles whose operators may take conversations. */
function replyingRoles(): OperatorRole[] {
  return (Object.keys(ROLE_PERMISSIONS) as OperatorRole[]).filter((role) =>
    ROLE_PERMISSIONS[role].includes('support.reply'),
  );
}

const listedColumns = {
  conversation: supportConversations,
  account: members.account,
  assignee: operators.username,
};

function listed(db: Database) {
  return db
    .select(listedColumns)
    .from(supportConversations)
    .innerJoin(members, eq(members.id, supportConversations.memberId))
    .leftJoin(operators, eq(operators.id, supportConversations.assignedTo));
}

async function inboxRows(db: Database, rows: Listed[]): Promise<SupportInboxRow[]> {
  const ids = rows.map((row) => row.conversation.id);
  if (ids.length === 0) return [];
  const [lastIds, unread] = await Promise.all([
    db
      .select({ conversationId: supportMessages.conversationId, id: max(supportMessages.id) })
      .from(supportMessages)
      .where(inArray(supportMessages.conversationId, ids))
      .groupBy(supportMessages.conversationId),
    db
      .select({ conversationId: supportMessages.conversationId, value: sql<number>`count(*)::int` })
      .from(supportMessages)
      .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
      .where(
        and(
          inArray(supportMessages.conversationId, ids),
          eq(supportMessages.sender, 'member'),
          gt(supportMessages.id, supportConversations.operatorReadId),
        ),
      )
      .groupBy(supportMessages.conversationId),
  ]);
  const lastMessageIds = lastIds.map((row) => row.id).filter((id): id is number => id !== null);
  const lastMessages =
    lastMessageIds.length === 0
      ? []
      : await messageViews(
          db,
          await db.select().from(supportMessages).where(inArray(supportMessages.id, lastMessageIds)),
        );
  return rows.map(({ conversation, account, assignee }) => {
    const lastId = lastIds.find((row) => row.conversationId === conversation.id)?.id;
    return {
      id: conversation.id,
      memberId: conversation.memberId,
      account,
      status: conversation.status,
      assignedTo:
        conversation.assignedTo === null ? null : { id: conversation.assignedTo, username: assignee ?? '' },
      lastMessage: lastMessages.find((message) => message.id === lastId) ?? null,
      unread: Number(unread.find((row) => row.conversationId === conversation.id)?.value ?? 0),
      lastMessageAt: conversation.lastMessageAt.toISOString(),
    };
  });
}

/** The merchant's conversations of one status: unassigned first, then the most recently active. */
export async function listInbox(
  deps: SupportDeps,
  caller: { merchantId: number; operatorId: number },
  query: SupportInboxQuery,
): Promise<{ list: SupportInboxRow[] }> {
  const { status, mine } = SupportInboxQuerySchema.parse(query);
  const rows = await listed(deps.db)
    .where(
      and(
        eq(supportConversations.merchantId, caller.merchantId),
        eq(supportConversations.status, status),
        mine === 'true' ? eq(supportConversations.assignedTo, caller.operatorId) : undefined,
      ),
    )
    .orderBy(sql`${supportConversations.assignedTo} is null desc`, desc(supportConversations.lastMessageAt))
    .limit(INBOX_LIMIT);
  return { list: await inboxRows(deps.db, rows) };
}

/**
 * One of the merchant's conversations with a page of its history (the latest, or the one before a
 * message id); another merchant's is not found.
 */
export async function readConversationForOperators(
  deps: SupportDeps,
  merchantId: number,
  id: number,
  before?: number,
): Promise<AdminSupportConversation> {
  const rows = await listed(deps.db).where(
    and(eq(supportConversations.id, id), eq(supportConversations.merchantId, merchantId)),
  );
  const [row] = await inboxRows(deps.db, rows);
  const conversation = rows[0]?.conversation;
  if (!row || !conversation) throw new AppError('NOT_FOUND', 'Not found');
  return {
    ...row,
    ...(await historyPage(deps.db, id, before)),
    memberReadId: conversation.memberReadId,
    operatorReadId: conversation.operatorReadId,
    memberTyping: isTyping(conversation.memberTypingAt, deps.now()),
  };
}

/** Locks one of the merchant's conversations, or answers 404. */
async function lockConversation(tx: Database, merchantId: number, id: number): Promise<ConversationRow> {
  const [row] = await tx
    .select()
    .from(supportConversations)
    .where(and(eq(supportConversations.id, id), eq(supportConversations.merchantId, merchantId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return row;
}

const target = (row: ConversationRow) => ({ merchantId: row.merchantId, memberId: row.memberId });

/**
 * An operator's reply: stored, the conversation (re)opened and, while nobody has it, given to
 * the replier; everything before it counts as read. The player hears it live after the commit.
 */
export async function replyToConversation(
  deps: SupportDeps,
  actor: { merchantId: number; operatorId: number },
  id: number,
  body: string,
): Promise<SupportMessage> {
  const now = deps.now();
  const { row, message } = await deps.db.transaction(async (tx) => {
    const row = await lockConversation(tx, actor.merchantId, id);
    const [message] = await tx
      .insert(supportMessages)
      .values({ conversationId: id, sender: 'operator', operatorId: actor.operatorId, body, createdAt: now })
      .returning();
    if (!message) throw new Error('insert returned no row');
    await tx
      .update(supportConversations)
      .set({
        status: 'open',
        lastMessageAt: now,
        operatorReadId: message.id,
        operatorTypingAt: null,
        assignedTo: row.assignedTo ?? actor.operatorId,
      })
      .where(eq(supportConversations.id, id));
    return { row, message };
  });
  deps.publish(target(row), 'message');
  const [view] = await messageViews(deps.db, [message]);
  return view!;
}

/**
 * Gives the conversation to an operator of the merchant who may reply (the caller to take it), or
 * to nobody (audited). Anyone else is not found.
 */
export async function assignConversation(
  deps: SupportDeps,
  actor: AuditActor,
  id: number,
  operatorId: number | null,
): Promise<AdminSupportConversation> {
  await withAudit(deps, actor, async (tx) => {
    const row = await lockConversation(tx, actor.merchantId, id);
    if (operatorId !== null) {
      const [assignee] = await tx
        .select({ id: operators.id })
        .from(operators)
        .where(
          and(
            eq(operators.id, operatorId),
            eq(operators.merchantId, actor.merchantId),
            eq(operators.status, 'active'),
            inArray(operators.role, replyingRoles()),
          ),
        );
      if (!assignee) throw new AppError('NOT_FOUND', 'No such operator');
    }
    if (row.assignedTo === operatorId) return { value: null, change: null };
    await tx
      .update(supportConversations)
      .set({ assignedTo: operatorId })
      .where(eq(supportConversations.id, id));
    return {
      value: null,
      change: {
        action: 'support.assign',
        objectType: 'support_conversation',
        objectId: id,
        before: { assignedTo: row.assignedTo },
        after: { assignedTo: operatorId },
      },
    };
  });
  return readConversationForOperators(deps, actor.merchantId, id);
}

/** The operators read everything so far; the player sees "read" on their messages live. */
export async function markOperatorRead(deps: SupportDeps, merchantId: number, id: number): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const row = await lockConversation(tx, merchantId, id);
    const [last] = await tx
      .select({ id: max(supportMessages.id) })
      .from(supportMessages)
      .where(eq(supportMessages.conversationId, id));
    const lastId = last?.id ?? 0;
    if (lastId <= row.operatorReadId) return null;
    await tx
      .update(supportConversations)
      .set({ operatorReadId: lastId })
      .where(eq(supportConversations.id, id));
    return row;
  });
  if (row) deps.publish(target(row), 'read');
}

/** An operator is typing: at most once per throttle period it is kept and told to the player. */
export async function operatorTyping(deps: SupportDeps, merchantId: number, id: number): Promise<void> {
  const now = deps.now();
  const [row] = await deps.db
    .update(supportConversations)
    .set({ operatorTypingAt: now })
    .where(
      and(
        eq(supportConversations.id, id),
        eq(supportConversations.merchantId, merchantId),
        typingDue(supportConversations.operatorTypingAt, now),
      ),
    )
    .returning();
  if (row) deps.publish(target(row), 'typing');
  else {
    // Throttled, or not the merchant's: only the latter is an error.
    const [found] = await deps.db
      .select({ id: supportConversations.id })
      .from(supportConversations)
      .where(and(eq(supportConversations.id, id), eq(supportConversations.merchantId, merchantId)));
    if (!found) throw new AppError('NOT_FOUND', 'Not found');
  }
}

/** Closes a conversation; the player's next message opens it again. */
export async function closeConversation(
  deps: SupportDeps,
  actor: AuditActor,
  id: number,
): Promise<AdminSupportConversation> {
  const row = await withAudit(deps, actor, async (tx) => {
    const row = await lockConversation(tx, actor.merchantId, id);
    if (row.status === 'closed') return { value: null, change: null };
    await tx.update(supportConversations).set({ status: 'closed' }).where(eq(supportConversations.id, id));
    return {
      value: row,
      change: { action: 'support.close', objectType: 'support_conversation', objectId: id },
    };
  });
  if (row) deps.publish(target(row), 'status');
  return readConversationForOperators(deps, actor.merchantId, id);
}

/** The merchant's active operators who may reply: whom a conversation can be given to. */
export async function listSupportAgents(db: Database, merchantId: number) {
  const list = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(
      and(
        eq(operators.merchantId, merchantId),
        eq(operators.status, 'active'),
        inArray(operators.role, replyingRoles()),
      ),
    )
    .orderBy(asc(operators.username));
  return { list };
}

// --- canned replies ---

const cannedView = (row: typeof supportCannedReplies.$inferSelect): CannedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
});

export async function listCannedReplies(db: Database, merchantId: number) {
  const rows = await db
    .select()
    .from(supportCannedReplies)
    .where(eq(supportCannedReplies.merchantId, merchantId))
    .orderBy(asc(supportCannedReplies.title), asc(supportCannedReplies.id));
  return { list: rows.map(cannedView) };
}

export async function createCannedReply(deps: SupportDeps, merchantId: number, input: CannedReplyInput) {
  const [row] = await deps.db
    .insert(supportCannedReplies)
    .values({ merchantId, ...input, createdAt: deps.now() })
    .returning();
  return cannedView(row!);
}

export async function updateCannedReply(
  deps: SupportDeps,
  merchantId: number,
  id: number,
  input: CannedReplyInput,
) {
  const [row] = await deps.db
    .update(supportCannedReplies)
    .set(input)
    .where(and(eq(supportCannedReplies.id, id), eq(supportCannedReplies.merchantId, merchantId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return cannedView(row);
}

export async function deleteCannedReply(deps: SupportDeps, merchantId: number, id: number) {
  const [row] = await deps.db
    .delete(supportCannedReplies)
    .where(and(eq(supportCannedReplies.id, id), eq(supportCannedReplies.merchantId, merchantId)))
    .returning();
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return listCannedReplies(deps.db, merchantId);
}
