import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  KycDocumentIdParamsSchema,
  KycDocumentSchema,
  KycProfileInputSchema,
  KycStatusSchema,
  KycSubmissionInputSchema,
  KycSubmissionSchema,
  KycUploadParamsSchema,
  MAX_KYC_DOCUMENT_BYTES,
} from '@platform/contract/kyc';
import { EmptySchema } from '@platform/contract/list-query';
import { API_PATHS } from '@platform/contract/paths';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  type KycDeps,
  readKycStatus,
  readOwnKycDocument,
  submitKycDocuments,
  submitKycProfile,
  uploadKycDocument,
} from './kyc.service.ts';

const tags = ['kyc'];
/** Documents are sent as the raw file; what they are is then decided by the bytes, not this header. */
const DOCUMENT_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'application/pdf', 'application/octet-stream'];

/** The player's verification: tier 1 details, identity documents for tier 2, and their review status. */
export function registerKycRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: KycDeps = { db: ctx.database.db, now: ctx.system.now };
  const session = ctx.accounts;

  app.get(
    API_PATHS.kyc,
    {
      schema: {
        tags,
        summary: "My verification tier, details, documents' review status and the tiers' limits",
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(KycStatusSchema) },
      },
    },
    async (request) => ok(await readKycStatus(deps, await requireCaller(session, request))),
  );

  app.put(
    API_PATHS.kycProfile,
    {
      schema: {
        tags,
        summary: 'Tier 1: my full name, birth date and address; granted at once when of age',
        body: KycProfileInputSchema,
        response: { 200: successEnvelopeSchema(KycStatusSchema) },
      },
    },
    async (request) => ok(await submitKycProfile(deps, await requireCaller(session, request), request.body)),
  );

  app.get(
    `${API_PATHS.kycDocuments}/:id`,
    {
      schema: {
        tags,
        summary: 'One of my documents and its review status (never its contents)',
        params: KycDocumentIdParamsSchema,
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(KycDocumentSchema) },
      },
    },
    async (request) =>
      ok(await readOwnKycDocument(deps, await requireCaller(session, request), request.params.id)),
  );

  app.post(
    API_PATHS.kycSubmissions,
    {
      schema: {
        tags,
        summary: 'Tier 2: send my uploaded identity document and selfie for review',
        body: KycSubmissionInputSchema,
        response: { 201: successEnvelopeSchema(KycSubmissionSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(session, request);
      return reply.status(201).send(ok(await submitKycDocuments(deps, caller, request.body)));
    },
  );

  // The file is the body itself (no multipart): one PNG, JPEG or PDF of at most 5 MB per request.
  app.register(async (scope) => {
    scope.addContentTypeParser(DOCUMENT_UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${API_PATHS.kycUploads}/:kind`,
      {
        bodyLimit: MAX_KYC_DOCUMENT_BYTES,
        schema: {
          tags,
          summary: 'Upload one identity document side or the selfie (PNG, JPEG or PDF, at most 5 MB)',
          params: KycUploadParamsSchema,
          response: { 201: successEnvelopeSchema(KycDocumentSchema) },
        },
      },
      async (request, reply) => {
        const caller = await requireCaller(session, request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const document = await uploadKycDocument(deps, caller, { kind: request.params.kind, bytes });
        return reply.status(201).send(ok(document));
      },
    );
  });
}
