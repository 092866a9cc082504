import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AdminDepositListQuerySchema,
  AdminDepositListSchema,
  AdminDepositSchema,
  ConfirmDepositSchema,
  DepositIdParamsSchema,
  RejectDepositSchema,
} from '@platform/contract/payments';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { listMerchantDeposits, type ReviewOutcome, reviewManualDeposit } from './deposits.service.ts';
import { paymentsDepsOf } from './payments.deps.ts';

const tags = ['operator deposits'];

/** The two ways an operator settles a pending manual deposit: same route shape, its own body rules. */
const REVIEWS = [
  {
    decision: 'confirm',
    summary: 'Confirm a pending manual deposit: credits the member once (audited)',
    body: ConfirmDepositSchema,
  },
  {
    decision: 'reject',
    summary: 'Reject a pending manual deposit: no money moves (audited)',
    body: RejectDepositSchema,
  },
] as const;

function reviewAnswer(outcome: ReviewOutcome) {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  return ok(outcome.deposit);
}

/** The operator API for deposits of the operator's merchant: list, confirm or reject manual ones. */
export function registerDepositAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = paymentsDepsOf(ctx);

  app.get(
    ADMIN_PATHS.deposits,
    {
      schema: {
        tags,
        summary: 'Deposits by status, member, channel and creation date',
        querystring: AdminDepositListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminDepositListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'finance.deposits');
      return ok(await listMerchantDeposits(deps, { merchantId: caller.merchantId, query: request.query }));
    },
  );

  for (const review of REVIEWS) {
    app.post(
      `${ADMIN_PATHS.deposits}/:id/${review.decision}`,
      {
        schema: {
          tags,
          summary: review.summary,
          params: DepositIdParamsSchema,
          body: review.body,
          response: { 200: successEnvelopeSchema(AdminDepositSchema) },
        },
      },
      async (request) => {
        const caller = await requireOperator(ctx, request, 'finance.deposits');
        return reviewAnswer(
          await reviewManualDeposit(deps, {
            actor: auditActorOf(caller, request),
            depositId: request.params.id,
            decision: review.decision,
            note: request.body.note,
          }),
        );
      },
    );
  }
}
