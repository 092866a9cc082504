import { ContractSchema } from '@platform/contract/agent-contracts';
import {
  AdminContractListQuerySchema,
  AdminContractListSchema,
  AdminOfferSchema,
  AdminPayoutListQuerySchema,
  AdminPayoutListSchema,
  AdminProcessContractSchema,
  AGENT_CONTRACT_ADMIN_PATHS,
  ContractAdminSettingsSchema,
  ReleasedPayoutsSchema,
  ReleasePayoutsSchema,
} from '@platform/contract/agent-contracts-admin';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { announceSystemMessage } from '../messages/system-messages.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import type { ContractDeps } from './contracts.service.ts';
import {
  adminContractSettings,
  adminContracts,
  adminOfferContract,
  adminPayouts,
  adminProcessContract,
  releasePayouts,
  saveContractSettings,
} from './contracts-admin.service.ts';

const tags = ['operator agent contracts'];

/** The console's agent contracts: switches and templates, contracts, and settlement payouts. */
export function registerContractAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: ContractDeps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    AGENT_CONTRACT_ADMIN_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Whether contracts and salaries are on, payouts held, and the maximum rates per agent type',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(ContractSettingsAnswer) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return ok(await adminContractSettings(deps.db, caller.merchantId));
    },
  );

  app.put(
    AGENT_CONTRACT_ADMIN_PATHS.settings,
    {
      schema: {
        tags,
        summary: 'Replace the contract switches and templates (audited)',
        body: ContractAdminSettingsSchema,
        response: { 200: successEnvelopeSchema(ContractSettingsAnswer) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return ok(await saveContractSettings(deps, auditActorOf(caller, request), request.body));
    },
  );

  app.get(
    AGENT_CONTRACT_ADMIN_PATHS.contracts,
    {
      schema: {
        tags,
        summary: "Every contract of the merchant's agents, newest offer first",
        querystring: AdminContractListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminContractListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      return ok(await adminContracts(deps.db, caller.merchantId, request.query));
    },
  );

  app.post(
    AGENT_CONTRACT_ADMIN_PATHS.contracts,
    {
      schema: {
        tags,
        summary: 'Offer a top agent (no upline) a contract; the agent answers it (audited)',
        body: AdminOfferSchema,
        response: { 200: successEnvelopeSchema(ContractSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.write');
      const contract = await adminOfferContract(deps, auditActorOf(caller, request), request.body);
      announceSystemMessage(ctx.walletEvents, {
        merchantId: caller.merchantId,
        memberId: request.body.memberId,
      });
      return ok(contract);
    },
  );

  app.post(
    AGENT_CONTRACT_ADMIN_PATHS.process,
    {
      schema: {
        tags,
        summary: "Act as the upline of the operator's contracts, or end any active contract now (audited)",
        body: AdminProcessContractSchema,
        response: { 200: successEnvelopeSchema(ContractSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.write');
      return ok(await adminProcessContract(deps, auditActorOf(caller, request), request.body));
    },
  );

  app.get(
    AGENT_CONTRACT_ADMIN_PATHS.payouts,
    {
      schema: {
        tags,
        summary: 'Every settlement payout, newest window first, with the held total',
        querystring: AdminPayoutListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminPayoutListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'reports.read');
      return ok(await adminPayouts(deps.db, caller.merchantId, request.query));
    },
  );

  app.post(
    AGENT_CONTRACT_ADMIN_PATHS.releasePayouts,
    {
      schema: {
        tags,
        summary: 'Pay held payouts through the ledger; others are skipped (audited)',
        body: ReleasePayoutsSchema,
        response: { 200: successEnvelopeSchema(ReleasedPayoutsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'finance.adjust');
      return ok(
        await releasePayouts(
          { ...deps, walletEvents: ctx.walletEvents },
          auditActorOf(caller, request),
          request.body.payoutIds,
        ),
      );
    },
  );
}

/** The settings as answered: the same fields the PUT takes. */
const ContractSettingsAnswer = ContractAdminSettingsSchema;
