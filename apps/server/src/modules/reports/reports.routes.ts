import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { DashboardQuerySchema, DashboardSchema } from '@platform/contract/reports';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../operators/operator-auth.ts';
import { paymentsDepsOf } from '../payments/payments.deps.ts';
import { withdrawalsDepsOf } from '../withdrawals/withdrawals.deps.ts';
import { merchantDashboard, type ReportsDeps } from './reports.service.ts';

/** The operator's reports of its own merchant (reports.read). */
export function registerReportRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: ReportsDeps = {
    db: ctx.database.db,
    payments: paymentsDepsOf(ctx),
    withdrawals: withdrawalsDepsOf(ctx),
  };

  app.get(
    ADMIN_PATHS.reportsDashboard,
    {
      schema: {
        tags: ['operator reports'],
        summary: "Deposits, withdrawals, bets, wins, players and pending work over the merchant's local days",
        querystring: DashboardQuerySchema,
        response: { 200: successEnvelopeSchema(DashboardSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'reports.read');
      return ok(await merchantDashboard(deps, { merchantId: caller.merchantId, query: request.query }));
    },
  );
}
