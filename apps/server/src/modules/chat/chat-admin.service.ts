import type {
  ChatAdminMessage,
  ChatMute,
  ChatMuteInput,
  ChatRoomAdmin,
  ChatSettings,
} from '@platform/contract/chat';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { members } from '../accounts/accounts.tables.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { type ChatDeps, readChatSettings, toChatMessage } from './chat.service.ts';
import { chatMessages, chatMutes, chatRooms, chatSettings } from './chat.tables.ts';

export async function listChatRooms(deps: ChatDeps, merchantId: number): Promise<ChatRoomAdmin[]> {
  const rows = await deps.db
    .select()
    .from(chatRooms)
    .where(eq(chatRooms.merchantId, merchantId))
    .orderBy(asc(chatRooms.id));
  return rows.map((row) => ({
    id: row.id,
    language: row.language,
    lastSeq: row.lastSeq,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
  }));
}

/** A room's latest messages, deleted ones included (marked), newest first; null for another merchant's room. */
export async function listChatMessagesForModeration(
  deps: ChatDeps,
  merchantId: number,
  query: { roomId: number; limit: number },
): Promise<ChatAdminMessage[] | null> {
  const [room] = await deps.db
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.id, query.roomId), eq(chatRooms.merchantId, merchantId)));
  if (!room) return null;
  const rows = await deps.db
    .select({ message: chatMessages, account: members.account })
    .from(chatMessages)
    .leftJoin(members, eq(members.id, chatMessages.memberId))
    .where(eq(chatMessages.roomId, room.id))
    .orderBy(desc(chatMessages.seq))
    .limit(query.limit);
  return rows.map(({ message, account }) => ({
    ...toChatMessage(message),
    memberId: message.memberId,
    account,
    deletedAt: message.deletedAt?.toISOString() ?? null,
  }));
}

export async function listActiveMutes(deps: ChatDeps, merchantId: number): Promise<ChatMute[]> {
  const rows = await deps.db
    .select({ mute: chatMutes, account: members.account })
    .from(chatMutes)
    .innerJoin(members, eq(members.id, chatMutes.memberId))
    .where(and(eq(chatMutes.merchantId, merchantId), gt(chatMutes.until, deps.now())))
    .orderBy(asc(chatMutes.until));
  return rows.map(({ mute, account }) => ({
    memberId: mute.memberId,
    account,
    until: mute.until.toISOString(),
    reason: mute.reason,
    mutedBy: mute.mutedBy,
  }));
}

/** Mutes a player of the merchant from now for the minutes given (audited); null when no such player. */
export async function muteMember(
  deps: ChatDeps,
  actor: AuditActor & { username: string },
  input: ChatMuteInput,
): Promise<ChatMute | null> {
  return withAudit(deps, actor, async (tx) => {
    const [member] = await tx
      .select({ account: members.account })
      .from(members)
      .where(and(eq(members.id, input.memberId), eq(members.merchantId, actor.merchantId)));
    if (!member) return { value: null, change: null };
    const now = deps.now();
    const until = new Date(now.getTime() + input.minutes * 60_000);
    const values = { until, reason: input.reason, mutedBy: actor.username, createdAt: now };
    await tx
      .insert(chatMutes)
      .values({ merchantId: actor.merchantId, memberId: input.memberId, ...values })
      .onConflictDoUpdate({ target: [chatMutes.merchantId, chatMutes.memberId], set: values });
    const mute = {
      memberId: input.memberId,
      account: member.account,
      until: until.toISOString(),
      reason: input.reason,
      mutedBy: actor.username,
    };
    return {
      value: mute,
      change: { action: 'chat.mute', objectType: 'member', objectId: input.memberId, after: mute },
    };
  });
}

/** Lifts a player's mute (audited); false when there was none in force. */
export async function unmuteMember(deps: ChatDeps, actor: AuditActor, memberId: number): Promise<boolean> {
  return withAudit(deps, actor, async (tx) => {
    const [before] = await tx
      .delete(chatMutes)
      .where(
        and(
          eq(chatMutes.merchantId, actor.merchantId),
          eq(chatMutes.memberId, memberId),
          gt(chatMutes.until, deps.now()),
        ),
      )
      .returning();
    if (!before) return { value: false, change: null };
    return {
      value: true,
      change: {
        action: 'chat.unmute',
        objectType: 'member',
        objectId: memberId,
        before: { until: before.until.toISOString(), reason: before.reason },
      },
    };
  });
}

/** Replaces the merchant's chat settings (audited with before and after). */
export async function updateChatSettings(
  deps: ChatDeps,
  actor: AuditActor,
  input: ChatSettings,
): Promise<ChatSettings> {
  const before = await readChatSettings(deps.db, actor.merchantId);
  // The same word twice is one rule.
  const blockedWords = [...new Set(input.blockedWords.map((word) => word.trim()))];
  const values = { ...input, blockedWords, updatedAt: deps.now() };
  await withAudit(deps, actor, async (tx) => {
    await tx
      .insert(chatSettings)
      .values({ merchantId: actor.merchantId, ...values })
      .onConflictDoUpdate({ target: chatSettings.merchantId, set: values });
    return {
      value: null,
      change: {
        action: 'chat.settings',
        objectType: 'chat_settings',
        objectId: actor.merchantId,
        before,
        after: { ...input, blockedWords },
      },
    };
  });
  return readChatSettings(deps.db, actor.merchantId);
}
