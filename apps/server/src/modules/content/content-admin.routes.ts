import {
  AdminContentItemSchema,
  AdminContentListQuerySchema,
  AdminContentListSchema,
  AdminCustomerServiceListSchema,
  AdminCustomerServiceSchema,
  ContentIdParamsSchema,
  ContentImageSchema,
  type ContentKind,
  CreateBannerSchema,
  CreateCustomerServiceSchema,
  CreateHelpArticleSchema,
  CreateNoticeSchema,
  CreatePopupSchema,
  CreatePromotionCategorySchema,
  CreatePromotionSchema,
  MAX_CONTENT_IMAGE_BYTES,
  UpdateBannerSchema,
  UpdateCustomerServiceSchema,
  UpdateHelpArticleSchema,
  UpdateNoticeSchema,
  UpdatePopupSchema,
  UpdatePromotionCategorySchema,
  UpdatePromotionSchema,
} from '@platform/contract/content';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import {
  changeCustomerServiceEntry,
  createCustomerServiceEntry,
  listCustomerServiceEntries,
} from '../system/customer-service.service.ts';
import {
  type ContentInput,
  createContentItem,
  listContentItems,
  type Outcome,
  retireContentItem,
  updateContentItem,
} from './content-admin.service.ts';
import { uploadContentImage } from './content-images.ts';

const tags = ['operator content'];
const PERMISSION = 'content.write';
/** Images are sent as the raw bytes; their type is then decided by the bytes, not this header. */
const IMAGE_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream'];

const KIND_ROUTES: {
  kind: ContentKind;
  path: string;
  label: string;
  create: z.ZodType<ContentInput>;
  update: z.ZodType<ContentInput>;
}[] = [
  {
    kind: 'banner',
    path: ADMIN_PATHS.contentBanners,
    label: 'banner',
    create: CreateBannerSchema,
    update: UpdateBannerSchema,
  },
  {
    kind: 'notice',
    path: ADMIN_PATHS.contentNotices,
    label: 'marquee notice',
    create: CreateNoticeSchema,
    update: UpdateNoticeSchema,
  },
  {
    kind: 'popup',
    path: ADMIN_PATHS.contentPopups,
    label: 'pop-up announcement',
    create: CreatePopupSchema,
    update: UpdatePopupSchema,
  },
  {
    kind: 'promotion',
    path: ADMIN_PATHS.contentPromotions,
    label: 'promotion',
    create: CreatePromotionSchema,
    update: UpdatePromotionSchema,
  },
  {
    kind: 'promotion_category',
    path: ADMIN_PATHS.contentPromotionCategories,
    label: 'promotion category',
    create: CreatePromotionCategorySchema,
    update: UpdatePromotionCategorySchema,
  },
  {
    kind: 'help_article',
    path: ADMIN_PATHS.contentHelpArticles,
    label: 'help-centre article',
    create: CreateHelpArticleSchema,
    update: UpdateHelpArticleSchema,
  },
];

type AuditedActor = ReturnType<typeof auditActorOf>;

/**
 * An audited change to one item named by the path's id: the operator must hold content.write, and
 * is the actor the change is audited under.
 */
async function changeItem<T>(
  ctx: AppContext,
  request: FastifyRequest & { params: { id: number } },
  change: (actor: AuditedActor, id: number) => Promise<T>,
): Promise<T> {
  const caller = await requireOperator(ctx, request, PERMISSION);
  return change(auditActorOf(caller, request), request.params.id);
}

function answer<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, outcome.fields);
  return outcome.value;
}

/** The operator API for content (content.write): every change is audited in its own transaction. */
export function registerContentAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now };
  const operator = (request: Parameters<typeof requireOperator>[1]) =>
    requireOperator(ctx, request, PERMISSION);

  for (const route of KIND_ROUTES) {
    app.get(
      route.path,
      {
        schema: {
          tags,
          summary: `Every ${route.label} of the merchant, in sort order`,
          querystring: AdminContentListQuerySchema,
          response: { 200: successEnvelopeSchema(AdminContentListSchema) },
        },
      },
      async (request) => {
        const caller = await operator(request);
        const list = await listContentItems(deps, {
          merchantId: caller.merchantId,
          kind: route.kind,
          includeRetired: request.query.includeRetired ?? false,
        });
        return ok({ list });
      },
    );

    app.post(
      route.path,
      {
        schema: {
          tags,
          summary: `Create a ${route.label} (audited)`,
          body: route.create,
          response: { 201: successEnvelopeSchema(AdminContentItemSchema) },
        },
      },
      async (request, reply) => {
        const caller = await operator(request);
        const item = answer(
          await createContentItem(deps, {
            actor: auditActorOf(caller, request),
            kind: route.kind,
            input: request.body as ContentInput,
          }),
        );
        return reply.status(201).send(ok(item));
      },
    );

    app.patch(
      `${route.path}/:id`,
      {
        schema: {
          tags,
          summary: `Change a ${route.label}: fields, schedule, order or targeting (audited)`,
          params: ContentIdParamsSchema,
          body: route.update,
          response: { 200: successEnvelopeSchema(AdminContentItemSchema) },
        },
      },
      async (request) =>
        ok(
          answer(
            await changeItem(ctx, request, (actor, id) =>
              updateContentItem(deps, { actor, kind: route.kind, id, input: request.body as ContentInput }),
            ),
          ),
        ),
    );

    app.post(
      `${route.path}/:id/retire`,
      {
        schema: {
          tags,
          summary: `Retire a ${route.label}: never served again, kept for the audit trail (audited)`,
          params: ContentIdParamsSchema,
          response: { 200: successEnvelopeSchema(AdminContentItemSchema) },
        },
      },
      async (request) =>
        ok(
          answer(
            await changeItem(ctx, request, (actor, id) =>
              retireContentItem(deps, { actor, kind: route.kind, id }),
            ),
          ),
        ),
    );
  }

  registerCustomerServiceAdminRoutes(app, ctx);

  // The image is the body itself (no multipart): one PNG, JPEG or WebP of at most 2 MB per request.
  app.register(async (scope) => {
    scope.addContentTypeParser(IMAGE_UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      ADMIN_PATHS.contentImages,
      {
        bodyLimit: MAX_CONTENT_IMAGE_BYTES,
        schema: {
          tags,
          summary: 'Upload a content image (PNG, JPEG or WebP by its bytes, at most 2 MB); answers its path',
          response: { 201: successEnvelopeSchema(ContentImageSchema) },
        },
      },
      async (request, reply) => {
        const caller = await operator(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = answer(
          await uploadContentImage(
            { ...deps, imageBaseUrl: ctx.config.IMAGE_BASE_URL },
            { actor: auditActorOf(caller, request), bytes },
          ),
        );
        return reply.status(201).send(ok(image));
      },
    );
  });
}

/** Customer-service entries live with the site settings (system module); the content role edits them. */
function registerCustomerServiceAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const path = ADMIN_PATHS.contentCustomerService;
  const operator = (request: Parameters<typeof requireOperator>[1]) =>
    requireOperator(ctx, request, PERMISSION);
  const found = <T>(outcome: { ok: true; value: T } | { ok: false; code: 'NOT_FOUND' | 'CONFLICT' }): T => {
    if (outcome.ok) return outcome.value;
    throw outcome.code === 'NOT_FOUND'
      ? new AppError('NOT_FOUND', 'Not found')
      : new AppError('CONFLICT', 'A retired entry cannot change');
  };

  app.get(
    path,
    {
      schema: {
        tags,
        summary: 'Customer-service entries of the merchant, in sort order',
        querystring: AdminContentListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminCustomerServiceListSchema) },
      },
    },
    async (request) => {
      const caller = await operator(request);
      const list = await listCustomerServiceEntries(ctx.system, {
        merchantId: caller.merchantId,
        includeRetired: request.query.includeRetired ?? false,
      });
      return ok({ list });
    },
  );

  app.post(
    path,
    {
      schema: {
        tags,
        summary: 'Create a customer-service entry (audited)',
        body: CreateCustomerServiceSchema,
        response: { 201: successEnvelopeSchema(AdminCustomerServiceSchema) },
      },
    },
    async (request, reply) => {
      const caller = await operator(request);
      const entry = await createCustomerServiceEntry(ctx.system, {
        actor: auditActorOf(caller, request),
        entry: request.body,
      });
      return reply.status(201).send(ok(entry));
    },
  );

  app.patch(
    `${path}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a customer-service entry (audited)',
        params: ContentIdParamsSchema,
        body: UpdateCustomerServiceSchema,
        response: { 200: successEnvelopeSchema(AdminCustomerServiceSchema) },
      },
    },
    async (request) =>
      ok(
        found(
          await changeItem(ctx, request, (actor, id) =>
            changeCustomerServiceEntry(ctx.system, { actor, id, change: request.body }),
          ),
        ),
      ),
  );

  app.post(
    `${path}/:id/retire`,
    {
      schema: {
        tags,
        summary: 'Retire a customer-service entry (audited)',
        params: ContentIdParamsSchema,
        response: { 200: successEnvelopeSchema(AdminCustomerServiceSchema) },
      },
    },
    async (request) =>
      ok(
        found(
          await changeItem(ctx, request, (actor, id) =>
            changeCustomerServiceEntry(ctx.system, { actor, id, change: 'retire' }),
          ),
        ),
      ),
  );
}
