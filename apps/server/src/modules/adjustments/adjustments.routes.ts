import {
  AdjustmentIdParamsSchema,
  AdjustmentListQuerySchema,
  AdjustmentListSchema,
  AdjustmentPolicySchema,
  AdjustmentSchema,
  ApproveAdjustmentSchema,
  CreateAdjustmentSchema,
  RejectAdjustmentSchema,
  SetAdjustmentPolicySchema,
} from '@platform/contract/adjustments';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import type { OperatorCaller } from '../operators/operators.service.ts';
import {
  type AdjustmentActor,
  type AdjustmentsDeps,
  decideAdjustment,
  findAdjustmentPolicy,
  listAdjustments,
  requestAdjustment,
  setAdjustmentPolicy,
} from './adjustments.service.ts';

const tags = ['operator adjustments'];
const PERMISSION = 'finance.adjust';

const actorOf = (caller: OperatorCaller, request: FastifyRequest): AdjustmentActor => ({
  ...auditActorOf(caller, request),
  username: caller.username,
});

/** The two decisions on a pending adjustment: same route shape, each with its own note rule. */
const DECISIONS = [
  {
    decision: 'approve',
    summary: 'Approve another operator’s pending adjustment: posts it once (audited)',
    body: ApproveAdjustmentSchema,
  },
  {
    decision: 'reject',
    summary: 'Reject a pending adjustment, or withdraw one’s own: no money moves (audited)',
    body: RejectAdjustmentSchema,
  },
] as const;

/** Manual balance adjustments with a second approval above the merchant's threshold. */
export function registerAdjustmentRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: AdjustmentsDeps = { db: ctx.database.db, now: ctx.system.now, walletEvents: ctx.walletEvents };

  app.get(
    ADMIN_PATHS.adjustments,
    {
      schema: {
        tags,
        summary: 'Adjustments by status and member, newest first (the approval queue)',
        querystring: AdjustmentListQuerySchema,
        response: { 200: successEnvelopeSchema(AdjustmentListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await listAdjustments(deps.db, caller.merchantId, request.query));
    },
  );

  app.post(
    ADMIN_PATHS.adjustments,
    {
      schema: {
        tags,
        summary: 'Credit or debit a member’s cash or bonus: posts at once up to the threshold, else waits',
        body: CreateAdjustmentSchema,
        response: { 200: successEnvelopeSchema(AdjustmentSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await requestAdjustment(deps, actorOf(caller, request), request.body));
    },
  );

  for (const entry of DECISIONS) {
    app.post(
      `${ADMIN_PATHS.adjustments}/:id/${entry.decision}`,
      {
        schema: {
          tags,
          summary: entry.summary,
          params: AdjustmentIdParamsSchema,
          body: entry.body,
          response: { 200: successEnvelopeSchema(AdjustmentSchema) },
        },
      },
      async (request) => {
        const caller = await requireOperator(ctx, request, PERMISSION);
        return ok(
          await decideAdjustment(deps, actorOf(caller, request), {
            id: request.params.id,
            decision: entry.decision,
            note: request.body.note,
          }),
        );
      },
    );
  }

  app.get(
    ADMIN_PATHS.adjustmentPolicy,
    {
      schema: {
        tags,
        summary: 'The amount above which an adjustment waits for a second operator',
        querystring: z.strictObject({}),
        response: { 200: successEnvelopeSchema(AdjustmentPolicySchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await findAdjustmentPolicy(deps.db, caller.merchantId));
    },
  );

  app.put(
    ADMIN_PATHS.adjustmentPolicy,
    {
      schema: {
        tags,
        summary: 'Set the approval threshold (admin, audited); pending requests keep waiting',
        body: SetAdjustmentPolicySchema,
        response: { 200: successEnvelopeSchema(AdjustmentPolicySchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return ok(await setAdjustmentPolicy(deps, actorOf(caller, request), request.body));
    },
  );
}
