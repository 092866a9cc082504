import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  GameListQuerySchema,
  GameListSchema,
  GameMenusQuerySchema,
  GameMenusSchema,
  GameVendorsQuerySchema,
  GameVendorsSchema,
  HotGamesQuerySchema,
  HotGamesSchema,
  PVP_ROOM_ACTIVE_MINUTES,
  PvpRoomsQuerySchema,
  PvpRoomsSchema,
  VendorGameTypeQuerySchema,
  VendorGameTypeSchema,
} from '@platform/contract/games';
import type { Language } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { languageFor, requireMerchant } from '../../http/site-context.ts';
import {
  type CatalogViewer,
  type GamesDeps,
  getGameMenus,
  listGames,
  listGameVendors,
  listHotGames,
  listVendorGameTypes,
  type UnknownVendor,
} from './games.service.ts';
import { listPvpRooms } from './pvp-rooms.service.ts';

const tags = ['games'];

/** Who reads the catalog: the site's merchant, in the asked language or the merchant's fallback. */
export async function catalogViewerOf(
  ctx: AppContext,
  request: FastifyRequest,
  language: Language | undefined,
): Promise<CatalogViewer> {
  const merchant = await requireMerchant(ctx.merchants, request);
  return {
    merchantId: merchant.id,
    languages: merchant.languages,
    language: languageFor(merchant, language),
    defaultLanguage: merchant.defaultLanguage,
  };
}

export function gamesDepsOf(ctx: AppContext): GamesDeps {
  return {
    db: ctx.database.db,
    now: ctx.system.now,
    imageBaseUrl: ctx.config.IMAGE_BASE_URL,
    vendorCache: ctx.gameVendorCache,
  };
}

function unknownVendor(_outcome: UnknownVendor): never {
  throw new AppError('VALIDATION_ERROR', 'Unknown vendor', [
    { field: 'query.vassalage', message: 'Unknown vendor' },
  ]);
}

/** The public game catalog (spec §7 Games) of the site's merchant, in the asked language. */
export function registerGameRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = gamesDepsOf(ctx);

  const viewerOf = (request: FastifyRequest, language: Language | undefined) =>
    catalogViewerOf(ctx, request, language);

  app.get(
    API_PATHS.gameMenus,
    {
      schema: {
        tags,
        summary: 'Game menu: HOME, each category with a vendor, PROMO, FAV (spec §2 Home)',
        querystring: GameMenusQuerySchema,
        response: { 200: successEnvelopeSchema(GameMenusSchema) },
      },
    },
    async (request) =>
      ok({ list: await getGameMenus(deps, await viewerOf(request, request.query.language)) }),
  );

  app.get(
    API_PATHS.gameList,
    {
      schema: {
        tags,
        summary:
          'One page of games by category, vendor, sub-type and name (any language, any case or accent)',
        querystring: GameListQuerySchema,
        response: { 200: successEnvelopeSchema(GameListSchema) },
      },
    },
    async (request) => {
      const outcome = await listGames(deps, await viewerOf(request, request.query.language), request.query);
      return outcome.ok ? ok(outcome.list) : unknownVendor(outcome);
    },
  );

  app.get(
    API_PATHS.hotGames,
    {
      schema: {
        tags,
        summary: 'Hot games of a category or vendor (the client keeps them for the session)',
        querystring: HotGamesQuerySchema,
        response: { 200: successEnvelopeSchema(HotGamesSchema) },
      },
    },
    async (request) => {
      const outcome = await listHotGames(
        deps,
        await viewerOf(request, request.query.language),
        request.query,
      );
      return outcome.ok ? ok({ list: outcome.list }) : unknownVendor(outcome);
    },
  );

  app.get(
    API_PATHS.gameVendors,
    {
      schema: {
        tags,
        summary: 'Vendors by category: value.data.lanes (the client keeps them for the session)',
        querystring: GameVendorsQuerySchema,
        response: { 200: successEnvelopeSchema(GameVendorsSchema) },
      },
    },
    async (request) => ok(await listGameVendors(deps, await viewerOf(request, request.query.language))),
  );

  app.get(
    API_PATHS.vendorGameType,
    {
      schema: {
        tags,
        summary: 'The categories one vendor has games in',
        querystring: VendorGameTypeQuerySchema,
        response: { 200: successEnvelopeSchema(VendorGameTypeSchema) },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request, request.query.language);
      const outcome = await listVendorGameTypes(deps, viewer, request.query.vassalage);
      return outcome.ok ? ok({ list: outcome.list }) : unknownVendor(outcome);
    },
  );

  app.get(
    API_PATHS.pvpRooms,
    {
      schema: {
        tags,
        summary: "The PVP vendors' tables, busiest first: who of this site played there in the last minutes",
        querystring: PvpRoomsQuerySchema,
        response: { 200: successEnvelopeSchema(PvpRoomsSchema) },
      },
    },
    async (request) => {
      const outcome = await listPvpRooms(
        deps,
        await viewerOf(request, request.query.language),
        request.query,
      );
      return outcome.ok
        ? ok({ list: outcome.list, activeMinutes: PVP_ROOM_ACTIVE_MINUTES })
        : unknownVendor(outcome);
    },
  );
}
