import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AdminWithdrawalListQuerySchema,
  AdminWithdrawalListSchema,
  AdminWithdrawalSchema,
  ApproveWithdrawalSchema,
  ForceReceiptSchema,
  MarkWithdrawalPaidSchema,
  RefundWithdrawalSchema,
  RejectWithdrawalSchema,
  WithdrawalIdParamsSchema,
  WithdrawalProofIdParamsSchema,
} from '@platform/contract/withdrawals';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withdrawalsDepsOf } from './withdrawals.deps.ts';
import { answer, sendProof } from './withdrawals.routes.ts';
import {
  listMerchantWithdrawals,
  type OperatorAction,
  readMerchantProof,
  reviewWithdrawal,
} from './withdrawals.service.ts';

const tags = ['operator withdrawals'];
const PERMISSION = 'finance.withdrawals';

const ACTION_ROUTES: {
  action: OperatorAction;
  body: z.ZodType<{ note?: string; amount?: number }>;
  summary: string;
}[] = [
  { action: 'approve', body: ApproveWithdrawalSchema, summary: 'Approve a requested withdrawal (audited)' },
  {
    action: 'reject',
    body: RejectWithdrawalSchema,
    summary: 'Reject a requested or approved withdrawal: the hold returns to the member’s cash (audited)',
  },
  {
    action: 'paid',
    body: MarkWithdrawalPaidSchema,
    summary:
      'Mark an approved withdrawal paid out: the hold goes to payout clearing; the receipt clock starts',
  },
  {
    action: 'force-receipt',
    body: ForceReceiptSchema,
    summary: 'Close a paid or disputed withdrawal as received, without refund (audited)',
  },
  {
    action: 'refund',
    body: RefundWithdrawalSchema,
    summary: 'Refund a disputed amount (default all of it) to the member’s cash and close (audited)',
  },
];

/** The operator API for withdrawals of the operator's merchant. */
export function registerWithdrawalAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = withdrawalsDepsOf(ctx);

  app.get(
    ADMIN_PATHS.withdrawals,
    {
      schema: {
        tags,
        summary: 'Withdrawals by status, member and creation date',
        querystring: AdminWithdrawalListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminWithdrawalListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await listMerchantWithdrawals(deps, caller.merchantId, request.query));
    },
  );

  for (const route of ACTION_ROUTES) {
    app.post(
      `${ADMIN_PATHS.withdrawals}/:id/${route.action}`,
      {
        schema: {
          tags,
          summary: route.summary,
          params: WithdrawalIdParamsSchema,
          body: route.body,
          response: { 200: successEnvelopeSchema(AdminWithdrawalSchema) },
        },
      },
      async (request) => {
        const caller = await requireOperator(ctx, request, PERMISSION);
        const body = request.body as { note?: string; amount?: number };
        return ok(
          answer(
            await reviewWithdrawal(deps, {
              actor: auditActorOf(caller, request),
              withdrawalId: request.params.id,
              action: route.action,
              note: body.note,
              amount: body.amount,
            }),
          ),
        );
      },
    );
  }

  app.get(
    `${ADMIN_PATHS.withdrawals}/:id/proofs/:proofId`,
    {
      schema: {
        tags,
        summary: 'A member’s proof image for a disputed payout',
        params: WithdrawalProofIdParamsSchema,
        querystring: z.strictObject({}),
      },
    },
    async (request, reply) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return sendProof(
        reply,
        await readMerchantProof(deps, caller.merchantId, request.params.id, request.params.proofId),
      );
    },
  );
}
