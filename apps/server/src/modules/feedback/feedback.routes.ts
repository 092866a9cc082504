import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  FeedbackImageSchema,
  FeedbackInputSchema,
  FeedbackListSchema,
  FeedbackSchema,
  MAX_FEEDBACK_IMAGE_BYTES,
} from '@platform/contract/feedback';
import { EmptySchema } from '@platform/contract/list-query';
import { API_PATHS } from '@platform/contract/paths';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  type FeedbackDeps,
  listOwnFeedback,
  submitFeedback,
  uploadFeedbackImage,
} from './feedback.service.ts';

const tags = ['feedback'];
/** Screenshots come as the raw file; what they are is then decided by the bytes, not this header. */
const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

export function feedbackDepsOf(ctx: AppContext): FeedbackDeps {
  return { db: ctx.database.db, now: ctx.system.now };
}

/**
 * The player's feedback and complaints (spec §7 PUT /wps/feedback). Real members only: a
 * complaint is about an account's deposits, withdrawals or play, which a trial account has none of.
 */
export function registerFeedbackRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = feedbackDepsOf(ctx);
  const session = ctx.accounts;

  app.get(
    API_PATHS.feedbackList,
    {
      schema: {
        tags,
        summary: 'My feedback, newest first, with the operator’s answers; the description’s bounds',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(FeedbackListSchema) },
      },
    },
    async (request) => ok(await listOwnFeedback(deps, await requireCaller(session, request))),
  );

  app.put(
    API_PATHS.feedback,
    {
      schema: {
        tags,
        summary: 'Send a feedback or complaint: question type, description, up to 3 uploaded screenshots',
        body: FeedbackInputSchema,
        response: { 200: successEnvelopeSchema(FeedbackSchema) },
      },
    },
    async (request) => ok(await submitFeedback(deps, await requireCaller(session, request), request.body)),
  );

  // The file is the body itself (no multipart): one PNG or JPEG of at most 5 MB per request.
  app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      API_PATHS.feedbackUploads,
      {
        bodyLimit: MAX_FEEDBACK_IMAGE_BYTES,
        schema: {
          tags,
          summary: 'Upload one screenshot (PNG or JPEG, at most 5 MB) to send with a feedback',
          response: { 201: successEnvelopeSchema(FeedbackImageSchema) },
        },
      },
      async (request, reply) => {
        const caller = await requireCaller(session, request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        return reply.status(201).send(ok(await uploadFeedbackImage(deps, caller, bytes)));
      },
    );
  });
}
