import { successEnvelopeSchema } from '@platform/contract/envelope';
import { AccountPolicySchema } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { withAudit } from '../operators/operators.service.ts';
import { loadAccountPolicy, policySettings, saveAccountPolicy } from './account-policy.service.ts';

/** The operator API for the account policy: lockout, captcha, password age, countries, providers. */
export function registerAccountPolicyRoutes(app: ZodApp, ctx: AppContext): void {
  const tags = ['operator settings'];
  const Answer = { 200: successEnvelopeSchema(AccountPolicySchema) };

  app.get(
    ADMIN_PATHS.accountPolicy,
    {
      schema: {
        tags,
        summary: 'The account policy of the merchant',
        querystring: z.strictObject({}),
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return ok(policySettings(await loadAccountPolicy(ctx.accounts, caller.merchantId)));
    },
  );

  app.put(
    ADMIN_PATHS.accountPolicy,
    {
      schema: {
        tags,
        summary: 'Replace the account policy (audited)',
        body: AccountPolicySchema,
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      const saved = await withAudit(
        { db: ctx.database.db, now: ctx.system.now },
        auditActorOf(caller, request),
        async (tx) => {
          const change = await saveAccountPolicy(tx, caller.merchantId, request.body, ctx.system.now());
          return {
            value: change.after,
            change: {
              action: 'accountPolicy.set',
              objectType: 'account_policy',
              objectId: caller.merchantId,
              before: change.before,
              after: change.after,
            },
          };
        },
      );
      ctx.caches.forget('account-policy', caller.merchantId);
      return ok(saved);
    },
  );
}
