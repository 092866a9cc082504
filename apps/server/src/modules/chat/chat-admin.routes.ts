import {
  ChatAdminMessageSchema,
  ChatAdminMessagesQuerySchema,
  ChatMuteInputSchema,
  ChatMuteSchema,
  ChatRoomAdminSchema,
  ChatSettingsSchema,
} from '@platform/contract/chat';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { RowIdParamSchema } from '@platform/contract/ids';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { Gauge } from 'prom-client';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import type { RoundEndedEvent } from '../bets/bet-events.ts';
import { auditActorOf, requireOperator } from '../operators/operator-auth.ts';
import { deleteChatMessage, postWinMessages, readChatSettings } from './chat.service.ts';
import {
  listActiveMutes,
  listChatMessagesForModeration,
  listChatRooms,
  muteMember,
  unmuteMember,
  updateChatSettings,
} from './chat-admin.service.ts';
import { chatHubOf } from './chat-hub.ts';

const tags = ['operator chat moderation'];

/**
 * The live chat room's moderation (chat.moderate) and its win feed. A deletion or a mute is told to
 * every node through the relay, so it reaches players' sockets wherever they are connected.
 */
export function registerChatRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.accounts.now };
  const hub = chatHubOf(ctx.relay);
  new Gauge({
    name: 'ws_chat_room_listeners',
    help: 'Sockets of this node in chat rooms (one per room joined)',
    registers: [ctx.metrics],
    collect() {
      this.set(hub.listenerCount);
    },
  });

  // Win feed: a settled round whose net win reaches the operator's threshold is announced in the
  // merchant's rooms. The bets domain publishes once its transaction committed (in-house games and
  // the seamless vendor path alike); the round's key makes a second hearing a no-op. The handler
  // does not hold the publisher: a studio's win call answers without waiting for the rooms, and a
  // failure here is logged (an announcement, unlike the money, is not worth a refused call).
  const announceWin = async (event: RoundEndedEvent, win: number) => {
    const settings = await readChatSettings(deps.db, event.merchantId);
    if (settings.winThreshold <= 0 || win < settings.winThreshold) return;
    for (const message of await postWinMessages(deps, { ...event, win }))
      await hub.announce({ type: 'message', merchantId: event.merchantId, message });
  };
  ctx.betEvents.on('roundEnded', (event) => {
    const win = event.payout - event.stake;
    if (event.status !== 'settled' || win <= 0) return;
    announceWin(event, win).catch((error: unknown) => app.log.warn({ err: error }, 'chat win feed failed'));
  });

  app.get(
    ADMIN_PATHS.chatRooms,
    {
      schema: {
        tags,
        summary: 'The chat rooms of the merchant',
        response: { 200: successEnvelopeSchema(z.array(ChatRoomAdminSchema)) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      return ok(await listChatRooms(deps, caller.merchantId));
    },
  );

  app.get(
    ADMIN_PATHS.chatMessages,
    {
      schema: {
        tags,
        summary: "A room's latest messages, newest first, deleted ones marked",
        querystring: ChatAdminMessagesQuerySchema,
        response: { 200: successEnvelopeSchema(z.array(ChatAdminMessageSchema)) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      const found = await listChatMessagesForModeration(deps, caller.merchantId, request.query);
      if (!found) throw new AppError('CHAT_ROOM_NOT_FOUND', 'No such chat room');
      return ok(found);
    },
  );

  app.delete(
    `${ADMIN_PATHS.chatMessages}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a message: it disappears from every player’s room at once',
        params: z.strictObject({ id: RowIdParamSchema }),
        response: { 200: successEnvelopeSchema(z.object({ deleted: z.literal(true) })) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      const deleted = await deleteChatMessage(deps, caller.merchantId, request.params.id, caller.operatorId);
      if (!deleted) throw new AppError('NOT_FOUND', 'No such message');
      await hub.announce({
        type: 'deleted',
        merchantId: caller.merchantId,
        roomId: deleted.roomId,
        ids: [request.params.id],
      });
      return ok({ deleted: true as const });
    },
  );

  app.get(
    ADMIN_PATHS.chatMutes,
    {
      schema: {
        tags,
        summary: 'Players muted now',
        response: { 200: successEnvelopeSchema(z.array(ChatMuteSchema)) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      return ok(await listActiveMutes(deps, caller.merchantId));
    },
  );

  app.post(
    ADMIN_PATHS.chatMutes,
    {
      schema: {
        tags,
        summary: 'Mute a player in the chat rooms for a time (audited)',
        body: ChatMuteInputSchema,
        response: { 200: successEnvelopeSchema(ChatMuteSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      const mute = await muteMember(
        deps,
        { ...auditActorOf(caller, request), username: caller.username },
        request.body,
      );
      if (!mute) throw new AppError('PLAYER_NOT_FOUND', 'No such player');
      await hub.announce({
        type: 'muted',
        merchantId: caller.merchantId,
        memberId: mute.memberId,
        until: mute.until,
      });
      return ok(mute);
    },
  );

  app.delete(
    `${ADMIN_PATHS.chatMutes}/:memberId`,
    {
      schema: {
        tags,
        summary: "Lift a player's mute (audited)",
        params: z.strictObject({ memberId: RowIdParamSchema }),
        response: { 200: successEnvelopeSchema(z.object({ lifted: z.literal(true) })) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      const lifted = await unmuteMember(deps, auditActorOf(caller, request), request.params.memberId);
      if (!lifted) throw new AppError('NOT_FOUND', 'This player is not muted');
      await hub.announce({
        type: 'muted',
        merchantId: caller.merchantId,
        memberId: request.params.memberId,
        until: null,
      });
      return ok({ lifted: true as const });
    },
  );

  app.get(
    ADMIN_PATHS.chatSettings,
    {
      schema: {
        tags,
        summary: 'The word filter, link rule, rate limit and win feed threshold',
        response: { 200: successEnvelopeSchema(ChatSettingsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      return ok(await readChatSettings(deps.db, caller.merchantId));
    },
  );

  app.put(
    ADMIN_PATHS.chatSettings,
    {
      schema: {
        tags,
        summary: 'Replace the chat settings (audited)',
        body: ChatSettingsSchema,
        response: { 200: successEnvelopeSchema(ChatSettingsSchema) },
      },
    },
    async (request) => {
      const caller = await requireOperator(ctx, request, 'chat.moderate');
      return ok(await updateChatSettings(deps, auditActorOf(caller, request), request.body));
    },
  );
}
