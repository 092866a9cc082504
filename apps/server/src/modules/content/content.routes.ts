import { successEnvelopeSchema } from '@platform/contract/envelope';
import { API_PATHS } from '@platform/contract/paths';
import { BannerListSchema, BannerQuerySchema } from '@platform/contract/system';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { languageFor, requireMerchant } from '../../http/site-context.ts';
import { listBanners } from './content.service.ts';

export function registerContentRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    API_PATHS.banners,
    {
      schema: {
        tags: ['content'],
        summary: 'Live banners of one group (w_home, w_license, ...)',
        querystring: BannerQuerySchema,
        response: { 200: successEnvelopeSchema(BannerListSchema) },
      },
    },
    async (request) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const list = await listBanners(ctx.database.db, {
        merchantId: merchant.id,
        groupName: request.query.groupName,
        language: languageFor(merchant, request.query.lang),
        now: ctx.system.now(),
      });
      return ok({ list });
    },
  );
}
