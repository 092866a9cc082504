import {
  AnnouncementContentQuerySchema,
  AnnouncementContentSchema,
  CustomerServiceListSchema,
  HelpCenterQuerySchema,
  HelpCenterSchema,
  NoticeListSchema,
  PopupListSchema,
  PopupQuerySchema,
} from '@platform/contract/content';
import { CONTENT_DATA_TYPES } from '@platform/contract/content-constants';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import type { Language } from '@platform/contract/i18n';
import { LangQuerySchema } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import { BannerListSchema, BannerQuerySchema } from '@platform/contract/system';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { authenticate } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { languageFor, requireMerchant } from '../../http/site-context.ts';
import { findMemberById } from '../accounts/members.service.ts';
import { listCustomerService, loadSiteSettings } from '../system/system.service.ts';
import {
  audiencesOf,
  type ContentDeps,
  getAnnouncementContent,
  type LoginState,
  listBanners,
  listHelpArticles,
  listNotices,
  listPopups,
  type Viewer,
} from './content.service.ts';

const tags = ['content'];

export function contentDepsOf(ctx: AppContext): ContentDeps {
  return { db: ctx.database.db, now: ctx.system.now, imageBaseUrl: ctx.config.IMAGE_BASE_URL };
}

/**
 * The caller's login state, from the session alone: a missing or dead token is a visitor, so an
 * anonymous caller can never ask for logged-in or first-login content. A first-time login is a
 * member who had never logged in before this session's login.
 */
async function loginStateOf(ctx: AppContext, request: FastifyRequest): Promise<LoginState> {
  const caller = await authenticate(ctx.accounts, request);
  if (!caller) return 'anonymous';
  const member = await findMemberById(ctx.database.db, caller.merchantId, caller.memberId);
  return member && member.previousLoginAt === null ? 'first_login' : 'logged_in';
}

/** Public content (spec §2, §7): what the site shows, for the caller's language and login state. */
export function registerContentRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = contentDepsOf(ctx);

  /** The merchant, the language to answer in and the caller's audiences. */
  async function viewerOf(request: FastifyRequest, lang: Language | undefined, withSession: boolean) {
    const merchant = await requireMerchant(ctx.merchants, request);
    const state = withSession ? await loginStateOf(ctx, request) : 'anonymous';
    const viewer: Viewer = {
      merchantId: merchant.id,
      language: languageFor(merchant, lang),
      defaultLanguage: merchant.defaultLanguage,
      // Banners, categories and help pages do not depend on the session when it is not read.
      audiences: withSession ? audiencesOf(state) : ['all'],
    };
    return { merchant, viewer };
  }

  app.get(
    API_PATHS.announcementContent,
    {
      schema: {
        tags,
        summary:
          'getAnnouncementContentV2: banners (B), promotion categories (PL), pop-ups (PU), promotions (PR) and notices (H) in one call',
        querystring: AnnouncementContentQuerySchema,
        response: { 200: successEnvelopeSchema(AnnouncementContentSchema) },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request, request.query.lang, true);
      return ok(
        await getAnnouncementContent(deps, viewer, {
          types: request.query.types ?? CONTENT_DATA_TYPES,
          execution: request.query.execution,
        }),
      );
    },
  );

  app.get(
    API_PATHS.banners,
    {
      schema: {
        tags,
        summary: 'Live banners of one group (w_home, w_license, ...)',
        querystring: BannerQuerySchema,
        response: { 200: successEnvelopeSchema(BannerListSchema) },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request, request.query.lang, true);
      return ok({ list: await listBanners(deps, viewer, request.query.groupName) });
    },
  );

  app.get(
    API_PATHS.notices,
    {
      schema: {
        tags,
        summary: 'Notices of the home marquee and the notice modal',
        querystring: LangQuerySchema,
        response: { 200: successEnvelopeSchema(NoticeListSchema) },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request, request.query.lang, true);
      return ok({ list: await listNotices(deps, viewer) });
    },
  );

  app.get(
    API_PATHS.popups,
    {
      schema: {
        tags,
        summary:
          'Announcement pop-ups for the caller: B anonymous, A logged in, plus F on a first-time login',
        querystring: PopupQuerySchema,
        response: { 200: successEnvelopeSchema(PopupListSchema) },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request, request.query.lang, true);
      return ok({ list: await listPopups(deps, viewer, request.query.execution) });
    },
  );

  app.get(
    API_PATHS.helpCenter,
    {
      schema: {
        tags,
        summary: 'Help centre: help, terms, privacy, user agreement, blog and news (device WEB)',
        querystring: HelpCenterQuerySchema,
        response: { 200: successEnvelopeSchema(HelpCenterSchema) },
      },
    },
    async (request) => {
      const { viewer } = await viewerOf(request, request.query.lang, false);
      return ok({ list: await listHelpArticles(deps, viewer, request.query.kind) });
    },
  );

  app.get(
    API_PATHS.customerService,
    {
      schema: {
        tags,
        summary: 'Customer-service entries (csType, title, path); the site opens them at 440×750',
        querystring: LangQuerySchema,
        response: { 200: successEnvelopeSchema(CustomerServiceListSchema) },
      },
    },
    async (request) => {
      const { merchant, viewer } = await viewerOf(request, request.query.lang, false);
      const site = await loadSiteSettings(ctx.system, merchant.id);
      return ok({ list: listCustomerService(merchant, site, viewer.language) });
    },
  );
}
