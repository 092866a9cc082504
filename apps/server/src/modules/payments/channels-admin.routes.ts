import { successEnvelopeSchema } from '@platform/contract/envelope';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AdminPaymentChannelListSchema,
  AdminPaymentChannelSchema,
  CreatePaymentChannelSchema,
  PaymentChannelIdParamsSchema,
  UpdatePaymentChannelSchema,
} from '@platform/contract/payments';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import {
  type ChannelOutcome,
  createPaymentChannel,
  listPaymentChannels,
  updatePaymentChannel,
} from './channels.service.ts';

const tags = ['operator settings'];
const Answer = { 200: successEnvelopeSchema(AdminPaymentChannelSchema) };

function channelAnswer(outcome: ChannelOutcome) {
  if (outcome.ok) return ok(outcome.channel);
  throw new AppError(outcome.code, outcome.message, 'fields' in outcome ? outcome.fields : undefined);
}

/** The operator API for the merchant's deposit channels (settings.write, audited). */
export function registerPaymentChannelAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now };

  app.get(
    ADMIN_PATHS.paymentChannels,
    {
      schema: {
        tags,
        summary: 'Deposit channels of the merchant, disabled ones too',
        querystring: z.strictObject({}),
        response: { 200: successEnvelopeSchema(AdminPaymentChannelListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return ok({ list: await listPaymentChannels(deps, caller.merchantId) });
    },
  );

  app.post(
    ADMIN_PATHS.paymentChannels,
    {
      schema: {
        tags,
        summary: 'Add a deposit channel (audited); a bank account waits for a second operator’s approval',
        body: CreatePaymentChannelSchema,
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return channelAnswer(await createPaymentChannel(deps, auditActorOf(caller, request), request.body));
    },
  );

  app.patch(
    `${ADMIN_PATHS.paymentChannels}/:id`,
    {
      schema: {
        tags,
        summary:
          'Change name, limits, order or on/off at once; a new bank account waits for approval (audited)',
        params: PaymentChannelIdParamsSchema,
        body: UpdatePaymentChannelSchema,
        response: Answer,
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'settings.write');
      return channelAnswer(
        await updatePaymentChannel(deps, auditActorOf(caller, request), request.params.id, request.body),
      );
    },
  );
}
