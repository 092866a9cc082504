import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  BetPageSchema,
  BetQuerySchema,
  ProfitSummarySchema,
  RECORD_PATHS,
  RecordRangeSchema,
  TransactionPageSchema,
  TransactionQuerySchema,
} from '@platform/contract/records';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { listBets, listTransactions, profitSummary } from './records.service.ts';

/** Spec §2 member centre records; trial members see their trial wallet's. */
export function registerRecordRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    RECORD_PATHS.transactions,
    {
      schema: {
        tags: ['records'],
        summary: 'Account record: every movement of my wallet in a range, newest first',
        querystring: TransactionQuerySchema,
        response: { 200: successEnvelopeSchema(TransactionPageSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { allowTrial: true });
      return ok(await listTransactions(deps, caller, request.query));
    },
  );

  app.get(
    RECORD_PATHS.bets,
    {
      schema: {
        tags: ['records'],
        summary: 'Betting record: each round with stake and payout',
        querystring: BetQuerySchema,
        response: { 200: successEnvelopeSchema(BetPageSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { allowTrial: true });
      return ok(await listBets(deps, caller, request.query));
    },
  );

  app.get(
    RECORD_PATHS.profit,
    {
      schema: {
        tags: ['records'],
        summary: 'Personal profit and loss over a range',
        querystring: RecordRangeSchema,
        response: { 200: successEnvelopeSchema(ProfitSummarySchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { allowTrial: true });
      return ok(await profitSummary(deps, caller, request.query));
    },
  );
}
