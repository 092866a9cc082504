import {
  AdminBetCountSchema,
  AdminBetFilterSchema,
  AdminBetListQuerySchema,
  AdminBetListSchema,
  AdminBetParamsSchema,
  AdminBetRoundSchema,
} from '@platform/contract/bets-admin';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../operators/operator-auth.ts';
import { countMerchantBets, findMerchantBetRound, listMerchantBets } from './bets-admin.service.ts';

/** The operator's bet list of its own merchant (members.read). */
export function registerBetAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    ADMIN_PATHS.bets,
    {
      schema: {
        tags: ['operator bets'],
        summary: 'Bet rounds of the merchant, newest first, by member, vendor, game, status and time',
        querystring: AdminBetListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminBetListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return ok(
        await listMerchantBets(ctx.database.db, { merchantId: caller.merchantId, query: request.query }),
      );
    },
  );

  app.get(
    ADMIN_PATHS.betCount,
    {
      schema: {
        tags: ['operator bets'],
        summary: 'How many bet rounds a filter matches, up to 10,000 (then `totalCapped`)',
        querystring: AdminBetFilterSchema,
        response: { 200: successEnvelopeSchema(AdminBetCountSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return ok(
        await countMerchantBets(ctx.database.db, { merchantId: caller.merchantId, filter: request.query }),
      );
    },
  );

  app.get(
    `${ADMIN_PATHS.bets}/:id`,
    {
      schema: {
        tags: ['operator bets'],
        summary: 'Round details: the round and every wallet call of it, jackpot shares and wins apart',
        params: AdminBetParamsSchema,
        response: { 200: successEnvelopeSchema(AdminBetRoundSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const round = await findMerchantBetRound(ctx.database.db, {
        merchantId: caller.merchantId,
        id: request.params.id,
      });
      if (!round) throw new AppError('ROUND_NOT_FOUND', 'No such round');
      return ok(round);
    },
  );
}
