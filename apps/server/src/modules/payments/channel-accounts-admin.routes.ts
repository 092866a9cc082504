import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AccountChangeIdParamsSchema,
  ApproveAccountChangeSchema,
  ChannelAccountChangeDetailSchema,
  ChannelAccountChangeListQuerySchema,
  ChannelAccountChangeListSchema,
  RejectAccountChangeSchema,
} from '@platform/contract/payments';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { decideAccountChange, findAccountChange, listAccountChanges } from './channel-accounts.service.ts';

const tags = ['operator settings'];
const PERMISSION = 'settings.write';
const Answer = { 200: successEnvelopeSchema(ChannelAccountChangeDetailSchema) };

/** The two decisions on a pending account change: same route shape, each with its own note rule. */
const DECISIONS = [
  {
    decision: 'approve',
    summary: 'Approve another operator’s account change: the channel shows it from now on (audited)',
    body: ApproveAccountChangeSchema,
  },
  {
    decision: 'reject',
    summary: 'Reject another operator’s account change, saying why: the channel keeps its account (audited)',
    body: RejectAccountChangeSchema,
  },
] as const;

/** Changes of the channels' receiving accounts and their second approval (maker-checker). */
export function registerChannelAccountAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    ADMIN_PATHS.paymentAccountChanges,
    {
      schema: {
        tags,
        summary: 'Account changes by status and channel, newest first, numbers masked (the approval queue)',
        querystring: ChannelAccountChangeListQuerySchema,
        response: { 200: successEnvelopeSchema(ChannelAccountChangeListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await listAccountChanges(deps.db, caller.merchantId, request.query));
    },
  );

  app.get(
    `${ADMIN_PATHS.paymentAccountChanges}/:id`,
    {
      schema: {
        tags,
        summary: 'One account change with both numbers in full, for the operator deciding it',
        params: AccountChangeIdParamsSchema,
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, PERMISSION);
      return ok(await findAccountChange(deps.db, caller.merchantId, request.params.id));
    },
  );

  for (const entry of DECISIONS) {
    app.post(
      `${ADMIN_PATHS.paymentAccountChanges}/:id/${entry.decision}`,
      {
        schema: {
          tags,
          summary: entry.summary,
          params: AccountChangeIdParamsSchema,
          body: entry.body,
          response: Answer,
        },
      },
      async (request) => {
        const caller = await requireOperator(ctx, request, PERMISSION);
        return ok(
          await decideAccountChange(deps, auditActorOf(caller, request), {
            id: request.params.id,
            decision: entry.decision,
            note: request.body.note,
          }),
        );
      },
    );
  }
}
