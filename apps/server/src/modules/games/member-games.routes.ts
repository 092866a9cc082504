import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  FavouriteBodySchema,
  FavouriteChangeSchema,
  FavouriteIdsSchema,
  FavouriteListQuerySchema,
  FavouriteListSchema,
  GameAnnouncementsQuerySchema,
  GameAnnouncementsSchema,
  NodeIdParamsSchema,
  PopularGamesQuerySchema,
  PopularGamesSchema,
  RecentGamesQuerySchema,
  RecentGamesSchema,
  WinnerBoardQuerySchema,
  WinnerBoardSchema,
} from '@platform/contract/games';
import type { Language } from '@platform/contract/i18n';
import { API_PATHS } from '@platform/contract/paths';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { catalogViewerOf, gamesDepsOf } from './games.routes.ts';
import { listGameAnnouncements, listPopularGames, listWinners } from './home-games.service.ts';
import {
  addFavourite,
  listFavouriteIds,
  listFavourites,
  listRecentGames,
  type MemberViewer,
  removeFavourite,
  touchRecentGame,
} from './member-games.service.ts';

const tags = ['games'];
const RECENT_TOUCH_MS = 60_000;

/**
 * A member's games (spec §4 Favourites, §2 RECENT) and the home page's extras (winner board,
 * popular, game announcements). Playing a game puts it on RECENT through the bets domain's event.
 */
export function registerMemberGameRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = gamesDepsOf(ctx);

  // A round every few seconds need not rewrite the same row each time: once a minute keeps RECENT
  // right to the minute and spares the busiest path a write.
  const lastTouched = new Map<string, number>();
  ctx.betEvents.on('betPlaced', async (event) => {
    if (event.nodeId === null) return;
    const key = `${event.memberId}:${event.nodeId}`;
    const at = event.placedAt.getTime();
    if (at - (lastTouched.get(key) ?? Number.NEGATIVE_INFINITY) < RECENT_TOUCH_MS) return;
    if (lastTouched.size > 50_000) lastTouched.clear();
    lastTouched.set(key, at);
    await touchRecentGame(deps.db, { ...event, nodeId: event.nodeId, at: event.placedAt });
  });

  const viewerOf = (request: FastifyRequest, language: Language | undefined) =>
    catalogViewerOf(ctx, request, language);

  /** Favourites and recent games are a member's own; trial members may keep them while trying. */
  async function memberOf(request: FastifyRequest, language: Language | undefined): Promise<MemberViewer> {
    const caller = await requireCaller(ctx.accounts, request, { allowTrial: true });
    const viewer = await viewerOf(request, language);
    if (viewer.merchantId !== caller.merchantId)
      throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
    return { ...viewer, memberId: caller.memberId };
  }

  app.get(
    API_PATHS.favouriteIds,
    {
      schema: {
        tags,
        summary: "The node ids of the member's favourites",
        response: { 200: successEnvelopeSchema(FavouriteIdsSchema) },
      },
    },
    async (request) => ok({ list: await listFavouriteIds(deps, await memberOf(request, undefined)) }),
  );

  app.get(
    API_PATHS.favourites,
    {
      schema: {
        tags,
        summary: "A page of the member's favourites, newest first (page size up to 999)",
        querystring: FavouriteListQuerySchema,
        response: { 200: successEnvelopeSchema(FavouriteListSchema) },
      },
    },
    async (request) =>
      ok(await listFavourites(deps, await memberOf(request, request.query.language), request.query)),
  );

  app.post(
    API_PATHS.favourites,
    {
      schema: {
        tags,
        summary: 'Add a favourite (adding it again is fine)',
        body: FavouriteBodySchema,
        response: { 200: successEnvelopeSchema(FavouriteChangeSchema) },
      },
    },
    async (request) => {
      const outcome = await addFavourite(deps, await memberOf(request, undefined), request.body);
      if (outcome.ok) return ok({ nodeId: request.body.nodeId, favourite: true });
      if (outcome.code === 'FAVOURITE_LIMIT')
        throw new AppError('FAVOURITE_LIMIT', 'You have reached the maximum number of favourites');
      if (outcome.code === 'NOT_FOUND')
        throw new AppError('NOT_FOUND', 'There is no such game', [
          { field: 'body.nodeId', message: 'There is no such game' },
        ]);
      throw new AppError('VALIDATION_ERROR', 'This is not the game’s own vendor or type', [
        { field: `body.${outcome.field}`, message: 'Does not match the game' },
      ]);
    },
  );

  app.delete(
    `${API_PATHS.favourites}/:nodeId`,
    {
      schema: {
        tags,
        summary: 'Remove a favourite (removing one that is not there is fine)',
        params: NodeIdParamsSchema,
        response: { 200: successEnvelopeSchema(FavouriteChangeSchema) },
      },
    },
    async (request) => {
      await removeFavourite(deps, await memberOf(request, undefined), request.params.nodeId);
      return ok({ nodeId: request.params.nodeId, favourite: false });
    },
  );

  app.get(
    API_PATHS.recentGames,
    {
      schema: {
        tags,
        summary: 'The games the member opened or played last, newest first',
        querystring: RecentGamesQuerySchema,
        response: { 200: successEnvelopeSchema(RecentGamesSchema) },
      },
    },
    async (request) =>
      ok(await listRecentGames(deps, await memberOf(request, request.query.language), request.query)),
  );

  app.get(
    API_PATHS.winnerBoard,
    {
      schema: {
        tags,
        summary: "The week's biggest wins on this site, highest first, players masked",
        querystring: WinnerBoardQuerySchema,
        response: { 200: successEnvelopeSchema(WinnerBoardSchema) },
      },
    },
    async (request) =>
      ok({ list: await listWinners(deps, await viewerOf(request, request.query.language), request.query) }),
  );

  app.get(
    API_PATHS.popularGames,
    {
      schema: {
        tags,
        summary: "The week's most played games, topped up with hot games",
        querystring: PopularGamesQuerySchema,
        response: { 200: successEnvelopeSchema(PopularGamesSchema) },
      },
    },
    async (request) =>
      ok({
        list: await listPopularGames(deps, await viewerOf(request, request.query.language), request.query),
      }),
  );

  app.get(
    API_PATHS.gameAnnouncements,
    {
      schema: {
        tags,
        summary: 'Vendor maintenance, now or within the week',
        querystring: GameAnnouncementsQuerySchema,
        response: { 200: successEnvelopeSchema(GameAnnouncementsSchema) },
      },
    },
    async (request) =>
      ok({
        list: await listGameAnnouncements(
          deps,
          await viewerOf(request, request.query.language),
          request.query.vassalage,
        ),
      }),
  );
}
