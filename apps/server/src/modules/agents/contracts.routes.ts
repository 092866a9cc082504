import {
  AGENT_CONTRACT_PATHS,
  ContractListQuerySchema,
  ContractListSchema,
  ContractPolicySchema,
  ContractSchema,
  IncomeQuerySchema,
  IncomeSchema,
  OfferContractSchema,
  ProcessContractSchema,
} from '@platform/contract/agent-contracts';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { announceSystemMessage } from '../messages/system-messages.ts';
import { contractSettings } from './contract-settings.service.ts';
import {
  awaitingAnswerCount,
  type ContractDeps,
  contractById,
  listContracts,
  offerContract,
  processContract,
} from './contracts.service.ts';
import { agentIncome } from './income.service.ts';

const tags = ['agent centre'];

/** Agent contracts (spec §4) and my income: agents only, each on its own contracts. */
export function registerContractRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: ContractDeps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    AGENT_CONTRACT_PATHS.policy,
    {
      schema: {
        tags,
        summary: 'AGENTPOLICY3: whether contracts and salaries are on, and how many requests wait for me',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(ContractPolicySchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request);
      const settings = await contractSettings(deps.db, caller.merchantId);
      return ok({
        enableContract: settings.contractsEnabled,
        enableSalary: settings.contractsEnabled && settings.salaryEnabled,
        awaitingMe: caller.isAgent ? await awaitingAnswerCount(deps.db, caller.memberId) : 0,
      });
    },
  );

  app.get(
    AGENT_CONTRACT_PATHS.contracts,
    {
      schema: {
        tags,
        summary: 'Agents: contracts I offered and contracts offered to me, with how many wait for my answer',
        querystring: ContractListQuerySchema,
        response: { 200: successEnvelopeSchema(ContractListSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await listContracts(deps.db, caller, request.query));
    },
  );

  app.post(
    AGENT_CONTRACT_PATHS.contracts,
    {
      schema: {
        tags,
        summary: 'Agents: offer a contract to an agent of my direct downline (it waits for their answer)',
        body: OfferContractSchema,
        response: { 200: successEnvelopeSchema(ContractSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      const id = await offerContract(
        deps,
        { merchantId: caller.merchantId, memberId: caller.memberId },
        request.body,
      );
      announceSystemMessage(ctx.walletEvents, {
        merchantId: caller.merchantId,
        memberId: request.body.memberId,
      });
      return ok(await contractById(deps.db, id));
    },
  );

  app.post(
    AGENT_CONTRACT_PATHS.process,
    {
      schema: {
        tags,
        summary: 'Agents: accept or reject an offer or a termination request, or ask to terminate a contract',
        body: ProcessContractSchema,
        response: { 200: successEnvelopeSchema(ContractSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      await processContract(deps, { merchantId: caller.merchantId, memberId: caller.memberId }, request.body);
      return ok(await contractById(deps.db, request.body.contractId));
    },
  );

  app.get(
    AGENT_CONTRACT_PATHS.income,
    {
      schema: {
        tags,
        summary: 'Agents: every settlement of my contracts, its figures, rate and ledger posting',
        querystring: IncomeQuerySchema,
        response: { 200: successEnvelopeSchema(IncomeSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await agentIncome(deps.db, caller, request.query));
    },
  );
}
