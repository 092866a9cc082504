import { successEnvelopeSchema } from '@platform/contract/envelope';
import { EmptySchema } from '@platform/contract/list-query';
import { API_PATHS } from '@platform/contract/paths';
import {
  BankAccountIdParamsSchema,
  BankAccountListSchema,
  BankAccountSchema,
  BindBankAccountSchema,
  ConfirmReceiptSchema,
  CreateWithdrawalResultSchema,
  CreateWithdrawalSchema,
  MAX_PROOF_BYTES,
  WithdrawalLimitsSchema,
  WithdrawalListQuerySchema,
  WithdrawalListSchema,
  WithdrawalOrderParamsSchema,
  WithdrawalProofParamsSchema,
  WithdrawalProofSchema,
  WithdrawalSchema,
} from '@platform/contract/withdrawals';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { sendPrivateFile } from '../../http/private-file.ts';
import { withdrawalsDepsOf } from './withdrawals.deps.ts';
import {
  addProof,
  bindBankAccount,
  confirmReceipt,
  createWithdrawal,
  findMemberWithdrawal,
  listBankAccounts,
  listMemberWithdrawals,
  type Outcome,
  type ProofFile,
  readMemberProof,
  removeBankAccount,
  withdrawalLimits,
} from './withdrawals.service.ts';

const tags = ['withdrawals'];
/** Proofs are sent as the raw image bytes; the type is then decided by the bytes, not this header. */
const PROOF_UPLOAD_TYPES = ['image/png', 'image/jpeg', 'application/octet-stream'];

export function answer<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message, outcome.fields);
  return outcome.value;
}

/** A proof image, private to whoever was allowed to fetch it, and never run as anything but an image. */
export function sendProof(reply: FastifyReply, proof: ProofFile | null) {
  return sendPrivateFile(reply, proof);
}

/** Member withdrawals (spec §1, §4): bank accounts, limits, requests and receipt confirmation. */
export function registerWithdrawalRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = withdrawalsDepsOf(ctx);
  const session = ctx.accounts;

  app.get(
    API_PATHS.bankAccounts,
    {
      schema: {
        tags,
        summary: 'My bank accounts (numbers masked)',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(BankAccountListSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      return ok({ list: await listBankAccounts(deps, caller) });
    },
  );

  app.post(
    API_PATHS.bankAccounts,
    {
      schema: {
        tags,
        summary: 'Bind a bank account in my payee name (set it in the security centre first)',
        body: BindBankAccountSchema,
        response: { 201: successEnvelopeSchema(BankAccountSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(session, request);
      return reply.status(201).send(ok(answer(await bindBankAccount(deps, caller, request.body))));
    },
  );

  app.delete(
    `${API_PATHS.bankAccounts}/:id`,
    {
      schema: {
        tags,
        summary: 'Remove one of my bank accounts',
        params: BankAccountIdParamsSchema,
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      if (!(await removeBankAccount(deps, caller, request.params.id)))
        throw new AppError('NOT_FOUND', 'Not found');
      return ok(null);
    },
  );

  app.get(
    API_PATHS.withdrawalLimits,
    {
      schema: {
        tags,
        summary: 'The withdrawal policy and how much of today’s count and balance I have left',
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(WithdrawalLimitsSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      return ok(answer(await withdrawalLimits(deps, caller)));
    },
  );

  app.post(
    API_PATHS.withdrawals,
    {
      schema: {
        tags,
        summary: 'Request a withdrawal; the amount is held at once. The same requestId answers the first one',
        body: CreateWithdrawalSchema,
        response: { 201: successEnvelopeSchema(CreateWithdrawalResultSchema) },
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(session, request);
      return reply.status(201).send(ok(answer(await createWithdrawal(deps, caller, request.body))));
    },
  );

  app.get(
    API_PATHS.withdrawals,
    {
      schema: {
        tags,
        summary: 'My withdrawals, newest first, by status and creation date',
        querystring: WithdrawalListQuerySchema,
        response: { 200: successEnvelopeSchema(WithdrawalListSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      return ok(await listMemberWithdrawals(deps, caller, request.query));
    },
  );

  app.get(
    `${API_PATHS.withdrawals}/:orderNo`,
    {
      schema: {
        tags,
        summary: 'One of my withdrawals by its order number',
        params: WithdrawalOrderParamsSchema,
        querystring: EmptySchema,
        response: { 200: successEnvelopeSchema(WithdrawalSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      const withdrawal = await findMemberWithdrawal(deps, caller, request.params.orderNo);
      if (!withdrawal) throw new AppError('NOT_FOUND', 'Not found');
      return ok(withdrawal);
    },
  );

  app.post(
    `${API_PATHS.withdrawals}/:orderNo/receipt`,
    {
      schema: {
        tags,
        summary: 'Answer whether a payout arrived: received, all_received, not_received, partially_received',
        params: WithdrawalOrderParamsSchema,
        body: ConfirmReceiptSchema,
        response: { 200: successEnvelopeSchema(WithdrawalSchema) },
      },
    },
    async (request) => {
      const caller = await requireCaller(session, request);
      return ok(answer(await confirmReceipt(deps, caller, request.params.orderNo, request.body)));
    },
  );

  app.get(
    `${API_PATHS.withdrawals}/:orderNo/proofs/:proofId`,
    {
      schema: {
        tags,
        summary: 'One of my proof images',
        params: WithdrawalProofParamsSchema,
        querystring: EmptySchema,
      },
    },
    async (request, reply) => {
      const caller = await requireCaller(session, request);
      return sendProof(
        reply,
        await readMemberProof(deps, caller, request.params.orderNo, request.params.proofId),
      );
    },
  );

  // The image is the body itself (no multipart): one PNG or JPEG of at most 5 MB per request.
  app.register(async (scope) => {
    scope.addContentTypeParser(PROOF_UPLOAD_TYPES, { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      `${API_PATHS.withdrawals}/:orderNo/proofs`,
      {
        bodyLimit: MAX_PROOF_BYTES,
        schema: {
          tags,
          summary:
            'Upload a proof image (PNG or JPEG, at most 5 MB, up to 3) for a payout that did not arrive',
          params: WithdrawalOrderParamsSchema,
          response: { 201: successEnvelopeSchema(WithdrawalProofSchema) },
        },
      },
      async (request, reply) => {
        const caller = await requireCaller(session, request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const proof = answer(await addProof(deps, caller, { orderNo: request.params.orderNo, bytes }));
        return reply.status(201).send(ok(proof));
      },
    );
  });
}
