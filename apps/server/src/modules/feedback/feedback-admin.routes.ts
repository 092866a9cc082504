import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  AdminFeedbackListSchema,
  AdminFeedbackQuerySchema,
  AdminFeedbackSchema,
  FeedbackAnswerInputSchema,
  FeedbackBoundsSchema,
  FeedbackIdParamsSchema,
  FeedbackImageParamsSchema,
} from '@platform/contract/feedback';
import { EmptySchema } from '@platform/contract/list-query';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { feedbackDepsOf } from './feedback.routes.ts';
import { readFeedbackBounds } from './feedback.service.ts';
import {
  answerFeedback,
  closeFeedback,
  listFeedbackForOperators,
  readFeedbackForOperators,
  readFeedbackImage,
  updateFeedbackBounds,
} from './feedback-admin.service.ts';

const tags = ['operator feedback'];
const Bounds = {
  200: successEnvelopeSchema(z.object({ minLength: z.number().int(), maxLength: z.number().int() })),
};
const One = { 200: successEnvelopeSchema(AdminFeedbackSchema) };

/** The feedback queue (support.reply) and the description's bounds (settings.write to change). */
export function registerFeedbackAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = feedbackDepsOf(ctx);

  app.get(
    ADMIN_PATHS.feedback,
    {
      schema: {
        tags,
        summary: 'Players’ feedback, newest first, by status and question type',
        querystring: AdminFeedbackQuerySchema,
        response: { 200: successEnvelopeSchema(AdminFeedbackListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'support.reply');
      return ok(await listFeedbackForOperators(deps, caller.merchantId, request.query));
    },
  );

  app.get(
    ADMIN_PATHS.feedbackSettings,
    {
      schema: {
        tags,
        summary: 'The description’s length bounds',
        querystring: EmptySchema,
        response: Bounds,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'support.reply');
      return ok(await readFeedbackBounds(deps.db, caller.merchantId));
    },
  );

  app.put(
    ADMIN_PATHS.feedbackSettings,
    {
      schema: {
        tags,
        summary: 'Set the description’s length bounds (audited)',
        body: FeedbackBoundsSchema,
        response: Bounds,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return ok(await updateFeedbackBounds(deps, auditActorOf(caller, request), request.body));
    },
  );

  app.get(
    `${ADMIN_PATHS.feedback}/:id`,
    {
      schema: {
        tags,
        summary: 'One feedback with its answers',
        params: FeedbackIdParamsSchema,
        querystring: EmptySchema,
        response: One,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'support.reply');
      return ok(await readFeedbackForOperators(deps, caller.merchantId, request.params.id));
    },
  );

  app.get(
    `${ADMIN_PATHS.feedback}/:id/images/:imageId`,
    {
      schema: {
        tags,
        summary: 'A screenshot of a feedback (PNG or JPEG)',
        params: FeedbackImageParamsSchema,
        querystring: EmptySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireOperator(ctx, request, 'support.reply');
      const { id, imageId } = request.params;
      return sendPrivateFile(reply, await readFeedbackImage(deps, caller.merchantId, id, imageId));
    },
  );

  app.post(
    `${ADMIN_PATHS.feedback}/:id/answer`,
    {
      schema: {
        tags,
        summary: 'Answer in plain text: the player reads it (audited)',
        params: FeedbackIdParamsSchema,
        body: FeedbackAnswerInputSchema,
        response: One,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'support.reply');
      return ok(
        await answerFeedback(deps, auditActorOf(caller, request), request.params.id, request.body.body),
      );
    },
  );

  app.post(
    `${ADMIN_PATHS.feedback}/:id/close`,
    {
      schema: { tags, summary: 'Close a feedback (audited)', params: FeedbackIdParamsSchema, response: One },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'support.reply');
      return ok(await closeFeedback(deps, auditActorOf(caller, request), request.params.id));
    },
  );
}
