import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  AdminSupportConversationSchema,
  CannedReplyInputSchema,
  CannedReplyListSchema,
  CannedReplyParamsSchema,
  CannedReplySchema,
  SupportAgentsSchema,
  SupportAssignInputSchema,
  SupportConversationParamsSchema,
  SupportHistoryQuerySchema,
  SupportInboxQuerySchema,
  SupportInboxSchema,
  SupportMessageInputSchema,
  SupportMessageSchema,
} from '@platform/contract/support';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { ok } from '../../http/envelope.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { supportDepsOf } from './support.routes.ts';
import {
  assignConversation,
  closeConversation,
  createCannedReply,
  deleteCannedReply,
  listCannedReplies,
  listInbox,
  listSupportAgents,
  markOperatorRead,
  operatorTyping,
  readConversationForOperators,
  replyToConversation,
  updateCannedReply,
} from './support-admin.service.ts';

const tags = ['operator support chat'];
const Params = SupportConversationParamsSchema;
const Conversation = { 200: successEnvelopeSchema(AdminSupportConversationSchema) };
const Nothing = { 200: successEnvelopeSchema(z.null()) };

/** The support inbox of the back office (support.reply); it polls rather than holding a socket. */
export function registerSupportAdminRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = supportDepsOf(ctx);
  const operator = (request: Parameters<typeof requireOperator>[1]) =>
    requireOperator(ctx, request, 'support.reply');
  const one = `${ADMIN_PATHS.supportConversations}/:id`;

  app.get(
    ADMIN_PATHS.supportConversations,
    {
      schema: {
        tags,
        summary: 'Conversations of one status: unassigned first, then the most recently active',
        querystring: SupportInboxQuerySchema,
        response: { 200: successEnvelopeSchema(SupportInboxSchema) },
      },
    },
    async (request) => ok(await listInbox(deps, await operator(request), request.query)),
  );

  app.get(
    one,
    {
      schema: {
        tags,
        summary: 'One conversation with its latest 100 messages, or the 100 before `before` (a message id)',
        params: Params,
        querystring: SupportHistoryQuerySchema,
        response: Conversation,
      },
    },
    async (request) =>
      ok(
        await readConversationForOperators(
          deps,
          (await operator(request)).merchantId,
          request.params.id,
          request.query.before,
        ),
      ),
  );

  app.post(
    `${one}/messages`,
    {
      schema: {
        tags,
        summary: 'Reply; the player hears it live (an unassigned conversation becomes the replier’s)',
        params: Params,
        body: SupportMessageInputSchema,
        response: { 201: successEnvelopeSchema(SupportMessageSchema) },
      },
    },
    async (request, reply) => {
      const caller = await operator(request);
      const message = await replyToConversation(deps, caller, request.params.id, request.body.body);
      return reply.status(201).send(ok(message));
    },
  );

  app.post(
    `${one}/assign`,
    {
      schema: {
        tags,
        summary: 'Give the conversation to an operator who may reply, or to nobody (audited)',
        params: Params,
        body: SupportAssignInputSchema,
        response: Conversation,
      },
    },
    async (request) => {
      const caller = await operator(request);
      return ok(
        await assignConversation(
          deps,
          auditActorOf(caller, request),
          request.params.id,
          request.body.operatorId,
        ),
      );
    },
  );

  app.post(
    `${one}/read`,
    {
      schema: {
        tags,
        summary: 'The operators read everything so far',
        params: Params,

        response: Nothing,
      },
    },
    async (request) => {
      await markOperatorRead(deps, (await operator(request)).merchantId, request.params.id);
      return ok(null);
    },
  );

  app.post(
    `${one}/typing`,
    {
      schema: {
        tags,
        summary: 'An operator is typing (told to the player at most every 3 s)',
        params: Params,

        response: Nothing,
      },
    },
    async (request) => {
      await operatorTyping(deps, (await operator(request)).merchantId, request.params.id);
      return ok(null);
    },
  );

  app.post(
    `${one}/close`,
    {
      schema: {
        tags,
        summary: 'Close the conversation (audited)',
        params: Params,

        response: Conversation,
      },
    },
    async (request) => {
      const caller = await operator(request);
      return ok(await closeConversation(deps, auditActorOf(caller, request), request.params.id));
    },
  );

  app.get(
    ADMIN_PATHS.supportAgents,
    {
      schema: {
        tags,
        summary: 'Operators a conversation can be given to',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(SupportAgentsSchema) },
      },
    },
    async (request) => ok(await listSupportAgents(deps.db, (await operator(request)).merchantId)),
  );

  app.get(
    ADMIN_PATHS.supportCanned,
    {
      schema: {
        tags,
        summary: 'Canned replies',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(CannedReplyListSchema) },
      },
    },
    async (request) => ok(await listCannedReplies(deps.db, (await operator(request)).merchantId)),
  );

  app.post(
    ADMIN_PATHS.supportCanned,
    {
      schema: {
        tags,
        summary: 'Add a canned reply',
        body: CannedReplyInputSchema,
        response: { 201: successEnvelopeSchema(CannedReplySchema) },
      },
    },
    async (request, reply) => {
      const caller = await operator(request);
      return reply.status(201).send(ok(await createCannedReply(deps, caller.merchantId, request.body)));
    },
  );

  app.put(
    `${ADMIN_PATHS.supportCanned}/:id`,
    {
      schema: {
        tags,
        summary: 'Change a canned reply',
        params: CannedReplyParamsSchema,
        body: CannedReplyInputSchema,
        response: { 200: successEnvelopeSchema(CannedReplySchema) },
      },
    },
    async (request) =>
      ok(
        await updateCannedReply(deps, (await operator(request)).merchantId, request.params.id, request.body),
      ),
  );

  app.delete(
    `${ADMIN_PATHS.supportCanned}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a canned reply',
        params: CannedReplyParamsSchema,
        response: { 200: successEnvelopeSchema(CannedReplyListSchema) },
      },
    },
    async (request) =>
      ok(await deleteCannedReply(deps, (await operator(request)).merchantId, request.params.id)),
  );
}
