import {
  AgentTreeQuerySchema,
  AgentTreeSchema,
  SetMemberTypeSchema,
  SetUplineSchema,
} from '@platform/contract/agents-admin';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { MemberIdParamsSchema } from '@platform/contract/members-admin';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { endContractsOfMember } from '../agents/contract-lifecycle.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import {
  agentTreeLevel,
  setMemberType,
  setMemberUpline,
  type TreeChangeResult,
} from './agents-admin.service.ts';

const tags = ['operator agents'];
const TreeChangeSchema = z.object({
  id: z.number().int(),
  uplineId: z.number().int().nullable(),
  type: z.number().int(),
});

function changed(result: TreeChangeResult) {
  if (!result.ok)
    throw new AppError(result.code, result.code === 'NOT_FOUND' ? 'No such member' : result.code);
  return ok(result.member);
}

/** The operator's agent tree: browse it a level at a time, move members, set agent types (audited). */
export function registerAgentAdminRoutes(app: ZodApp, ctx: AppContext): void {
  // A move or a lost agent type ends the member's agent contracts in the same transaction.
  const deps = { db: ctx.database.db, now: ctx.system.now, onTreeChange: endContractsOfMember };

  app.get(
    ADMIN_PATHS.agentTree,
    {
      schema: {
        tags,
        summary: "One level of the agent tree: a member's direct downline, or the agents at the top",
        querystring: AgentTreeQuerySchema,
        response: { 200: successEnvelopeSchema(AgentTreeSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.read');
      const level = await agentTreeLevel(ctx.database.db, {
        merchantId: caller.merchantId,
        ...request.query,
      });
      if (!level) throw new AppError('NOT_FOUND', 'No such member');
      return ok(level);
    },
  );

  app.put(
    `${ADMIN_PATHS.members}/:id/upline`,
    {
      schema: {
        tags,
        summary: 'Move a member under an agent of the merchant, or to the top with null (audited)',
        params: MemberIdParamsSchema,
        body: SetUplineSchema,
        response: { 200: successEnvelopeSchema(TreeChangeSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.write');
      return changed(
        await setMemberUpline(deps, {
          actor: auditActorOf(caller, request),
          memberId: request.params.id,
          uplineId: request.body.uplineId,
        }),
      );
    },
  );

  app.put(
    `${ADMIN_PATHS.members}/:id/type`,
    {
      schema: {
        tags,
        summary: 'Give a member an agent type, or make an agent without downline a member (audited)',
        params: MemberIdParamsSchema,
        body: SetMemberTypeSchema,
        response: { 200: successEnvelopeSchema(TreeChangeSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'members.write');
      return changed(
        await setMemberType(deps, {
          actor: auditActorOf(caller, request),
          memberId: request.params.id,
          type: request.body.type,
        }),
      );
    },
  );
}
