import type { MemberMessage, MemberMessageList } from '@platform/contract/messages';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { findMemberById } from '../accounts/members.service.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { type Reader, visibleTo } from './message-audience.ts';
import { platformMessageStates, platformMessages } from './messages.tables.ts';

export interface MessagesDeps {
  db: Database;
  now: () => Date;
  walletEvents: WalletEvents;
}

export interface MessageMember {
  merchantId: number;
  memberId: number;
}

type MessageRow = typeof platformMessages.$inferSelect;

/** The reader with its registration time, which bounds the broadcasts it was there for. */
async function readerOf(db: Database, member: MessageMember): Promise<Reader | null> {
  const row = await findMemberById(db, member.merchantId, member.memberId);
  return row ? { ...member, registeredAt: row.createdAt } : null;
}

/** The reader's own state of each message, joined beside it; deleted ones are left out. */
const stateJoin = (memberId: number) =>
  and(eq(platformMessageStates.messageId, platformMessages.id), eq(platformMessageStates.memberId, memberId));

function memberView(row: MessageRow, readAt: Date | null): MemberMessage {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    template: row.template ? { key: row.template, params: row.params ?? {} } : null,
    createdAt: row.createdAt.toISOString(),
    read: readAt !== null,
  };
}

async function unreadOf(db: Database, reader: Reader, now: Date): Promise<number> {
  const [found] = await db
    .select({ unread: count() })
    .from(platformMessages)
    .leftJoin(platformMessageStates, stateJoin(reader.memberId))
    .where(
      and(
        visibleTo(reader, now),
        isNull(platformMessageStates.readAt),
        isNull(platformMessageStates.deletedAt),
      ),
    );
  return found?.unread ?? 0;
}

/** Spec §3 `unreadMessage`: messages the member has neither read nor deleted. */
export async function countUnread(deps: MessagesDeps, member: MessageMember): Promise<number> {
  const reader = await readerOf(deps.db, member);
  return reader ? unreadOf(deps.db, reader, deps.now()) : 0;
}

/** A page of the member's inbox, newest first, with the unread count the badge shows. */
export async function listMessages(
  deps: MessagesDeps,
  member: MessageMember,
  paging: { pageNo: number; pageSize: number },
): Promise<MemberMessageList> {
  const reader = await readerOf(deps.db, member);
  if (!reader) return { list: [], total: 0, totalPages: 0, unreadMessage: 0 };
  const now = deps.now();
  const where = and(visibleTo(reader, now), isNull(platformMessageStates.deletedAt));
  const [rows, totals, unreadMessage] = await Promise.all([
    deps.db
      .select({ message: platformMessages, readAt: platformMessageStates.readAt })
      .from(platformMessages)
      .leftJoin(platformMessageStates, stateJoin(reader.memberId))
      .where(where)
      .orderBy(desc(platformMessages.createdAt), desc(platformMessages.id))
      .limit(paging.pageSize)
      .offset((paging.pageNo - 1) * paging.pageSize),
    deps.db
      .select({ total: count() })
      .from(platformMessages)
      .leftJoin(platformMessageStates, stateJoin(reader.memberId))
      .where(where),
    unreadOf(deps.db, reader, now),
  ]);
  const total = totals[0]?.total ?? 0;
  return {
    list: rows.map((row) => memberView(row.message, row.readAt)),
    total,
    totalPages: Math.ceil(total / paging.pageSize),
    unreadMessage,
  };
}

/**
 * One message, marked read. The state row is keyed by (message, member) and written with ON
 * CONFLICT, so two tabs opening it at once leave one read and the count falls by one.
 */
export async function readMessage(
  deps: MessagesDeps,
  member: MessageMember,
  messageId: number,
): Promise<MemberMessage | null> {
  const reader = await readerOf(deps.db, member);
  if (!reader) return null;
  const now = deps.now();
  const [found] = await deps.db
    .select({ message: platformMessages, deletedAt: platformMessageStates.deletedAt })
    .from(platformMessages)
    .leftJoin(platformMessageStates, stateJoin(reader.memberId))
    .where(and(eq(platformMessages.id, messageId), visibleTo(reader, now)));
  if (!found || found.deletedAt) return null;
  await deps.db
    .insert(platformMessageStates)
    .values({ messageId, memberId: reader.memberId, readAt: now })
    .onConflictDoUpdate({
      target: [platformMessageStates.messageId, platformMessageStates.memberId],
      set: { readAt: sql`coalesce(${platformMessageStates.readAt}, excluded.read_at)` },
    });
  return memberView(found.message, now);
}

/** Marks every message the member can see read, in one statement; answers how many it marked. */
export async function markAllRead(deps: MessagesDeps, member: MessageMember): Promise<number> {
  const reader = await readerOf(deps.db, member);
  if (!reader) return 0;
  const now = deps.now();
  const result = await deps.db.execute(sql`
    insert into ${platformMessageStates} (message_id, member_id, read_at)
    select ${platformMessages.id}, ${reader.memberId}, ${now.toISOString()}::timestamptz
    from ${platformMessages}
    left join ${platformMessageStates} on ${stateJoin(reader.memberId)}
    where ${visibleTo(reader, now)} and ${platformMessageStates.readAt} is null
      and ${platformMessageStates.deletedAt} is null
    on conflict (message_id, member_id) do update
      set read_at = coalesce(${platformMessageStates}.read_at, excluded.read_at)
    returning message_id`);
  return rowsOf(result).length;
}

/** Deletes a message from this member's inbox alone; a broadcast stays for everyone else. */
export async function deleteMessage(
  deps: MessagesDeps,
  member: MessageMember,
  messageId: number,
): Promise<boolean> {
  const reader = await readerOf(deps.db, member);
  if (!reader) return false;
  const now = deps.now();
  const [found] = await deps.db
    .select({ id: platformMessages.id })
    .from(platformMessages)
    .where(and(eq(platformMessages.id, messageId), visibleTo(reader, now)));
  if (!found) return false;
  // A deleted message no longer counts as unread: it is read as well.
  await deps.db
    .insert(platformMessageStates)
    .values({ messageId, memberId: reader.memberId, readAt: now, deletedAt: now })
    .onConflictDoUpdate({
      target: [platformMessageStates.messageId, platformMessageStates.memberId],
      set: {
        readAt: sql`coalesce(${platformMessageStates.readAt}, excluded.read_at)`,
        deletedAt: sql`coalesce(${platformMessageStates.deletedAt}, excluded.deleted_at)`,
      },
    });
  return true;
}
