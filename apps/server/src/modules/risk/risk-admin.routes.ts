import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  RiskActionInputSchema,
  RiskSettingsSchema,
  RiskSignalIdParamsSchema,
  RiskSignalListQuerySchema,
  RiskSignalListSchema,
  RiskSignalSchema,
} from '@platform/contract/risk-admin';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { actOnRiskSignal, listRiskSignals } from './risk-admin.service.ts';
import { findRiskSettings, saveRiskSettings } from './risk-settings.service.ts';

const tags = ['operator risk'];
const PERMISSION = 'risk.review';

/** The operator API of the risk queue: signals, actions on them, and the rules' thresholds (risk.review). */
export function registerRiskAdminRoutes(app: ZodApp, ctx: AppContext): void {
  app.get(
    ADMIN_PATHS.riskSignals,
    {
      schema: {
        tags,
        summary: 'Risk signals the scan raised, newest first, by rule and status, with their evidence',
        querystring: RiskSignalListQuerySchema,
        response: { 200: successEnvelopeSchema(RiskSignalListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await listRiskSignals(ctx.database.db, caller.merchantId, request.query));
    },
  );

  app.post(
    `${ADMIN_PATHS.riskSignals}/:id/action`,
    {
      schema: {
        tags,
        summary:
          'Dismiss a signal, or hold withdrawals, release the hold, restrict bonuses or close the account of one of its members (audited)',
        params: RiskSignalIdParamsSchema,
        body: RiskActionInputSchema,
        response: { 200: successEnvelopeSchema(RiskSignalSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(
        await actOnRiskSignal(ctx.accounts, auditActorOf(caller, request), request.params.id, request.body),
      );
    },
  );

  app.get(
    ADMIN_PATHS.riskSettings,
    {
      schema: {
        tags,
        summary: "The merchant's risk rule thresholds (defaults until saved)",
        response: { 200: successEnvelopeSchema(RiskSettingsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await findRiskSettings(ctx.database.db, caller.merchantId));
    },
  );

  app.put(
    ADMIN_PATHS.riskSettings,
    {
      schema: {
        tags,
        summary: "Saves the merchant's risk rule thresholds; the next scan uses them (audited)",
        body: RiskSettingsSchema,
        response: { 200: successEnvelopeSchema(RiskSettingsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await saveRiskSettings(ctx.accounts, auditActorOf(caller, request), request.body));
    },
  );
}
