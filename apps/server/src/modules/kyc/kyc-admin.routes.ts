import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  KycRejectSchema,
  KycReviewDocumentParamsSchema,
  KycReviewListQuerySchema,
  KycReviewListSchema,
  KycReviewParamsSchema,
  KycReviewSchema,
  KycSettingsSchema,
} from '@platform/contract/kyc-admin';
import { EmptySchema } from '@platform/contract/list-query';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import type { KycDeps } from './kyc.service.ts';
import { listKycReviews, readKycDocumentForReview, reviewKycSubmission } from './kyc-review.service.ts';
import { readKycSettings, updateKycSettings } from './kyc-settings.service.ts';

const tags = ['operator kyc'];

/** The operator API of KYC: the review queue and documents (kyc.review), tier limits and retention (kyc.settings). */
export function registerKycAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: KycDeps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    ADMIN_PATHS.kycReviews,
    {
      schema: {
        tags,
        summary: 'Submissions of one status (pending: the queue), oldest first',
        querystring: KycReviewListQuerySchema,
        response: { 200: successEnvelopeSchema(KycReviewListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'kyc.review');
      return ok(await listKycReviews(deps, caller.merchantId, request.query));
    },
  );

  app.get(
    `${ADMIN_PATHS.kycReviews}/:id/documents/:documentId`,
    {
      schema: {
        tags,
        summary: "A submitted document's contents (PNG, JPEG or PDF) for its reviewer",
        params: KycReviewDocumentParamsSchema,
        querystring: EmptySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireOperator(ctx, request, 'kyc.review');
      const { id, documentId } = request.params;
      return sendPrivateFile(reply, await readKycDocumentForReview(deps, caller.merchantId, id, documentId));
    },
  );

  app.post(
    `${ADMIN_PATHS.kycReviews}/:id/approve`,
    {
      schema: {
        tags,
        summary: 'Approve a pending submission: the player becomes tier 2 (audited)',
        params: KycReviewParamsSchema,
        response: { 200: successEnvelopeSchema(KycReviewSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'kyc.review');
      const actor = auditActorOf(caller, request);
      return ok(await reviewKycSubmission(deps, actor, request.params.id, { approve: true }));
    },
  );

  app.post(
    `${ADMIN_PATHS.kycReviews}/:id/reject`,
    {
      schema: {
        tags,
        summary: 'Reject a pending submission with a reason the player sees (audited)',
        params: KycReviewParamsSchema,
        body: KycRejectSchema,
        response: { 200: successEnvelopeSchema(KycReviewSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'kyc.review');
      const actor = auditActorOf(caller, request);
      const decision = { approve: false as const, reason: request.body.reason };
      return ok(await reviewKycSubmission(deps, actor, request.params.id, decision));
    },
  );

  app.get(
    ADMIN_PATHS.kycSettings,
    {
      schema: {
        tags,
        summary: "Each tier's deposit and withdrawal limits over 30 days, and document retention",
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(KycSettingsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'kyc.settings');
      return ok(await readKycSettings(deps.db, caller.merchantId));
    },
  );

  app.put(
    ADMIN_PATHS.kycSettings,
    {
      schema: {
        tags,
        summary: "Replace the tiers' limits and document retention (audited)",
        body: KycSettingsSchema,
        response: { 200: successEnvelopeSchema(KycSettingsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'kyc.settings');
      return ok(await updateKycSettings(deps, auditActorOf(caller, request), request.body));
    },
  );
}
