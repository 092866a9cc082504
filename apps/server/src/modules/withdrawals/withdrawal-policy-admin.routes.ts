import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { SetWithdrawalPolicySchema, WithdrawalPolicySchema } from '@platform/contract/withdrawals';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import { findWithdrawalPolicy } from './withdrawals.service.ts';
import { withdrawalPolicies } from './withdrawals.tables.ts';

const tags = ['operator settings'];
const Answer = { 200: successEnvelopeSchema(WithdrawalPolicySchema) };

/** The operator API for the merchant's withdrawal limits and receipt window (settings.write). */
export function registerWithdrawalPolicyAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    ADMIN_PATHS.withdrawalPolicy,
    {
      schema: {
        tags,
        summary: 'Withdrawal limits: min, max, daily count, minutes to confirm receipt',
        querystring: z.strictObject({}),
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const policy = await findWithdrawalPolicy(deps.db, caller.merchantId);
      if (!policy) throw new AppError('NOT_FOUND', 'Withdrawals are not configured yet');
      return ok(policy);
    },
  );

  app.put(
    ADMIN_PATHS.withdrawalPolicy,
    {
      schema: {
        tags,
        summary: 'Replace the withdrawal limits (audited); requests already made keep their terms',
        body: SetWithdrawalPolicySchema,
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const merchantId = caller.merchantId;
      const saved = await withAudit(deps, auditActorOf(caller, request), async (tx) => {
        const before = await findWithdrawalPolicy(tx, merchantId);
        const values = { ...request.body, updatedAt: deps.now() };
        await tx
          .insert(withdrawalPolicies)
          .values({ merchantId, ...values })
          .onConflictDoUpdate({ target: withdrawalPolicies.merchantId, set: values });
        const after = await findWithdrawalPolicy(tx, merchantId);
        return {
          value: after,
          change: {
            action: 'withdrawalPolicy.set',
            objectType: 'withdrawal_policy',
            objectId: merchantId,
            before,
            after,
          },
        };
      });
      return ok(saved ?? request.body);
    },
  );
}
