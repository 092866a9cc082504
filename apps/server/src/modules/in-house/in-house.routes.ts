import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  AdminInHouseRoundSchema,
  BlackjackActionSchema,
  InHouseLimitParamsSchema,
  InHouseLimitSchema,
  InHouseLimitsSchema,
  InHouseRoundListSchema,
  InHouseRoundParamsSchema,
  InHouseRoundSchema,
  PlaceInHouseRoundSchema,
  SeedPairViewSchema,
  SetClientSeedSchema,
} from '@platform/contract/in-house';
import { ADMIN_PATHS, API_PATHS } from '@platform/contract/paths';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import {
  actOnBlackjack,
  type InHouseDeps,
  type InHousePlayer,
  type InHouseRefusal,
  listLimits,
  listRecentRounds,
  placeRound,
  readMerchantRound,
  readOwnRound,
  readSeedPair,
  refillTrialMoney,
  rotateSeedPair,
  setLimit,
} from './in-house.service.ts';

const tags = ['in-house games'];

function answer<T>(outcome: { ok: true; value: T } | InHouseRefusal) {
  if (!outcome.ok)
    throw new AppError(outcome.code, outcome.message, outcome.fields, undefined, outcome.value);
  return ok(outcome.value);
}

/** In-house provably fair games (DESIGN §6): members and trial members play; operators recall. */
export function registerInHouseRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: InHouseDeps = {
    db: ctx.database.db,
    now: ctx.system.now,
    walletEvents: ctx.walletEvents,
    betEvents: ctx.betEvents,
  };

  async function playerOf(request: FastifyRequest): Promise<InHousePlayer> {
    const caller = await requireCaller(ctx.accounts, request, { allowTrial: true });
    return { merchantId: caller.merchantId, memberId: caller.memberId, isTrial: caller.isTrial };
  }

  app.get(
    API_PATHS.inHouseFairness,
    {
      schema: {
        tags,
        summary:
          'My seed pair: the server seed’s SHA-256, my client seed, the next nonce, the last revealed pair',
        response: { 200: successEnvelopeSchema(SeedPairViewSchema) },
      },
    },
    async (request) => ok(await readSeedPair(deps, await playerOf(request))),
  );

  app.put(
    API_PATHS.inHouseClientSeed,
    {
      schema: {
        tags,
        summary: 'Choose my client seed: rotates the pair, revealing the server seed used so far',
        body: SetClientSeedSchema,
        response: { 200: successEnvelopeSchema(SeedPairViewSchema) },
      },
    },
    async (request) => answer(await rotateSeedPair(deps, await playerOf(request), request.body.clientSeed)),
  );

  app.post(
    API_PATHS.inHouseRotate,
    {
      schema: {
        tags,
        summary:
          'Reveal the server seed in use and start a new pair (refused while a blackjack round is open)',
        response: { 200: successEnvelopeSchema(SeedPairViewSchema) },
      },
    },
    async (request) => answer(await rotateSeedPair(deps, await playerOf(request))),
  );

  app.post(
    API_PATHS.inHouseRounds,
    {
      schema: {
        tags,
        summary: 'Play a round; the same roundKey again answers the first round and moves nothing',
        body: PlaceInHouseRoundSchema,
        response: { 200: successEnvelopeSchema(InHouseRoundSchema) },
      },
    },
    async (request) => answer(await placeRound(deps, await playerOf(request), request.body)),
  );

  app.get(
    API_PATHS.inHouseRounds,
    {
      schema: {
        tags,
        summary: 'My last 10 rounds, newest first',
        response: { 200: successEnvelopeSchema(InHouseRoundListSchema) },
      },
    },
    async (request) => ok({ list: await listRecentRounds(deps, await playerOf(request)) }),
  );

  app.get(
    `${API_PATHS.inHouseRounds}/:roundId`,
    {
      schema: {
        tags,
        summary: 'One of my rounds',
        params: InHouseRoundParamsSchema,
        response: { 200: successEnvelopeSchema(InHouseRoundSchema) },
      },
    },
    async (request) =>
      answer(await readOwnRound(deps, await playerOf(request), Number(request.params.roundId))),
  );

  app.post(
    `${API_PATHS.inHouseRounds}/:roundId/actions`,
    {
      schema: {
        tags,
        summary: 'Play a blackjack action; the same actionKey again answers the round as it is',
        params: InHouseRoundParamsSchema,
        body: BlackjackActionSchema,
        response: { 200: successEnvelopeSchema(InHouseRoundSchema) },
      },
    },
    async (request) =>
      answer(
        await actOnBlackjack(deps, await playerOf(request), Number(request.params.roundId), request.body),
      ),
  );

  app.get(
    API_PATHS.inHouseLimits,
    {
      schema: {
        tags,
        summary: 'Every game’s stake limits on this site, per bet, in minor units',
        response: { 200: successEnvelopeSchema(InHouseLimitsSchema) },
      },
    },
    async (request) => {
      const player = await playerOf(request);
      return ok({ limits: await listLimits(deps.db, player.merchantId) });
    },
  );

  app.post(
    API_PATHS.inHouseTrialRefill,
    {
      schema: {
        tags,
        summary: 'Free-play accounts: top the trial money back up once it runs low',
        response: { 200: successEnvelopeSchema(z.object({ balance: z.number().int() })) },
      },
    },
    async (request) => answer(await refillTrialMoney(deps, await playerOf(request))),
  );

  app.get(
    ADMIN_PATHS.inHouseLimits,
    {
      schema: {
        tags: ['operator in-house games'],
        summary: 'Every in-house game’s stake limits on this merchant’s site',
        response: { 200: successEnvelopeSchema(InHouseLimitsSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'games.write');
      return ok({ limits: await listLimits(deps.db, operator.merchantId) });
    },
  );

  app.put(
    `${ADMIN_PATHS.inHouseLimits}/:game`,
    {
      schema: {
        tags: ['operator in-house games'],
        summary: 'Set one in-house game’s stake limits (audited)',
        params: InHouseLimitParamsSchema,
        body: InHouseLimitSchema,
        response: { 200: successEnvelopeSchema(InHouseLimitSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'games.write');
      const { game } = request.params;
      const changed = await withAudit(
        { db: deps.db, now: deps.now },
        auditActorOf(operator, request),
        async (tx) => {
          const value = await setLimit(tx, operator.merchantId, game, request.body);
          return {
            value,
            change: {
              action: 'inhouse.limits.update',
              objectType: 'in_house_game',
              objectId: game,
              before: value.before,
              after: value.after,
            },
          };
        },
      );
      return ok(changed.after);
    },
  );

  app.get(
    `${ADMIN_PATHS.inHouseRounds}/:roundId`,
    {
      schema: {
        tags: ['operator in-house games'],
        summary: 'Recall any in-house round of the merchant’s members',
        params: InHouseRoundParamsSchema,
        response: { 200: successEnvelopeSchema(AdminInHouseRoundSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'members.read');
      return answer(await readMerchantRound(deps, operator.merchantId, Number(request.params.roundId)));
    },
  );
}
