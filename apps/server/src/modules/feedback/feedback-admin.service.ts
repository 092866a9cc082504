import type {
  AdminFeedback,
  AdminFeedbackList,
  AdminFeedbackQuery,
  FeedbackBounds,
  FeedbackImageType,
} from '@platform/contract/feedback';
import { and, count, desc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { members } from '../accounts/accounts.tables.ts';
import { type AuditActor, withAudit } from '../operators/operators.service.ts';
import { operators } from '../operators/operators.tables.ts';
import { detailsOf, type FeedbackDeps, feedbackView, readFeedbackBounds } from './feedback.service.ts';
import { feedback, feedbackAnswers, feedbackImages, feedbackSettings } from './feedback.tables.ts';

type FeedbackRow = typeof feedback.$inferSelect;

async function adminViews(
  deps: FeedbackDeps,
  rows: { feedback: FeedbackRow; account: string }[],
): Promise<AdminFeedback[]> {
  const ids = rows.map((row) => row.feedback.id);
  const { images, answers } = await detailsOf(deps.db, ids);
  const operatorIds = [...new Set(answers.map((answer) => answer.operatorId).filter((id) => id !== null))];
  const names =
    operatorIds.length === 0
      ? []
      : await deps.db
          .select({ id: operators.id, username: operators.username })
          .from(operators)
          .where(inArray(operators.id, operatorIds));
  return rows.map(({ feedback: row, account }) => {
    const view = feedbackView(row, images, answers);
    return {
      ...view,
      memberId: row.memberId,
      account,
      answers: view.answers.map((answer) => {
        const operatorId = answers.find((found) => found.id === answer.id)?.operatorId;
        return { ...answer, operator: names.find((name) => name.id === operatorId)?.username ?? null };
      }),
    };
  });
}

/** The merchant's feedback of the given statuses and type, newest first. */
export async function listFeedbackForOperators(
  deps: FeedbackDeps,
  merchantId: number,
  query: AdminFeedbackQuery,
): Promise<AdminFeedbackList> {
  const { status, questionType, pageNo, pageSize } = query;
  const conditions: (SQL | undefined)[] = [
    eq(feedback.merchantId, merchantId),
    status ? inArray(feedback.status, status) : undefined,
    questionType ? eq(feedback.questionType, questionType) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ feedback, account: members.account })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .where(where)
      .orderBy(desc(feedback.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    deps.db.select({ value: count() }).from(feedback).where(where),
  ]);
  return { list: await adminViews(deps, rows), total: total?.value ?? 0, pageNo, pageSize };
}

/** One of the merchant's feedback with its answers; another merchant's is not found. */
export async function readFeedbackForOperators(
  deps: FeedbackDeps,
  merchantId: number,
  id: number,
): Promise<AdminFeedback> {
  const rows = await deps.db
    .select({ feedback, account: members.account })
    .from(feedback)
    .innerJoin(members, eq(members.id, feedback.memberId))
    .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)));
  const [view] = await adminViews(deps, rows);
  if (!view) throw new AppError('NOT_FOUND', 'Not found');
  return view;
}

/** A screenshot of one of the merchant's feedback, for its operators only. */
export async function readFeedbackImage(
  deps: FeedbackDeps,
  merchantId: number,
  feedbackId: number,
  imageId: number,
): Promise<{ contentType: FeedbackImageType; bytes: Buffer } | null> {
  const [found] = await deps.db
    .select({ contentType: feedbackImages.contentType, bytes: feedbackImages.bytes })
    .from(feedbackImages)
    .where(
      and(
        eq(feedbackImages.id, imageId),
        eq(feedbackImages.feedbackId, feedbackId),
        eq(feedbackImages.merchantId, merchantId),
        isNotNull(feedbackImages.feedbackId),
      ),
    );
  return found ?? null;
}

/**
 * Reads one of the merchant's feedback locked for the rest of the transaction, so an answer and a
 * close cannot race on its status; another merchant's is not found.
 */
async function lockedFeedback(tx: Database, merchantId: number, id: number): Promise<FeedbackRow> {
  const [row] = await tx
    .select()
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.merchantId, merchantId)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND', 'Not found');
  return row;
}

/**
 * Answers a feedback in plain text (audited): it becomes answered, and the player reads the
 * answer in their list. A closed feedback takes no more answers.
 */
export async function answerFeedback(
  deps: FeedbackDeps,
  actor: AuditActor,
  id: number,
  body: string,
): Promise<AdminFeedback> {
  await withAudit(deps, actor, async (tx) => {
    const row = await lockedFeedback(tx, actor.merchantId, id);
    if (row.status === 'closed') throw new AppError('CONFLICT', 'This feedback is closed');
    const [answer] = await tx
      .insert(feedbackAnswers)
      .values({ feedbackId: id, operatorId: actor.operatorId, body, createdAt: deps.now() })
      .returning({ id: feedbackAnswers.id });
    await tx.update(feedback).set({ status: 'answered' }).where(eq(feedback.id, id));
    return {
      value: null,
      change: {
        action: 'feedback.answer',
        objectType: 'feedback',
        objectId: id,
        after: { answerId: answer?.id },
      },
    };
  });
  return readFeedbackForOperators(deps, actor.merchantId, id);
}

/** Closes a feedback (audited); closing a closed one changes nothing. */
export async function closeFeedback(
  deps: FeedbackDeps,
  actor: AuditActor,
  id: number,
): Promise<AdminFeedback> {
  await withAudit(deps, actor, async (tx) => {
    const row = await lockedFeedback(tx, actor.merchantId, id);
    if (row.status === 'closed') return { value: null, change: null };
    await tx.update(feedback).set({ status: 'closed', closedAt: deps.now() }).where(eq(feedback.id, id));
    return {
      value: null,
      change: {
        action: 'feedback.close',
        objectType: 'feedback',
        objectId: id,
        before: { status: row.status },
        after: { status: 'closed' },
      },
    };
  });
  return readFeedbackForOperators(deps, actor.merchantId, id);
}

/** Sets the description's length bounds (audited); the form and the server follow at once. */
export async function updateFeedbackBounds(
  deps: FeedbackDeps,
  actor: AuditActor,
  bounds: FeedbackBounds,
): Promise<FeedbackBounds> {
  return withAudit(deps, actor, async (tx) => {
    const before = await readFeedbackBounds(tx, actor.merchantId);
    await tx
      .insert(feedbackSettings)
      .values({ merchantId: actor.merchantId, ...bounds, updatedAt: deps.now() })
      .onConflictDoUpdate({ target: feedbackSettings.merchantId, set: { ...bounds, updatedAt: deps.now() } });
    return {
      value: bounds,
      change: {
        action: 'feedback.settings',
        objectType: 'feedback_settings',
        objectId: actor.merchantId,
        before,
        after: bounds,
      },
    };
  });
}
