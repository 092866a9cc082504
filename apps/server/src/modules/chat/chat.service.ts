import {
  CHAT_DEFAULT_SETTINGS,
  CHAT_HISTORY_SIZE,
  type ChatMessage,
  type ChatRefusal,
  type ChatSettings,
} from '@platform/contract/chat';
import type { Language } from '@platform/contract/i18n';
import { pickText } from '@platform/contract/i18n';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { members } from '../accounts/accounts.tables.ts';
import { games } from '../games/games.tables.ts';
import { maskAccount } from '../games/home-games.service.ts';
import { chatMessages, chatMutes, chatRooms, chatSettings } from './chat.tables.ts';
import { refusalOfText } from './chat-filter.ts';

export interface ChatDeps {
  db: Database;
  now: () => Date;
}

export type ChatRoomRow = typeof chatRooms.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    roomId: row.roomId,
    seq: row.seq,
    kind: row.kind,
    senderName: row.senderName,
    vipLabel: row.vipLabel,
    text: row.body,
    win: row.kind === 'win' ? { game: row.gameName ?? '', amount: row.amount ?? 0 } : null,
    at: row.createdAt.toISOString(),
  };
}

export async function readChatSettings(db: Database, merchantId: number): Promise<ChatSettings> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.merchantId, merchantId));
  if (!row) return CHAT_DEFAULT_SETTINGS;
  return {
    maxPerWindow: row.maxPerWindow,
    windowSeconds: row.windowSeconds,
    maxLength: row.maxLength,
    blockedWords: row.blockedWords,
    blockLinks: row.blockLinks,
    winThreshold: row.winThreshold,
  };
}

/** The merchant's room of a language, made on its first join. */
export async function roomOfLanguage(
  db: Database,
  merchantId: number,
  language: Language,
): Promise<ChatRoomRow> {
  await db.insert(chatRooms).values({ merchantId, language }).onConflictDoNothing();
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.merchantId, merchantId), eq(chatRooms.language, language)));
  if (!room) throw new Error('chat room not created');
  return room;
}

/** A room by id, only if it is the merchant's: another merchant's room is as good as none. */
export async function roomOfMerchant(db: Database, merchantId: number, roomId: number) {
  const [room] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.id, roomId), eq(chatRooms.merchantId, merchantId)));
  return room ?? null;
}

/** The room's latest messages that are not deleted, oldest first. */
export async function recentMessages(db: Database, roomId: number, limit = CHAT_HISTORY_SIZE) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.roomId, roomId), isNull(chatMessages.deletedAt)))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
  return rows.reverse().map(toChatMessage);
}

/** When the member's mute ends, or null when they are not muted now. */
export async function mutedUntil(deps: ChatDeps, merchantId: number, memberId: number): Promise<Date | null> {
  const [row] = await deps.db
    .select({ until: chatMutes.until })
    .from(chatMutes)
    .where(
      and(
        eq(chatMutes.merchantId, merchantId),
        eq(chatMutes.memberId, memberId),
        gt(chatMutes.until, deps.now()),
      ),
    );
  return row?.until ?? null;
}

/** Masked account (ab***9), or the nickname when the member chose one other than the account. */
export function displayNameOf(member: { account: string; nickname: string }): string {
  const nickname = member.nickname.trim();
  return nickname && nickname !== member.account ? nickname : maskAccount(member.account);
}

/** Takes the room's next sequence number; the row stays locked until the transaction ends. */
async function nextSeq(tx: Database, roomId: number, at: Date): Promise<number> {
  const [room] = await tx
    .update(chatRooms)
    .set({ lastSeq: sql`${chatRooms.lastSeq} + 1`, lastMessageAt: at })
    .where(eq(chatRooms.id, roomId))
    .returning({ lastSeq: chatRooms.lastSeq });
  if (!room) throw new Error('chat room vanished');
  return room.lastSeq;
}

export type PostResult = { ok: true; message: ChatMessage } | { ok: false; code: ChatRefusal; until?: Date };

/** What a post is checked against, read in one round trip: who posts, their mute, their recent posts. */
async function posterState(
  deps: ChatDeps,
  input: { merchantId: number; memberId: number },
  settings: ChatSettings,
  now: Date,
) {
  const windowStart = new Date(now.getTime() - settings.windowSeconds * 1000);
  const [row] = rowsOf<{ account: string; nickname: string; muted_until: unknown; nth_recent: unknown }>(
    await deps.db.execute(sql`
      select m.account, m.nickname,
        (select until from chat_mutes u
          where u.merchant_id = ${input.merchantId} and u.member_id = m.id
            and u.until > ${now.toISOString()}::timestamptz) as muted_until,
        -- The oldest of the member's last maxPerWindow posts in the window: posting is free
        -- again once it leaves the window; none means the member is under the limit.
        (select c.created_at from chat_messages c
          where c.member_id = m.id and c.kind = 'member'
            and c.created_at > ${windowStart.toISOString()}::timestamptz
          order by c.created_at desc offset ${settings.maxPerWindow - 1} limit 1) as nth_recent
      from members m where m.id = ${input.memberId} and m.merchant_id = ${input.merchantId}`),
  );
  if (!row) return null;
  // node-postgres and PGlite answer a timestamptz as a Date; a string (another driver) is parsed.
  const date = (value: unknown) =>
    value === null || value === undefined ? null : value instanceof Date ? value : new Date(String(value));
  return { member: row, mutedUntil: date(row.muted_until), nthRecent: date(row.nth_recent) };
}

/**
 * A member's post: checked against the filter, the mute and the rate limit, then stored with the
 * room's next sequence number by one statement that takes the number and writes the row. The room
 * row is locked only while that statement commits, so a busy room takes posts from every node
 * without queueing behind anyone's checks; the numbers still run 1, 2, 3… with no gap (a refused
 * post takes none). Posts of one socket come one after another, so the rate limit holds per
 * socket exactly; two sockets of one member racing may both pass one post over it.
 */
export async function postMemberMessage(
  deps: ChatDeps,
  input: { merchantId: number; memberId: number; roomId: number; text: string },
): Promise<PostResult> {
  const settings = await readChatSettings(deps.db, input.merchantId);
  const text = input.text.trim();
  const refusal = refusalOfText(text, settings);
  if (refusal) return { ok: false, code: refusal };
  const now = deps.now();
  const state = await posterState(deps, input, settings, now);
  if (!state) return { ok: false, code: 'CHAT_ROOM_NOT_FOUND' };
  if (state.mutedUntil) return { ok: false, code: 'CHAT_MUTED', until: state.mutedUntil };
  if (state.nthRecent)
    return {
      ok: false,
      code: 'CHAT_RATE_LIMITED',
      until: new Date(state.nthRecent.getTime() + settings.windowSeconds * 1000),
    };
  const at = now.toISOString();
  // VIP levels are another feature: until they exist no label is shown.
  const [row] = rowsOf<{ id: unknown; seq: unknown }>(
    await deps.db.execute(sql`
      with room as (
        update chat_rooms set last_seq = last_seq + 1, last_message_at = ${at}::timestamptz
        where id = ${input.roomId} and merchant_id = ${input.merchantId}
        returning id, last_seq)
      insert into chat_messages (room_id, seq, kind, member_id, sender_name, vip_label, body, created_at)
      select id, last_seq, 'member', ${input.memberId}, ${displayNameOf(state.member)}, null, ${text},
        ${at}::timestamptz
      from room
      returning id, seq`),
  );
  if (!row) return { ok: false, code: 'CHAT_ROOM_NOT_FOUND' };
  return {
    ok: true,
    message: {
      id: Number(row.id),
      roomId: input.roomId,
      seq: Number(row.seq),
      kind: 'member',
      senderName: displayNameOf(state.member),
      vipLabel: null,
      text,
      win: null,
      at,
    },
  };
}

export interface BigWin {
  merchantId: number;
  memberId: number;
  vendorCode: string;
  nodeId: number | null;
  roundId: string;
  /** Net win (payout − stake), minor units. */
  win: number;
}

/**
 * A big win announced in each of the merchant's rooms, in the room's language. The room row is
 * locked before the round is looked for, so a round settled twice (or heard on two nodes) is
 * announced once and takes one number.
 */
export async function postWinMessages(deps: ChatDeps, event: BigWin): Promise<ChatMessage[]> {
  const rooms = await deps.db.select().from(chatRooms).where(eq(chatRooms.merchantId, event.merchantId));
  if (rooms.length === 0) return [];
  const [member] = await deps.db
    .select({ account: members.account, nickname: members.nickname })
    .from(members)
    .where(eq(members.id, event.memberId));
  if (!member) return [];
  const [game] =
    event.nodeId === null
      ? []
      : await deps.db.select({ names: games.names }).from(games).where(eq(games.nodeId, event.nodeId));
  const roundKey = `${event.vendorCode}:${event.roundId}`.slice(0, 200);
  const posted: ChatMessage[] = [];
  for (const room of rooms) {
    const message = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      await tx.select({ id: chatRooms.id }).from(chatRooms).where(eq(chatRooms.id, room.id)).for('update');
      const [already] = await tx
        .select({ id: chatMessages.id })
        .from(chatMessages)
        .where(and(eq(chatMessages.roomId, room.id), eq(chatMessages.roundKey, roundKey)));
      if (already) return null;
      const seq = await nextSeq(tx, room.id, now);
      const [row] = await tx
        .insert(chatMessages)
        .values({
          roomId: room.id,
          seq,
          kind: 'win',
          memberId: event.memberId,
          senderName: displayNameOf(member),
          body: '',
          gameName: game ? pickText(game.names, room.language, 'EN') : event.vendorCode,
          amount: event.win,
          roundKey,
          createdAt: now,
        })
        .returning();
      return row ? toChatMessage(row) : null;
    });
    if (message) posted.push(message);
  }
  return posted;
}

/** Marks a message of the merchant deleted; answers its room, or null when there is none to delete. */
export async function deleteChatMessage(
  deps: ChatDeps,
  merchantId: number,
  messageId: number,
  operatorId: number,
): Promise<{ roomId: number } | null> {
  const [row] = await deps.db
    .update(chatMessages)
    .set({ deletedAt: deps.now(), deletedBy: operatorId })
    .where(
      and(
        eq(chatMessages.id, messageId),
        isNull(chatMessages.deletedAt),
        sql`${chatMessages.roomId} in (select ${chatRooms.id} from ${chatRooms} where ${chatRooms.merchantId} = ${merchantId})`,
      ),
    )
    .returning({ roomId: chatMessages.roomId });
  return row ?? null;
}
