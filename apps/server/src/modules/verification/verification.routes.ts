import { DEV_PATHS } from '@platform/contract/account-constants';
import { CaptchaQuerySchema } from '@platform/contract/accounts';
import { successEnvelopeSchema } from '@platform/contract/envelope';
import { API_PATHS } from '@platform/contract/paths';
import { text } from '@platform/contract/text';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../http/site-context.ts';
import { secretRefusedError } from './secret-guard.ts';
import { createCaptcha, listOutbox, revealCaptchaAnswer } from './verification.service.ts';

const DevOutboxQuerySchema = z.strictObject({
  destination: text().trim().max(254).optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const OutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.enum(['sms', 'email']),
  destination: text(),
  subject: text().nullable(),
  body: text(),
  provider: text(),
  status: z.enum(['stored', 'sent', 'failed']),
  detail: text().nullable(),
  createdAt: text(),
});

/** A phone as stored ("+60123456789"); a '+' sent unencoded in a query string arrives as a space. */
function outboxDestination(destination: string | undefined): string | undefined {
  if (!destination) return undefined;
  return /^\+?\d+$/.test(destination) ? `+${destination.replace(/^\+/, '')}` : destination.toLowerCase();
}

export function registerVerificationRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = ctx.verification;

  app.get(
    API_PATHS.captcha,
    {
      schema: {
        tags: ['verification'],
        summary: 'A captcha image under the client key (value: base64 PNG); asking again refreshes it',
        querystring: CaptchaQuerySchema,
        response: { 200: successEnvelopeSchema(text()) },
      },
    },
    async (request, reply) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const result = await createCaptcha(deps, {
        merchantId: merchant.id,
        key: request.query.key,
        ip: request.ip,
      });
      // Over the per-address budget: 429 with the time left, like every other refusal.
      if (!result.ok) throw secretRefusedError(result);
      reply.header('cache-control', 'no-store');
      return ok(result.image);
    },
  );

  // Development helpers (DESIGN §4) so end-to-end tests pass SMS, e-mail and captcha steps honestly.
  if (!ctx.config.DEV_HELPERS) return;

  app.get(
    DEV_PATHS.outbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the latest SMS and e-mail messages, newest first',
        querystring: DevOutboxQuerySchema,
        response: { 200: successEnvelopeSchema(z.array(OutboxMessageSchema)) },
      },
    },
    async (request, reply) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const { channel, destination, limit } = request.query;
      reply.header('cache-control', 'no-store');
      return ok(
        await listOutbox(deps, {
          merchantId: merchant.id,
          channel,
          destination: outboxDestination(destination),
          limit,
        }),
      );
    },
  );

  app.get(
    `${DEV_PATHS.captcha}/:key`,
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: the answer of a live captcha',
        params: CaptchaQuerySchema,
        response: { 200: successEnvelopeSchema(text()) },
      },
    },
    async (request, reply) => {
      const merchant = await requireMerchant(ctx.merchants, request);
      const answer = await revealCaptchaAnswer(deps, { merchantId: merchant.id, key: request.params.key });
      if (!answer) throw new AppError('NOT_FOUND', 'No live captcha under this key');
      reply.header('cache-control', 'no-store');
      return ok(answer);
    },
  );
}
