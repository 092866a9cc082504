import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  LotteryDrawListSchema,
  LotteryDrawParamsSchema,
  LotteryDrawSchema,
  LotteryExposureSchema,
  LotteryGameListSchema,
  LotteryResultsQuerySchema,
  LotterySlipListSchema,
  LotterySlipSchema,
  PlaceLotterySlipSchema,
  RecentResultsQuerySchema,
  VN_LOTTERY_FAMILIES,
} from '@platform/contract/lottery';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { recordAudit } from '../operators/operators.service.ts';
import { answer } from './lottery-answer.ts';
import {
  listLotteries,
  listRecentResults,
  listResults,
  readDraw,
  readExposure,
} from './lottery-reads.service.ts';
import { cancelDraw } from './lottery-settlement.service.ts';
import { type LotteryDeps, type LotteryPlayer, placeSlip, slipViews } from './lottery-slips.service.ts';

const tags = ['lottery'];
const adminTags = ['operator lottery'];
const RESULTS_DEFAULT = 20;

/** In-house lotteries (docs/lottery.md): members see draws, bet and verify; operators watch exposure and cancel. */
export function registerLotteryRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: LotteryDeps = {
    db: ctx.database.db,
    now: ctx.system.now,
    walletEvents: ctx.walletEvents,
    betEvents: ctx.betEvents,
  };

  // Spec §2: the lottery pages need a login; their calls answer the signed-in member's site.
  async function playerOf(request: FastifyRequest): Promise<LotteryPlayer> {
    const caller = await requireCaller(ctx.accounts, request);
    return { merchantId: caller.merchantId, memberId: caller.memberId };
  }

  app.get(
    API_PATHS.lotteryGames,
    {
      schema: {
        tags,
        summary: 'The lottery lobby: every lottery with its odds, the draw open now and the last result',
        response: { 200: successEnvelopeSchema(LotteryGameListSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      return ok({ list: await listLotteries(deps.db, player.merchantId, deps.now()) });
    },
  );

  app.get(
    API_PATHS.vnGameMenu,
    {
      schema: {
        tags,
        summary: 'Spec §7 lottery menu: the Vietnamese lotteries, each with its open draw and last result',
        response: { 200: successEnvelopeSchema(LotteryGameListSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      return ok({ list: await listLotteries(deps.db, player.merchantId, deps.now(), VN_LOTTERY_FAMILIES) });
    },
  );

  app.get(
    API_PATHS.vnRecent,
    {
      schema: {
        tags,
        summary: 'Spec §7: the Vietnamese lotteries’ latest results, newest first',
        querystring: RecentResultsQuerySchema,
        response: { 200: successEnvelopeSchema(LotteryDrawListSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      const limit = request.query.limit ?? RESULTS_DEFAULT;
      return ok({ list: await listRecentResults(deps.db, player.merchantId, VN_LOTTERY_FAMILIES, limit) });
    },
  );

  app.get(
    API_PATHS.lotteryResults,
    {
      schema: {
        tags,
        summary: 'A lottery’s latest results, newest first (history and trends)',
        querystring: LotteryResultsQuerySchema,
        response: { 200: successEnvelopeSchema(LotteryDrawListSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      const { gameCode, limit } = request.query;
      const outcome = await listResults(deps.db, player.merchantId, gameCode, limit ?? RESULTS_DEFAULT);
      return answer(outcome.ok ? { ok: true, value: { list: outcome.value } } : outcome);
    },
  );

  app.get(
    `${API_PATHS.lotteryDraws}/:drawId`,
    {
      schema: {
        tags,
        summary: 'One draw: its seed’s hash, and once drawn the seed and the numbers, to verify',
        params: LotteryDrawParamsSchema,
        response: { 200: successEnvelopeSchema(LotteryDrawSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      return answer(await readDraw(deps.db, player.merchantId, request.params.drawId));
    },
  );

  app.post(
    API_PATHS.lotterySlips,
    {
      schema: {
        tags,
        summary:
          'Place a slip on the open draw; the same slipKey again answers the first slip and moves nothing',
        body: PlaceLotterySlipSchema,
        response: { 200: successEnvelopeSchema(LotterySlipSchema) },
      },
    },
    async (request) => answer(await placeSlip(deps, await playerOf(request), request.body)),
  );

  app.get(
    API_PATHS.lotterySlips,
    {
      schema: {
        tags,
        summary: 'My latest 20 slips, newest first, with each bet’s odds and return',
        response: { 200: successEnvelopeSchema(LotterySlipListSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      return ok({ list: await slipViews(deps.db, player.memberId) });
    },
  );

  app.get(
    `${ADMIN_PATHS.lotteryDraws}/:drawId/exposure`,
    {
      schema: {
        tags: adminTags,
        summary: 'What a draw owes per selection if it comes up, largest first, beside the cap',
        params: LotteryDrawParamsSchema,
        response: { 200: successEnvelopeSchema(LotteryExposureSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'games.write');
      return answer(await readExposure(deps.db, operator.merchantId, request.params.drawId));
    },
  );

  app.post(
    `${ADMIN_PATHS.lotteryDraws}/:drawId/cancel`,
    {
      schema: {
        tags: adminTags,
        summary: 'Cancel a draw not yet drawn: every slip on it is refunded (audited)',
        params: LotteryDrawParamsSchema,
        response: {
          200: successEnvelopeSchema(z.object({ refunded: z.number().int(), amount: z.number().int() })),
        },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'games.write');
      const { drawId } = request.params;
      // The audit row is written in the cancel's own transaction: both happen or neither.
      const outcome = await cancelDraw(deps, operator.merchantId, drawId, (tx, refunds) =>
        recordAudit(
          { db: tx, now: deps.now },
          {
            ...auditActorOf(operator, request),
            action: 'lottery.draw.cancel',
            objectType: 'lottery_draw',
            objectId: drawId,
            before: { status: 'open' },
            after: { status: 'cancelled', ...refunds },
          },
        ),
      );
      return answer(outcome);
    },
  );
}
