import type { SupportSender, SupportStatus } from '@platform/contract/support';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * The one support conversation of a player (built-in customer service). Read state is the last
 * message id each side has read; typing is the time each side last said it was typing, so every
 * node (and the polling back office) reads the same state from here.
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    status: varchar('status', { length: 10 }).$type<SupportStatus>().notNull().default('open'),
    assignedTo: integer('assigned_to').references(() => operators.id, { onDelete: 'set null' }),
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    memberTypingAt: at('member_typing_at'),
    operatorTypingAt: at('operator_typing_at'),
    lastMessageAt: at('last_message_at').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('support_conversations_member').on(t.memberId),
    index('support_conversations_inbox').on(t.merchantId, t.status, t.lastMessageAt),
    check('support_conversations_status', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: rowId(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    sender: varchar('sender', { length: 10 }).$type<SupportSender>().notNull(),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    /** As typed (trimmed): markup stays text and is shown as text. */
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('support_messages_conversation').on(t.conversationId, t.id),
    check('support_messages_sender', sql`${t.sender} in ('member', 'operator')`),
  ],
);

/** The merchant's canned replies, written by its operators. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: rowId(),
    merchantId: merchantRef(),
    title: varchar('title', { length: 60 }).notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('support_canned_replies_merchant').on(t.merchantId)],
);
