import { successEnvelopeSchema } from '@platform/contract/envelope';
import { RowIdParamSchema } from '@platform/contract/ids';
import { EmptySchema } from '@platform/contract/list-query';
import {
  MemberMessageListSchema,
  MemberMessageSchema,
  MessageListQuerySchema,
  UnreadMessagesSchema,
} from '@platform/contract/messages';
import { API_PATHS } from '@platform/contract/paths';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  countUnread,
  deleteMessage,
  listMessages,
  type MessagesDeps,
  markAllRead,
  readMessage,
} from './messages.service.ts';

const tags = ['platform messages'];
const IdParams = z.strictObject({ id: RowIdParamSchema });
const Unread = { 200: successEnvelopeSchema(UnreadMessagesSchema) };

export function messagesDepsOf(ctx: AppContext): MessagesDeps {
  return { db: ctx.accounts.db, now: ctx.accounts.now, walletEvents: ctx.walletEvents };
}

/**
 * The member's inbox (spec §2 messageV2). Every call acts on the caller's own inbox; a trial
 * member is refused like any member-centre call (spec §6: the site does not ask).
 */
export function registerMessageRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = messagesDepsOf(ctx);
  const memberOf = async (request: Parameters<typeof requireCaller>[1]) => {
    const caller = await requireCaller(ctx.accounts, request);
    return { merchantId: caller.merchantId, memberId: caller.memberId };
  };
  const notFound = () => new AppError('NOT_FOUND', 'No such message');

  app.get(
    API_PATHS.messages,
    {
      schema: {
        tags,
        summary: 'A page of the inbox, newest first, with read state and the unread count',
        querystring: MessageListQuerySchema,
        response: { 200: successEnvelopeSchema(MemberMessageListSchema) },
      },
    },
    async (request) => ok(await listMessages(deps, await memberOf(request), request.query)),
  );

  app.get(
    API_PATHS.messagesUnread,
    {
      schema: { tags, summary: 'Unread message count (spec §7)', querystring: EmptySchema, response: Unread },
    },
    async (request) => ok({ unreadMessage: await countUnread(deps, await memberOf(request)) }),
  );

  app.post(
    API_PATHS.messagesReadAll,
    { schema: { tags, summary: 'Mark every message read', response: Unread } },
    async (request) => {
      const member = await memberOf(request);
      await markAllRead(deps, member);
      return ok({ unreadMessage: await countUnread(deps, member) });
    },
  );

  app.get(
    `${API_PATHS.messages}/:id`,
    {
      schema: {
        tags,
        summary: 'One message; opening it marks it read',
        params: IdParams,
        response: { 200: successEnvelopeSchema(MemberMessageSchema) },
      },
    },
    async (request) => {
      const found = await readMessage(deps, await memberOf(request), request.params.id);
      if (!found) throw notFound();
      return ok(found);
    },
  );

  app.delete(
    `${API_PATHS.messages}/:id`,
    {
      schema: { tags, summary: 'Delete a message from this inbox only', params: IdParams, response: Unread },
    },
    async (request) => {
      const member = await memberOf(request);
      if (!(await deleteMessage(deps, member, request.params.id))) throw notFound();
      return ok({ unreadMessage: await countUnread(deps, member) });
    },
  );
}
