import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  FreeRoundGrantSchema,
  FreeRoundIdParamsSchema,
  FreeRoundListQuerySchema,
  FreeRoundListSchema,
  GrantFreeRoundsSchema,
} from '@platform/contract/free-rounds';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import {
  cancelFreeRounds,
  type FreeRoundsDeps,
  grantFreeRounds,
  listFreeRounds,
} from './free-rounds-admin.service.ts';

const tags = ['operator free rounds'];
// Free rounds are money the house stakes for a player, like a manual credit.
const PERMISSION = 'finance.adjust';

/** The operator API of free rounds: list, grant and cancel (finance.adjust, audited). */
export function registerFreeRoundRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: FreeRoundsDeps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    ADMIN_PATHS.freeRounds,
    {
      schema: {
        tags,
        summary: 'Free rounds granted to players, newest first, of one player or all',
        querystring: FreeRoundListQuerySchema,
        response: { 200: successEnvelopeSchema(FreeRoundListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await listFreeRounds(deps, caller.merchantId, request.query));
    },
  );

  app.post(
    ADMIN_PATHS.freeRounds,
    {
      schema: {
        tags,
        summary: 'Grant a player free rounds of one seamless game at a set stake (audited, idempotent)',
        body: GrantFreeRoundsSchema,
        response: { 200: successEnvelopeSchema(FreeRoundGrantSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await grantFreeRounds(deps, auditActorOf(caller, request), request.body));
    },
  );

  app.post(
    `${ADMIN_PATHS.freeRounds}/:id/cancel`,
    {
      schema: {
        tags,
        summary: 'Cancel the rounds left of a grant; those played stand (audited)',
        params: FreeRoundIdParamsSchema,
        response: { 200: successEnvelopeSchema(FreeRoundGrantSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await cancelFreeRounds(deps, auditActorOf(caller, request), request.params.id));
    },
  );
}
