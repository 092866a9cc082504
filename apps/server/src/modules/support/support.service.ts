import {
  SUPPORT_HISTORY_PAGE,
  SUPPORT_MESSAGES_PER_MINUTE,
  SUPPORT_TYPING_SHOWN_MS,
  SUPPORT_TYPING_THROTTLE_MS,
  type SupportConversation,
  type SupportMessage,
  type SupportSocketMessage,
} from '@platform/contract/support';
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { operators } from '../operators/operators.tables.ts';
import { supportConversations, supportMessages } from './support.tables.ts';

/** One event to the member's sockets on every node; called after the change committed. */
export type SupportPublish = (
  target: { merchantId: number; memberId: number },
  event: SupportSocketMessage['event'],
) => void;

export interface SupportDeps {
  db: Database;
  now: () => Date;
  publish: SupportPublish;
}

export interface SupportCaller {
  merchantId: number;
  memberId: number;
}

type ConversationRow = typeof supportConversations.$inferSelect;
type MessageRow = typeof supportMessages.$inferSelect;

/** Messages with their authors' names, oldest first. */
export async function messageViews(db: Database, rows: MessageRow[]): Promise<SupportMessage[]> {
  const operatorIds = [...new Set(rows.map((row) => row.operatorId).filter((id) => id !== null))];
  const names =
    operatorIds.length === 0
      ? []
      : await db
          .select({ id: operators.id, username: operators.username })
          .from(operators)
          .where(inArray(operators.id, operatorIds));
  return rows
    .map((row) => ({
      id: row.id,
      sender: row.sender,
      author:
        row.sender === 'operator'
          ? (names.find((name) => name.id === row.operatorId)?.username ?? null)
          : null,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * A page of a conversation's messages, oldest first: the newest, or those just before a message
 * id; one row more is read to tell whether an older page exists.
 */
export async function historyPage(
  db: Database,
  conversationId: number,
  before?: number,
): Promise<{ messages: SupportMessage[]; hasOlder: boolean }> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        before === undefined ? undefined : lt(supportMessages.id, before),
      ),
    )
    .orderBy(desc(supportMessages.id))
    .limit(SUPPORT_HISTORY_PAGE + 1);
  return {
    messages: await messageViews(db, rows.slice(0, SUPPORT_HISTORY_PAGE)),
    hasOlder: rows.length > SUPPORT_HISTORY_PAGE,
  };
}

/** A page of a conversation's messages: the newest, or those before a message id. */
export async function historyOf(
  db: Database,
  conversationId: number,
  before?: number,
): Promise<SupportMessage[]> {
  return (await historyPage(db, conversationId, before)).messages;
}

export function isTyping(at: Date | null, now: Date): boolean {
  return at !== null && now.getTime() - at.getTime() < SUPPORT_TYPING_SHOWN_MS;
}

async function findOwn(db: Database, caller: SupportCaller): Promise<ConversationRow | undefined> {
  const [row] = await db
    .select()
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.memberId, caller.memberId),
        eq(supportConversations.merchantId, caller.merchantId),
      ),
    );
  return row;
}

/** The caller's conversation (empty before their first message). */
export async function readOwnConversation(
  deps: SupportDeps,
  caller: SupportCaller,
  before?: number,
): Promise<SupportConversation> {
  const row = await findOwn(deps.db, caller);
  if (!row)
    return { messages: [], operatorReadId: 0, memberReadId: 0, operatorTyping: false, status: 'open' };
  return {
    messages: await historyOf(deps.db, row.id, before),
    operatorReadId: row.operatorReadId,
    memberReadId: row.memberReadId,
    operatorTyping: isTyping(row.operatorTypingAt, deps.now()),
    status: row.status,
  };
}

/**
 * Stores the player's message in their one conversation (made on the first message, reopened
 * when closed). More than `SUPPORT_MESSAGES_PER_MINUTE` a minute is refused, counted in the
 * database so every node counts the same. The player has read everything up to their own message.
 */
export async function postMemberMessage(
  deps: SupportDeps,
  caller: SupportCaller,
  body: string,
): Promise<SupportMessage> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    await tx
      .insert(supportConversations)
      .values({
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        lastMessageAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
    const [conversation] = await tx
      .select()
      .from(supportConversations)
      .where(eq(supportConversations.memberId, caller.memberId))
      .for('update');
    if (!conversation || conversation.merchantId !== caller.merchantId)
      throw new Error('conversation not found');
    const [recent] = await tx
      .select({ value: count() })
      .from(supportMessages)
      .where(
        and(
          eq(supportMessages.conversationId, conversation.id),
          eq(supportMessages.sender, 'member'),
          gte(supportMessages.createdAt, new Date(now.getTime() - 60_000)),
        ),
      );
    if ((recent?.value ?? 0) >= SUPPORT_MESSAGES_PER_MINUTE)
      throw new AppError('RATE_LIMITED', 'Too many messages, please wait a moment');
    const [row] = await tx
      .insert(supportMessages)
      .values({ conversationId: conversation.id, sender: 'member', body, createdAt: now })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await tx
      .update(supportConversations)
      .set({ status: 'open', lastMessageAt: now, memberReadId: row.id, memberTypingAt: null })
      .where(eq(supportConversations.id, conversation.id));
    const [view] = await messageViews(tx, [row]);
    return view!;
  });
}

/** The player read every reply so far; the operator sees it on the next poll. */
export async function markMemberRead(deps: SupportDeps, caller: SupportCaller): Promise<SupportConversation> {
  const row = await findOwn(deps.db, caller);
  if (row) {
    await deps.db
      .update(supportConversations)
      .set({
        memberReadId: sql`greatest(${supportConversations.memberReadId}, coalesce((select max(${supportMessages.id}) from ${supportMessages} where ${supportMessages.conversationId} = ${row.id}), 0))`,
      })
      .where(eq(supportConversations.id, row.id));
  }
  return readOwnConversation(deps, caller);
}

/** A typing condition for the throttle: written at most once per throttle period. */
export function typingDue(column: typeof supportConversations.memberTypingAt, now: Date): SQL | undefined {
  return or(isNull(column), lte(column, new Date(now.getTime() - SUPPORT_TYPING_THROTTLE_MS)));
}

/** The player is typing: kept (throttled) for the operator's next poll. */
export async function memberTyping(deps: SupportDeps, caller: SupportCaller): Promise<void> {
  const now = deps.now();
  await deps.db
    .update(supportConversations)
    .set({ memberTypingAt: now })
    .where(
      and(
        eq(supportConversations.memberId, caller.memberId),
        eq(supportConversations.merchantId, caller.merchantId),
        typingDue(supportConversations.memberTypingAt, now),
      ),
    );
}
