import type { AccountChangeStatus } from '@platform/contract/payments';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { operators } from '../operators/operators.tables.ts';
import { type ManualBankSettings, paymentChannels } from './payments.tables.ts';

/**
 * A requested change of a channel's receiving account (maker-checker). The channel keeps its
 * approved account until another operator approves; the approval writes `after` into the channel
 * only while the channel still holds `before`, and leaves `pending` by a conditional UPDATE, so
 * two checkers at once apply it once.
 */
export const channelAccountChanges = pgTable(
  'channel_account_changes',
  {
    id: rowId(),
    merchantId: merchantRef(),
    // Restrict: a change is part of the channel's money trail.
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id, { onDelete: 'restrict' }),
    /** The approved account when asked; null for a new channel's first account. */
    before: jsonb('before').$type<ManualBankSettings>(),
    after: jsonb('after').$type<ManualBankSettings>().notNull(),
    status: varchar('status', { length: 16 }).$type<AccountChangeStatus>().notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'restrict' }),
    decisionNote: varchar('decision_note', { length: 200 }),
    createdAt: at('created_at').notNull(),
    decidedAt: at('decided_at'),
  },
  (t) => [
    // The approval queue: the merchant's changes of one status, newest first.
    index('channel_account_changes_merchant_status').on(t.merchantId, t.status, t.id),
    // A channel's pending changes, shown on the channel.
    index('channel_account_changes_channel_pending')
      .on(t.channelId, t.id)
      .where(sql`${t.status} = 'pending'`),
    check('channel_account_changes_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    // Four eyes even against a faulty caller: a decided change was decided by someone else.
    check(
      'channel_account_changes_four_eyes',
      sql`${t.status} = 'pending' or (${t.decidedBy} is not null and ${t.decidedBy} <> ${t.requestedBy} and ${t.decidedAt} is not null)`,
    ),
  ],
);
