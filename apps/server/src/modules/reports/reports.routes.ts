import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AgentReportQuerySchema,
  AgentReportSchema,
  DailyPnlSchema,
  DashboardQuerySchema,
  DashboardSchema,
  ReportRangeQuerySchema,
  VendorReportSchema,
} from '@platform/contract/reports';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireOperator } from '../operators/operator-auth.ts';
import { paymentsDepsOf } from '../payments/payments.deps.ts';
import { withdrawalsDepsOf } from '../withdrawals/withdrawals.deps.ts';
import { agentTreeReport } from './agent-report.service.ts';
import { merchantDailyPnl, merchantDashboard, type ReportsDeps } from './reports.service.ts';
import { vendorReport } from './vendor-report.service.ts';

const tags = ['operator reports'];

/** The operator's reports of its own merchant (reports.read). */
export function registerReportRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: ReportsDeps = {
    db: ctx.database.db,
    now: ctx.system.now,
    payments: paymentsDepsOf(ctx),
    withdrawals: withdrawalsDepsOf(ctx),
  };

  app.get(
    ADMIN_PATHS.reportsDashboard,
    {
      schema: {
        tags,
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

  app.get(
    ADMIN_PATHS.reportsDaily,
    {
      schema: {
        tags,
        summary: "Daily P&L: money and players of each of the merchant's local days, with the range's total",
        querystring: ReportRangeQuerySchema,
        response: { 200: successEnvelopeSchema(DailyPnlSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'reports.read');
      return ok(await merchantDailyPnl(deps, { merchantId: caller.merchantId, query: request.query }));
    },
  );

  app.get(
    ADMIN_PATHS.reportsVendors,
    {
      schema: {
        tags,
        summary:
          'Rounds, players, stakes, payouts and GGR of each vendor over local days, with its share of GGR',
        querystring: ReportRangeQuerySchema,
        response: { 200: successEnvelopeSchema(VendorReportSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'reports.read');
      return ok(await vendorReport(deps, { merchantId: caller.merchantId, query: request.query }));
    },
  );

  app.get(
    ADMIN_PATHS.reportsAgents,
    {
      schema: {
        tags,
        summary:
          "A page of an agent's direct downline (or the tree's top), each with its whole subtree's figures",
        querystring: AgentReportQuerySchema,
        response: { 200: successEnvelopeSchema(AgentReportSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'reports.read');
      const result = await agentTreeReport(deps, { merchantId: caller.merchantId, query: request.query });
      if (!result.ok) throw new AppError(result.code, 'No such member');
      return ok(result.report);
    },
  );
}
