import type { FeedbackImageType, FeedbackQuestionType, FeedbackStatus } from '@platform/contract/feedback';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, bytea, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/** A player's feedback or complaint (spec §3 Feedback: question type, content description). */
export const feedback = pgTable(
  'feedback',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    questionType: varchar('question_type', { length: 20 }).$type<FeedbackQuestionType>().notNull(),
    /** As typed (trimmed): markup stays text and is shown as text. */
    content: text('content').notNull(),
    status: varchar('status', { length: 10 }).$type<FeedbackStatus>().notNull().default('open'),
    createdAt: at('created_at').notNull(),
    closedAt: at('closed_at'),
  },
  (t) => [
    index('feedback_member').on(t.memberId, t.id),
    index('feedback_queue').on(t.merchantId, t.status, t.id),
    check('feedback_status', sql`${t.status} in ('open', 'answered', 'closed')`),
  ],
);

/** A screenshot: uploaded first (no feedback yet), then attached when the feedback is sent. */
export const feedbackImages = pgTable(
  'feedback_images',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    feedbackId: bigint('feedback_id', { mode: 'number' }).references(() => feedback.id, {
      onDelete: 'cascade',
    }),
    contentType: varchar('content_type', { length: 16 }).$type<FeedbackImageType>().notNull(),
    size: integer('size').notNull(),
    /** In the database, as KYC documents: every node reads them and only operators are served them. */
    bytes: bytea('bytes').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('feedback_images_member').on(t.memberId),
    index('feedback_images_feedback').on(t.feedbackId),
    check('feedback_images_type', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);

/** An operator's plain-text answer; the player sees every answer of their own feedback. */
export const feedbackAnswers = pgTable(
  'feedback_answers',
  {
    id: rowId(),
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    operatorId: integer('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('feedback_answers_feedback').on(t.feedbackId)],
);

/** The merchant's description length bounds (spec §5); no row: the contract's defaults. */
export const feedbackSettings = pgTable(
  'feedback_settings',
  {
    merchantId: merchantRef().primaryKey(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('feedback_settings_bounds', sql`${t.minLength} >= 1 and ${t.minLength} <= ${t.maxLength}`)],
);
