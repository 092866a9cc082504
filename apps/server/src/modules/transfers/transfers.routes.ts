import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  DownlineTransferSchema,
  TRANSFER_PATHS,
  TransferResultSchema,
  UplineTransferSchema,
} from '@platform/contract/transfers';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { type TransfersDeps, transferToDownline, transferToUpline } from './transfers.service.ts';

/** Transfers up and down the agent tree (spec §1, §2 transferUpline, §6 agent rights). */
export function registerTransferRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: TransfersDeps = {
    db: ctx.database.db,
    limiter: ctx.accounts.limiter,
    now: ctx.system.now,
    walletEvents: ctx.walletEvents,
  };

  app.post(
    TRANSFER_PATHS.upline,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Transfer cash to my upline, with the payment password',
        body: UplineTransferSchema,
        response: { 200: successEnvelopeSchema(TransferResultSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request);
      return ok(await transferToUpline(deps, caller, request.body));
    },
  );

  app.post(
    TRANSFER_PATHS.downline,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Agents: transfer cash to a member of my own tree, with the payment password',
        body: DownlineTransferSchema,
        response: { 200: successEnvelopeSchema(TransferResultSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(ctx.accounts, request, { agentOnly: true });
      return ok(await transferToDownline(deps, caller, request.body));
    },
  );
}
