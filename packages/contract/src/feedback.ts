import { z } from 'zod';
import { checkedForm, formText } from './form-schemas.ts';
import { RowIdParamSchema, RowIdSchema } from './ids.ts';
import { adminPagingFields, statusFilter } from './list-query.ts';
import { text } from './text.ts';

/*
 * Feedback and complaints (spec §1, §3 Feedback: question type, content description; §5 the
 * content's length bounds, set by the operator and never shown; §7 PUT /wps/feedback). A player
 * sends a question type, a description and up to three screenshots; an operator answers in plain
 * text and closes it; the player reads the answers.
 */

/** The question types a player picks from; the site names them in the reader's language. */
export const FEEDBACK_QUESTION_TYPES = [
  'deposit',
  'withdrawal',
  'game',
  'promotion',
  'account',
  'suggestion',
  'complaint',
  'other',
] as const;
export type FeedbackQuestionType = (typeof FEEDBACK_QUESTION_TYPES)[number];

export const FEEDBACK_STATUSES = ['open', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** Screenshots: PNG or JPEG, each at most 5 MB, at most 3 per feedback (as the form kit's IMAGE_FILES). */
export const MAX_FEEDBACK_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_FEEDBACK_IMAGES = 3;
export const FEEDBACK_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export type FeedbackImageType = (typeof FEEDBACK_IMAGE_TYPES)[number];

/** The widest bounds an operator may set; a body longer than the ceiling is refused before any work. */
export const FEEDBACK_CONTENT_CEILING = 2000;
export const DEFAULT_FEEDBACK_BOUNDS = { minLength: 10, maxLength: 500 } as const;

/** The operator's length bounds of the description (spec §5: values not shown to players). */
export const FeedbackBoundsSchema = z
  .strictObject({
    minLength: z.number().int().min(1).max(FEEDBACK_CONTENT_CEILING),
    maxLength: z.number().int().min(1).max(FEEDBACK_CONTENT_CEILING),
  })
  .refine((bounds) => bounds.minLength <= bounds.maxLength, {
    path: ['maxLength'],
    message: 'The maximum must not be below the minimum',
  });
export type FeedbackBounds = z.infer<typeof FeedbackBoundsSchema>;

/** Characters as a reader counts them (an emoji is one), the same in the browser and the server. */
export function visibleLength(value: string): number {
  return [...value].length;
}

/**
 * The form's rule, once: the question type is required and the trimmed description lies within
 * the operator's bounds. `extra` adds the web's own fields (the screenshots as files).
 */
export function feedbackFormSchema<Extra extends z.ZodRawShape>(bounds: FeedbackBounds, extra?: Extra) {
  return checkedForm(
    {
      questionType: formText('questionType'),
      content: formText('content'),
      ...(extra ?? ({} as Extra)),
    },
    (values) => {
      // The extra fields make the values' type generic; these two are always there.
      const { questionType, content } = values as { questionType: string; content: string };
      const length = visibleLength(content);
      return {
        questionType: (FEEDBACK_QUESTION_TYPES as readonly string[]).includes(questionType)
          ? null
          : { key: 'required' },
        content:
          length === 0
            ? { key: 'required' }
            : length < bounds.minLength || length > bounds.maxLength
              ? { key: 'feedback_length', params: { min: bounds.minLength, max: bounds.maxLength } }
              : null,
      };
    },
  );
}

/** PUT /wps/feedback: the description is checked against the bounds by `feedbackFormSchema` too. */
export const FeedbackInputSchema = z.strictObject({
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: text().max(FEEDBACK_CONTENT_CEILING * 2),
  /** Screenshots uploaded first (POST feedbackUploads), each the caller's own and not yet sent. */
  imageIds: z.array(RowIdSchema).max(MAX_FEEDBACK_IMAGES).default([]),
});
export type FeedbackInput = z.input<typeof FeedbackInputSchema>;

/** An uploaded screenshot, as its owner sees it. */
export const FeedbackImageSchema = z.object({
  id: z.number().int(),
  contentType: z.enum(FEEDBACK_IMAGE_TYPES),
  size: z.number().int(),
});
export type FeedbackImage = z.infer<typeof FeedbackImageSchema>;

/** An operator's answer: plain text, shown as text. */
export const FeedbackAnswerSchema = z.object({
  id: z.number().int(),
  body: text(),
  createdAt: text(),
});

export const FeedbackSchema = z.object({
  id: z.number().int(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES),
  content: text(),
  status: z.enum(FEEDBACK_STATUSES),
  images: z.array(FeedbackImageSchema),
  answers: z.array(FeedbackAnswerSchema),
  createdAt: text(),
  closedAt: text().nullable(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** GET /wps/member/feedback: the caller's submissions (newest first) and the bounds the form checks. */
export const FeedbackListSchema = z.object({
  bounds: z.object({ minLength: z.number().int(), maxLength: z.number().int() }),
  list: z.array(FeedbackSchema),
});
export type FeedbackList = z.infer<typeof FeedbackListSchema>;

// --- operator side (support.reply) ---

export const AdminFeedbackQuerySchema = z.strictObject({
  status: statusFilter(z.enum(FEEDBACK_STATUSES), 40).optional(),
  questionType: z.enum(FEEDBACK_QUESTION_TYPES).optional(),
  ...adminPagingFields,
});
export type AdminFeedbackQuery = z.output<typeof AdminFeedbackQuerySchema>;

export const AdminFeedbackSchema = FeedbackSchema.extend({
  memberId: z.number().int(),
  account: text(),
  answers: z.array(FeedbackAnswerSchema.extend({ operator: text().nullable() })),
});
export type AdminFeedback = z.infer<typeof AdminFeedbackSchema>;

export const AdminFeedbackListSchema = z.object({
  list: z.array(AdminFeedbackSchema),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminFeedbackList = z.infer<typeof AdminFeedbackListSchema>;

export const FeedbackIdParamsSchema = z.strictObject({ id: RowIdParamSchema });
export const FeedbackImageParamsSchema = z.strictObject({ id: RowIdParamSchema, imageId: RowIdParamSchema });

/** Answers are plain text: markup is kept as typed and shown as text. */
export const FeedbackAnswerInputSchema = z.strictObject({
  body: text().trim().min(1).max(FEEDBACK_CONTENT_CEILING),
});
export type FeedbackAnswerInput = z.infer<typeof FeedbackAnswerInputSchema>;
