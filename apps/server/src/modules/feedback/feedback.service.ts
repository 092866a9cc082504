import {
  DEFAULT_FEEDBACK_BOUNDS,
  type Feedback,
  type FeedbackBounds,
  type FeedbackImage,
  type FeedbackInput,
  FeedbackInputSchema,
  type FeedbackList,
  feedbackFormSchema,
  MAX_FEEDBACK_IMAGE_BYTES,
} from '@platform/contract/feedback';
import { formFieldErrors } from '@platform/contract/form-schemas';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { sniffImage } from '../images/image-bytes.ts';
import { feedback, feedbackAnswers, feedbackImages, feedbackSettings } from './feedback.tables.ts';

export interface FeedbackDeps {
  db: Database;
  now: () => Date;
}

/** The member asking; their merchant scopes every read. */
export interface FeedbackCaller {
  merchantId: number;
  memberId: number;
}

/** The player's list shows this many of their latest submissions. */
const LIST_LIMIT = 50;

type FeedbackRow = typeof feedback.$inferSelect;
type ImageRow = Pick<typeof feedbackImages.$inferSelect, 'id' | 'feedbackId' | 'contentType' | 'size'>;
type AnswerRow = typeof feedbackAnswers.$inferSelect;

/** The merchant's bounds, or the defaults while the operator has set none. */
export async function readFeedbackBounds(db: Database, merchantId: number): Promise<FeedbackBounds> {
  const [row] = await db
    .select({ minLength: feedbackSettings.minLength, maxLength: feedbackSettings.maxLength })
    .from(feedbackSettings)
    .where(eq(feedbackSettings.merchantId, merchantId));
  return row ?? { ...DEFAULT_FEEDBACK_BOUNDS };
}

export function imageView(row: ImageRow): FeedbackImage {
  return { id: row.id, contentType: row.contentType, size: row.size };
}

export function feedbackView(row: FeedbackRow, images: ImageRow[], answers: AnswerRow[]): Feedback {
  return {
    id: row.id,
    questionType: row.questionType,
    content: row.content,
    status: row.status,
    images: images.filter((image) => image.feedbackId === row.id).map(imageView),
    answers: answers
      .filter((answer) => answer.feedbackId === row.id)
      .map((answer) => ({ id: answer.id, body: answer.body, createdAt: answer.createdAt.toISOString() })),
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The images (never their bytes) and answers of some feedback rows, oldest answer first. */
export async function detailsOf(
  db: Database,
  ids: number[],
): Promise<{ images: ImageRow[]; answers: AnswerRow[] }> {
  if (ids.length === 0) return { images: [], answers: [] };
  const [images, answers] = await Promise.all([
    db
      .select({
        id: feedbackImages.id,
        feedbackId: feedbackImages.feedbackId,
        contentType: feedbackImages.contentType,
        size: feedbackImages.size,
      })
      .from(feedbackImages)
      .where(inArray(feedbackImages.feedbackId, ids))
      .orderBy(asc(feedbackImages.id)),
    db
      .select()
      .from(feedbackAnswers)
      .where(inArray(feedbackAnswers.feedbackId, ids))
      .orderBy(asc(feedbackAnswers.id)),
  ]);
  return { images, answers };
}

/** The caller's own submissions with the operator's answers, and the bounds the form checks. */
export async function listOwnFeedback(deps: FeedbackDeps, caller: FeedbackCaller): Promise<FeedbackList> {
  const [bounds, rows] = await Promise.all([
    readFeedbackBounds(deps.db, caller.merchantId),
    deps.db
      .select()
      .from(feedback)
      .where(and(eq(feedback.memberId, caller.memberId), eq(feedback.merchantId, caller.merchantId)))
      .orderBy(desc(feedback.id))
      .limit(LIST_LIMIT),
  ]);
  const { images, answers } = await detailsOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return { bounds, list: rows.map((row) => feedbackView(row, images, answers)) };
}

/** Stores one screenshot when its bytes are a PNG or JPEG of at most 5 MB (decided by the bytes). */
export async function uploadFeedbackImage(
  deps: FeedbackDeps,
  caller: FeedbackCaller,
  bytes: Buffer,
): Promise<FeedbackImage> {
  const contentType =
    bytes.length === 0 ? null : sniffImage(bytes, ['image/png', 'image/jpeg'], MAX_FEEDBACK_IMAGE_BYTES);
  if (contentType !== 'image/png' && contentType !== 'image/jpeg')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only PNG and JPEG images of at most 5 MB are accepted');
  const [row] = await deps.db
    .insert(feedbackImages)
    .values({
      merchantId: caller.merchantId,
      memberId: caller.memberId,
      contentType,
      size: bytes.length,
      bytes,
      createdAt: deps.now(),
    })
    .returning({
      id: feedbackImages.id,
      feedbackId: feedbackImages.feedbackId,
      contentType: feedbackImages.contentType,
      size: feedbackImages.size,
    });
  if (!row) throw new Error('insert returned no row');
  return imageView(row);
}

/**
 * Sends a feedback: the description within the operator's bounds (the form's own schema, so a
 * crafted request gets the form's field errors), with the caller's own unsent screenshots. An
 * image that is not the caller's, or already sent, is not found and nothing is stored.
 */
export async function submitFeedback(
  deps: FeedbackDeps,
  caller: FeedbackCaller,
  input: FeedbackInput,
): Promise<Feedback> {
  const parsed = FeedbackInputSchema.parse(input);
  const bounds = await readFeedbackBounds(deps.db, caller.merchantId);
  const schema = feedbackFormSchema(bounds);
  const fields = formFieldErrors(schema, parsed);
  if (fields.length > 0) throw new AppError('VALIDATION_ERROR', 'Please check the form', fields);
  const imageIds = [...new Set(parsed.imageIds)];
  if (imageIds.length !== parsed.imageIds.length) throw new AppError('NOT_FOUND', 'Image not found');
  return deps.db.transaction(async (tx) => {
    const images =
      imageIds.length === 0
        ? []
        : await tx
            .select({ id: feedbackImages.id })
            .from(feedbackImages)
            .where(
              and(
                inArray(feedbackImages.id, imageIds),
                eq(feedbackImages.memberId, caller.memberId),
                eq(feedbackImages.merchantId, caller.merchantId),
                isNull(feedbackImages.feedbackId),
              ),
            )
            .for('update');
    if (images.length !== imageIds.length) throw new AppError('NOT_FOUND', 'Image not found');
    const [row] = await tx
      .insert(feedback)
      .values({
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        questionType: parsed.questionType,
        content: parsed.content.trim(),
        createdAt: deps.now(),
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    const attached =
      imageIds.length === 0
        ? []
        : await tx
            .update(feedbackImages)
            .set({ feedbackId: row.id })
            .where(inArray(feedbackImages.id, imageIds))
            .returning({
              id: feedbackImages.id,
              feedbackId: feedbackImages.feedbackId,
              contentType: feedbackImages.contentType,
              size: feedbackImages.size,
            });
    return feedbackView(row, attached, []);
  });
}
