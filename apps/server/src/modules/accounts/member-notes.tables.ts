import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { operators } from '../operators/operators.tables.ts';
import { memberRef } from './accounts.tables.ts';

/**
 * What staff wrote about a player (a call, a complaint, a promise made): a trail, never edited or
 * deleted, so the next operator reads the whole story.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'restrict' }),
    body: varchar('body', { length: 1000 }).notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('member_notes_member').on(t.memberId, t.id)],
);
