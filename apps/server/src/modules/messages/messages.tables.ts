import type {
  MessageKind,
  MessageParams,
  MessageTargetKind,
  SystemMessageTemplate,
} from '@platform/contract/messages';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { members } from '../accounts/accounts.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * A platform message, stored once however many players it reaches: its audience is the target
 * (everyone, an agent's tree, a registration range, one member), worked out when a player reads,
 * never copied per player. A system message names its member and its business reference, unique
 * per (member, template, reference), so a replayed request or job writes it once.
 */
export const platformMessages = pgTable(
  'platform_messages',
  {
    id: rowId(),
    merchantId: merchantRef(),
    kind: varchar('kind', { length: 16 }).$type<MessageKind>().notNull(),
    /** An operator's words; null for a system message, which the site words from its template. */
    title: text('title'),
    body: text('body'),
    template: varchar('template', { length: 32 }).$type<SystemMessageTemplate>(),
    params: jsonb('params').$type<MessageParams>(),
    /** The business event a system message tells of (an order number, a contract id). */
    reference: varchar('reference', { length: 200 }),
    targetKind: varchar('target_kind', { length: 16 }).$type<MessageTargetKind>().notNull(),
    /** The one member (target `member`, every system message) or the agent (target `agentTree`). */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    registeredFrom: at('registered_from'),
    registeredTo: at('registered_to'),
    /** How many players it was for when sent: the read rate's denominator. */
    recipientCount: integer('recipient_count').notNull(),
    createdBy: integer('created_by').references(() => operators.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull(),
    withdrawnAt: at('withdrawn_at'),
  },
  (t) => [
    index('platform_messages_merchant').on(t.merchantId, t.createdAt, t.id),
    index('platform_messages_member').on(t.memberId, t.createdAt),
    uniqueIndex('platform_messages_system_key')
      .on(t.memberId, t.template, t.reference)
      .where(sql`${t.kind} = 'system'`),
    check(
      'platform_messages_words',
      sql`(${t.kind} = 'system' and ${t.template} is not null and ${t.reference} is not null and ${t.memberId} is not null)
      or (${t.kind} <> 'system' and ${t.title} is not null and ${t.body} is not null)`,
    ),
  ],
);

/**
 * One player's state of one message: read, and deleted for that player alone (the message stays
 * for the others). Keyed by (message, member), so two tabs reading at once write one row.
 */
export const platformMessageStates = pgTable(
  'platform_message_states',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => platformMessages.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.memberId] }),
    index('platform_message_states_member').on(t.memberId),
  ],
);
