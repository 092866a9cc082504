import { successEnvelopeSchema } from '@platform/contract/envelope';
import { API_PATHS } from '@platform/contract/paths';
import {
  SupportConversationSchema,
  SupportHistoryQuerySchema,
  SupportMessageInputSchema,
  SupportMessageSchema,
} from '@platform/contract/support';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  markMemberRead,
  memberTyping,
  postMemberMessage,
  readOwnConversation,
  type SupportDeps,
} from './support.service.ts';

const tags = ['support chat'];
const Conversation = { 200: successEnvelopeSchema(SupportConversationSchema) };

export function supportDepsOf(ctx: AppContext): SupportDeps {
  return {
    db: ctx.database.db,
    now: ctx.system.now,
    publish: (target, event) => ctx.walletEvents.publish({ type: 'support', ...target, event }),
  };
}

/**
 * The player's side of the built-in support chat. Trial members may use it too: a visitor trying
 * the site with trial money asking how to open a real account is who support is for, and the
 * per-minute limit holds for them as for anyone.
 */
export function registerSupportRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = supportDepsOf(ctx);
  const session = ctx.accounts;
  const caller = (request: Parameters<typeof requireCaller>[1]) =>
    requireCaller(session, request, { allowTrial: true });

  app.get(
    API_PATHS.support,
    {
      schema: {
        tags,
        summary:
          'My support conversation: the latest messages (or those before `before`), read and typing state',
        querystring: SupportHistoryQuerySchema,
        response: Conversation,
      },
    },
    async (request) => ok(await readOwnConversation(deps, await caller(request), request.query.before)),
  );

  app.post(
    API_PATHS.supportMessages,
    {
      schema: {
        tags,
        summary: 'Write to customer service (1 to 1000 characters, shown as text)',
        body: SupportMessageInputSchema,
        response: { 201: successEnvelopeSchema(SupportMessageSchema) },
      },
    },
    async (request, reply) => {
      const message = await postMemberMessage(deps, await caller(request), request.body.body);
      return reply.status(201).send(ok(message));
    },
  );

  app.post(
    API_PATHS.supportRead,
    {
      schema: {
        tags,
        summary: 'I read every reply so far',

        response: Conversation,
      },
    },
    async (request) => ok(await markMemberRead(deps, await caller(request))),
  );

  app.post(
    API_PATHS.supportTyping,
    {
      schema: {
        tags,
        summary: 'I am typing (kept at most once every 3 seconds)',

        response: { 200: successEnvelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await memberTyping(deps, await caller(request));
      return ok(null);
    },
  );
}
