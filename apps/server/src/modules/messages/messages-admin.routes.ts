import { successEnvelopeSchema } from '@platform/contract/envelope';
import { RowIdParamSchema } from '@platform/contract/ids';
import {
  AdminMessageListQuerySchema,
  AdminMessageListSchema,
  AdminMessageSchema,
  ComposeMessageSchema,
  MessageAudienceSchema,
  MessageRecipientsSchema,
} from '@platform/contract/messages';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { messagesDepsOf } from './messages.routes.ts';
import {
  type AdminFailure,
  listAdminMessages,
  previewRecipients,
  sendMessage,
  withdrawMessage,
} from './messages-admin.service.ts';

const tags = ['operator platform messages'];
const refuse = (failure: AdminFailure) => new AppError(failure.code, failure.message);

/** Compose, target, send and withdraw platform messages (messages.write). */
export function registerMessageAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = messagesDepsOf(ctx);

  app.get(
    ADMIN_PATHS.messages,
    {
      schema: {
        tags,
        summary: 'Messages sent to players, newest first, with their read counts',
        querystring: AdminMessageListQuerySchema,
        response: { 200: successEnvelopeSchema(AdminMessageListSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'messages.write');
      return ok(await listAdminMessages(deps, caller.merchantId, request.query));
    },
  );

  app.post(
    ADMIN_PATHS.messagePreview,
    {
      schema: {
        tags,
        summary: 'How many players a draft would reach now',
        body: MessageAudienceSchema,
        response: { 200: successEnvelopeSchema(MessageRecipientsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'messages.write');
      const result = await previewRecipients(deps, caller.merchantId, request.body);
      if (!result.ok) throw refuse(result);
      return ok({ recipients: result.recipients });
    },
  );

  app.post(
    ADMIN_PATHS.messages,
    {
      schema: {
        tags,
        summary: 'Send a message to everyone, a segment or one player (stored once, audited)',
        body: ComposeMessageSchema,
        response: { 201: successEnvelopeSchema(AdminMessageSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireOperator(ctx, request, 'messages.write');
      const result = await sendMessage(deps, auditActorOf(caller, request), request.body);
      if (!result.ok) throw refuse(result);
      return reply.code(201).send(ok(result.value));
    },
  );

  app.post(
    `${ADMIN_PATHS.messages}/:id/withdraw`,
    {
      schema: {
        tags,
        summary: 'Withdraw a message: it leaves every inbox (audited)',
        params: z.strictObject({ id: RowIdParamSchema }),
        response: { 200: successEnvelopeSchema(AdminMessageSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'messages.write');
      const found = await withdrawMessage(deps, auditActorOf(caller, request), request.params.id);
      if (!found) throw new AppError('NOT_FOUND', 'No such message');
      return ok(found);
    },
  );
}
