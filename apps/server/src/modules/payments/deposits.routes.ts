import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import { API_PATHS } from '@platform/contract/paths';
import {
  CreateDepositResultSchema,
  CreateDepositSchema,
  DepositChannelListSchema,
  DepositListQuerySchema,
  DepositListSchema,
  DepositOrderParamsSchema,
  DepositSchema,
  DepositStatusSchema,
  PaymentChannelKindSchema,
} from '@platform/contract/payments';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import {
  applyGatewayCallback,
  createDeposit,
  findMemberDeposit,
  listDepositChannels,
  listMemberDeposits,
} from './deposits.service.ts';
import { paymentsDepsOf } from './payments.deps.ts';

const tags = ['deposits'];
const CallbackParamsSchema = z.strictObject({ kind: PaymentChannelKindSchema });
const CallbackAnswerSchema = z.object({ orderNo: z.string(), status: DepositStatusSchema });

/** Member deposits (spec §2 depositv2) and the gateways' callback endpoint. */
export function registerDepositRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = paymentsDepsOf(ctx);
  const session = ctx.accounts;

  app.get(
    API_PATHS.depositChannels,
    {
      schema: {
        tags,
        summary: 'Deposit channels the member can use, with their amount limits (minor units)',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(DepositChannelListSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      return ok({ list: await listDepositChannels(deps, caller.merchantId) });
    },
  );

  app.post(
    API_PATHS.deposits,
    {
      schema: {
        tags,
        summary: 'Create a deposit; the same idempotencyKey answers the first deposit again',
        body: CreateDepositSchema,
        response: { 201: successEnvelopeSchema(CreateDepositResultSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(session, request);
      const outcome = await createDeposit(deps, {
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        deposit: request.body,
      });
      if (!outcome.ok) {
        if (outcome.code === 'VALIDATION_ERROR')
          throw new AppError('VALIDATION_ERROR', 'Invalid input', outcome.fields);
        throw new AppError(
          outcome.code,
          outcome.message,
          undefined,
          undefined,
          'value' in outcome ? outcome.value : undefined,
        );
      }
      return reply.status(201).send(ok(outcome.result));
    },
  );

  app.get(
    API_PATHS.deposits,
    {
      schema: {
        tags,
        summary: 'The member’s deposits, newest first, by status and creation date',
        querystring: DepositListQuerySchema,
        response: { 200: successEnvelopeSchema(DepositListSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      return ok(
        await listMemberDeposits(deps, {
          merchantId: caller.merchantId,
          memberId: caller.memberId,
          query: request.query,
        }),
      );
    },
  );

  app.get(
    `${API_PATHS.deposits}/:orderNo`,
    {
      schema: {
        tags,
        summary: 'One of the member’s deposits by its order number',
        params: DepositOrderParamsSchema,
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(DepositSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      const deposit = await findMemberDeposit(deps, {
        merchantId: caller.merchantId,
        memberId: caller.memberId,
        orderNo: request.params.orderNo,
      });
      if (!deposit) throw new AppError('NOT_FOUND', 'Not found');
      return ok(deposit);
    },
  );

  // The signature covers the body's exact bytes, so this route keeps them instead of parsed JSON;
  // the adapter reads the JSON (with its zod schema) only after the signature checks out.
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${API_PATHS.paymentCallback}/:kind`,
      {
        schema: {
          tags,
          summary: 'A payment gateway’s signed callback (server to server); idempotent',
          params: CallbackParamsSchema,
          response: { 200: successEnvelopeSchema(CallbackAnswerSchema) },
        },
      },
      async (request) => {
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await applyGatewayCallback(deps, {
          kind: request.params.kind,
          request: { headers: request.headers, rawBody },
        });
        if (!outcome.ok) {
          request.log.warn({ kind: request.params.kind, code: outcome.code }, 'payment callback refused');
          throw new AppError(outcome.code, outcome.message);
        }
        return ok({ orderNo: outcome.orderNo, status: outcome.status });
      },
    );
  });
}
