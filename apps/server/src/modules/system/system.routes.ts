import { successEnvelopeSchema } from '@platform/contract/envelope';
import { LangQuerySchema, type Language } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import {
  ClientErrorReportSchema,
  DomainRouteSchema,
  PermissionSchema,
  SiteConfigSchema,
  SystemStatusSchema,
  WhitelabelNodeSchema,
} from '@platform/contract/system';
import type { FastifyRequest } from 'fastify';
import { Counter } from 'prom-client';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { languageFor, requireMerchant, visitorOf } from '../../http/site-context.ts';
import {
  getDomainRoute,
  getPermission,
  getSiteConfig,
  getSystemStatus,
  loadSiteSettings,
  siteModuleTree,
} from './system.service.ts';

const EmptyQuerySchema = z.strictObject({});

/** The merchant of the request, its settings and the language to answer in. */
async function siteOf(ctx: AppContext, request: FastifyRequest, asked?: Language) {
  const merchant = await requireMerchant(ctx.merchants, request);
  const site = await loadSiteSettings(ctx.system, merchant.id);
  return { merchant, site, language: languageFor(merchant, asked) };
}

export function registerSystemRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    API_PATHS.systemStatus,
    {
      schema: {
        tags: ['system'],
        summary: 'Site gate: 0 normal, 1 maintenance, 2 region restricted (spec §2)',
        querystring: LangQuerySchema,
        response: { 200: successEnvelopeSchema(SystemStatusSchema) },
      },
    },
    async (request) => {
      const { merchant, site, language } = await siteOf(ctx, request, request.query.lang);
      return ok(getSystemStatus(merchant, site, visitorOf(ctx.geo, request), language, ctx.system.now()));
    },
  );

  app.get(
    API_PATHS.systemConfig,
    {
      schema: {
        tags: ['system'],
        summary: 'Site configuration: brand, languages, currency, navigation, footer (spec §3)',
        querystring: LangQuerySchema,
        response: { 200: successEnvelopeSchema(SiteConfigSchema) },
      },
    },
    async (request) => {
      const { merchant, site, language } = await siteOf(ctx, request, request.query.lang);
      return ok(getSiteConfig(ctx.system, merchant, site, language));
    },
  );

  app.get(
    API_PATHS.permission,
    {
      schema: {
        tags: ['system'],
        summary: 'Permission response of spec §3',
        querystring: LangQuerySchema,
        response: { 200: successEnvelopeSchema(PermissionSchema) },
      },
    },
    async (request) => {
      const { merchant, site, language } = await siteOf(ctx, request, request.query.lang);
      return ok(getPermission(ctx.system, merchant, site, visitorOf(ctx.geo, request), language));
    },
  );

  app.get(
    API_PATHS.whitelabel,
    {
      schema: {
        tags: ['system'],
        summary: 'Whitelabel module tree with the feature flags of spec §3',
        querystring: EmptyQuerySchema,
        response: { 200: successEnvelopeSchema(z.array(WhitelabelNodeSchema)) },
      },
    },
    async (request) => {
      const { site } = await siteOf(ctx, request);
      return ok(siteModuleTree(site));
    },
  );

  app.get(
    API_PATHS.domainRoute,
    {
      schema: {
        tags: ['system'],
        summary: 'Main domain and the lines (mirrors) of the site',
        querystring: EmptyQuerySchema,
        response: { 200: successEnvelopeSchema(DomainRouteSchema) },
      },
    },
    async (request) => {
      const { merchant, site } = await siteOf(ctx, request);
      return ok(getDomainRoute(merchant, site));
    },
  );
}

/** Browser-side failures (chunk loads above all), logged and counted so operators see them. */
export function registerClientErrorRoute(app: ZodApp, ctx: AppContext): void {
  const clientErrors = new Counter({
    name: 'client_errors_total',
    help: 'Failures reported by browsers, by kind and reason',
    labelNames: ['kind', 'reason'] as const,
    registers: [ctx.metrics],
  });
  app.post(
    API_PATHS.clientErrors,
    {
      schema: {
        tags: ['system'],
        summary: 'Report a failure seen in the browser (chunk load, render)',
        body: ClientErrorReportSchema,
        response: { 200: successEnvelopeSchema(z.object({ received: z.literal(true) })) },
      },
    },
    async (request) => {
      const report = request.body;
      clientErrors.inc({ kind: report.kind, reason: report.reason ?? 'none' });
      request.log.warn({ clientError: report }, 'client error reported');
      return ok({ received: true as const });
    },
  );
}
