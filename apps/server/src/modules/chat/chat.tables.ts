import type { ChatMessageKind } from '@platform/contract/chat';
import type { Language } from '@platform/contract/i18n';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';

/**
 * One public room per merchant and language, made on its first join. `last_seq` hands out the
 * room's sequence numbers: taking the next one locks the row, so posts to a room are numbered
 * 1, 2, 3… across every node with no gap and no repeat.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    language: varchar('language', { length: 8 }).$type<Language>().notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    lastMessageAt: at('last_message_at'),
  },
  (t) => [uniqueIndex('chat_rooms_merchant_language').on(t.merchantId, t.language)],
);

/**
 * A room's messages. A deleted one stays (for the moderators' record) with `deleted_at` and is
 * never shown to players again. A win is stored once per room and round (`round_key`).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: rowId(),
    roomId: integer('room_id')
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<ChatMessageKind>().notNull(),
    /** The poster, or the winner of a win; null once the member is gone. */
    memberId: bigint('member_id', { mode: 'number' }),
    senderName: varchar('sender_name', { length: 64 }).notNull(),
    vipLabel: varchar('vip_label', { length: 64 }),
    body: text('body').notNull(),
    gameName: varchar('game_name', { length: 200 }),
    /** A win's amount, minor units. */
    amount: bigint('amount', { mode: 'number' }),
    /** `<vendor>:<round id>` of a win: the same round is never announced twice. */
    roundKey: varchar('round_key', { length: 200 }),
    createdAt: at('created_at').notNull(),
    deletedAt: at('deleted_at'),
    deletedBy: bigint('deleted_by', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('chat_messages_room_seq').on(t.roomId, t.seq),
    uniqueIndex('chat_messages_room_round').on(t.roomId, t.roundKey),
    // The rate limit counts a member's recent posts in a room.
    index('chat_messages_member_time').on(t.memberId, t.createdAt),
  ],
);

/** A member muted in the merchant's rooms until `until`; lifting it deletes the row. */
export const chatMutes = pgTable(
  'chat_mutes',
  {
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    until: at('until').notNull(),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    mutedBy: varchar('muted_by', { length: 64 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.memberId] })],
);

/** The merchant's filter, rate limit and win feed threshold; defaults (contract) until first saved. */
export const chatSettings = pgTable(
  'chat_settings',
  {
    merchantId: merchantRef().primaryKey(),
    maxPerWindow: integer('max_per_window').notNull(),
    windowSeconds: integer('window_seconds').notNull(),
    maxLength: integer('max_length').notNull(),
    blockedWords: jsonb('blocked_words').$type<string[]>().notNull(),
    blockLinks: boolean('block_links').notNull(),
    winThreshold: bigint('win_threshold', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('chat_settings_positive', sql`${t.maxPerWindow} > 0 and ${t.windowSeconds} > 0`)],
);
