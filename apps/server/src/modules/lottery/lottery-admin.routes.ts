import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  AdminLotteryDrawPageSchema,
  AdminLotteryDrawsQuerySchema,
  AdminLotteryListSchema,
  AdminLotteryParamsSchema,
  AdminLotterySchema,
  UpdateLotterySettingsSchema,
} from '@platform/contract/lottery-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import { listAdminDraws, listAdminLotteries, updateLotterySettings } from './lottery-admin.service.ts';
import { answer } from './lottery-answer.ts';

const tags = ['operator lottery'];

/**
 * The operator's lottery settings and draw history (docs/lottery.md, "Operator settings"). Reading
 * takes `reports.read` (the draws carry the site's money); changing takes `games.write`.
 */
export function registerLotteryAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const db = ctx.database.db;
  const now = ctx.system.now;

  app.get(
    ADMIN_PATHS.lotteries,
    {
      schema: {
        tags,
        summary: 'Every lottery of the site: schedule, close, switch, stake limits, exposure cap and odds',
        response: { 200: successEnvelopeSchema(AdminLotteryListSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'reports.read');
      return ok({ list: await listAdminLotteries(db, operator.merchantId) });
    },
  );

  app.put(
    `${ADMIN_PATHS.lotteries}/:gameCode`,
    {
      schema: {
        tags,
        summary: 'Set one lottery’s settings and odds; bets already placed keep theirs (audited)',
        params: AdminLotteryParamsSchema,
        body: UpdateLotterySettingsSchema,
        response: { 200: successEnvelopeSchema(AdminLotterySchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'games.write');
      const outcome = await withAudit({ db, now }, auditActorOf(operator, request), (tx) =>
        updateLotterySettings(tx, operator.merchantId, request.params.gameCode, request.body),
      );
      return answer(outcome);
    },
  );

  app.get(
    `${ADMIN_PATHS.lotteries}/:gameCode/draws`,
    {
      schema: {
        tags,
        summary: 'A lottery’s draws, newest first: times, status, slips, stakes, returns, largest liability',
        params: AdminLotteryParamsSchema,
        querystring: AdminLotteryDrawsQuerySchema,
        response: { 200: successEnvelopeSchema(AdminLotteryDrawPageSchema) },
      },
    },
    async (request) => {
      const operator = await requireOperator(ctx, request, 'reports.read');
      return answer(await listAdminDraws(db, operator.merchantId, request.params.gameCode, request.query));
    },
  );
}
