import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  SiteBrandSchema,
  SiteCdnsSchema,
  SiteCdnsViewSchema,
  SiteLinesSchema,
  SiteLinesViewSchema,
  SiteMaintenanceSchema,
  SiteMaintenanceViewSchema,
  SiteRegionsSchema,
  SiteRegionsViewSchema,
  SiteSocialLinksSchema,
} from '@platform/contract/site-config-admin';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import type { AuditActor } from '../operators/operators.service.ts';
import {
  getSiteBrand,
  getSiteCdns,
  getSiteLines,
  getSiteMaintenance,
  getSiteRegions,
  getSiteSocialLinks,
  replaceSiteSocialLinks,
  setSiteBrand,
  setSiteCdns,
  setSiteLines,
  setSiteMaintenance,
  setSiteRegions,
} from './site-config-admin.service.ts';

const tags = ['operator settings'];

/**
 * The operator API for the site's configuration (settings.write): brand and languages, the
 * maintenance window, blocked regions, social links, the lines of the line-detection page, and the
 * image and game-launch CDNs with the Google tag id. Each is read with GET and saved whole with
 * PUT (audited); the saved settings are forgotten by every node's cache, so the player site serves
 * them on its next request.
 */
export function registerSiteConfigAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = ctx.system;
  const caller = (request: FastifyRequest) => requireOperator(ctx, request, 'settings.write');
  const actorOf = async (request: FastifyRequest): Promise<AuditActor> =>
    auditActorOf(await caller(request), request);

  const readSchema = (summary: string, value: z.ZodType) => ({
    tags,
    summary,
    querystring: EmptySchema,
    response: { 200: successEnvelopeSchema(value) },
  });
  const writeSchema = <Body extends z.ZodType>(summary: string, body: Body, value: z.ZodType) => ({
    tags,
    summary,
    body,
    response: { 200: successEnvelopeSchema(value) },
  });

  app.get(
    ADMIN_PATHS.siteBrand,
    { schema: readSchema('Brand, licence, copyright year and languages of the site', SiteBrandSchema) },
    async (request) => ok(await getSiteBrand(deps, (await caller(request)).merchantId)),
  );
  app.put(
    ADMIN_PATHS.siteBrand,
    {
      schema: writeSchema(
        'Sets the brand and the languages the site offers (audited)',
        SiteBrandSchema,
        SiteBrandSchema,
      ),
    },
    async (request) => ok(await setSiteBrand(deps, { actor: await actorOf(request), brand: request.body })),
  );

  app.get(
    ADMIN_PATHS.siteMaintenance,
    { schema: readSchema("The site's maintenance window and message", SiteMaintenanceViewSchema) },
    async (request) => ok(await getSiteMaintenance(deps, (await caller(request)).merchantId)),
  );
  app.put(
    ADMIN_PATHS.siteMaintenance,
    {
      schema: writeSchema(
        'Sets the maintenance window and message; no start and end ends maintenance (audited)',
        SiteMaintenanceSchema,
        SiteMaintenanceViewSchema,
      ),
    },
    async (request) => ok(await setSiteMaintenance(deps, { actor: await actorOf(request), ...request.body })),
  );

  app.get(
    ADMIN_PATHS.siteRegions,
    {
      schema: readSchema(
        'Countries whose visitors see the region page, and its message',
        SiteRegionsViewSchema,
      ),
    },
    async (request) => ok(await getSiteRegions(deps, (await caller(request)).merchantId)),
  );
  app.put(
    ADMIN_PATHS.siteRegions,
    {
      schema: writeSchema(
        'Sets the blocked countries and the region message (audited)',
        SiteRegionsSchema,
        SiteRegionsViewSchema,
      ),
    },
    async (request) => ok(await setSiteRegions(deps, { actor: await actorOf(request), ...request.body })),
  );

  app.get(
    ADMIN_PATHS.siteSocialLinks,
    { schema: readSchema("The footer's social links in order", SiteSocialLinksSchema) },
    async (request) => ok(await getSiteSocialLinks(deps, (await caller(request)).merchantId)),
  );
  app.put(
    ADMIN_PATHS.siteSocialLinks,
    {
      schema: writeSchema(
        "Replaces the footer's social links, in the order given (audited)",
        SiteSocialLinksSchema,
        SiteSocialLinksSchema,
      ),
    },
    async (request) =>
      ok(await replaceSiteSocialLinks(deps, { actor: await actorOf(request), links: request.body.links })),
  );

  app.get(
    ADMIN_PATHS.siteLines,
    { schema: readSchema('The lines the line-detection page measures, in order', SiteLinesViewSchema) },
    async (request) => ok(await getSiteLines(deps, (await caller(request)).merchantId)),
  );
  app.put(
    ADMIN_PATHS.siteLines,
    {
      schema: writeSchema(
        'Replaces the lines, in the order given; none hides the page (audited)',
        SiteLinesSchema,
        SiteLinesViewSchema,
      ),
    },
    async (request) =>
      ok(await setSiteLines(deps, { actor: await actorOf(request), lines: request.body.lines })),
  );

  app.get(
    ADMIN_PATHS.siteCdns,
    { schema: readSchema('The image and game-launch CDNs and the Google tag id', SiteCdnsViewSchema) },
    async (request) => ok(await getSiteCdns(deps, (await caller(request)).merchantId)),
  );
  app.put(
    ADMIN_PATHS.siteCdns,
    {
      schema: writeSchema(
        'Replaces the CDNs and the Google tag id; empty lists and no id remove them (audited)',
        SiteCdnsSchema,
        SiteCdnsViewSchema,
      ),
    },
    async (request) => ok(await setSiteCdns(deps, { actor: await actorOf(request), cdns: request.body })),
  );
}
