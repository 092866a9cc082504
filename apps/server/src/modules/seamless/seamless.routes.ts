import { successEnvelopeSchema } from '@platform/contract/envelope';
import {
  refusalsOfVendorCall,
  VENDOR_API_PATHS,
  VENDOR_HEADERS,
  VendorAuthenticateSchema,
  VendorBalanceAnswerSchema,
  VendorBalanceSchema,
  VendorBetSchema,
  VendorEndRoundAnswerSchema,
  VendorEndRoundSchema,
  VendorPlayerSchema,
  VendorRefundSchema,
  VendorRollbackSchema,
  VendorTransactionAnswerSchema,
  VendorTransactionQuerySchema,
  VendorTransactionStatusSchema,
  VendorWinSchema,
} from '@platform/contract/vendor-api';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { ok } from '../../http/envelope.ts';
import { keepSignedBodies, parseSignedJson, signedBodyOf } from '../../http/json-body.ts';
import type { SeamlessDeps, WalletRefusal } from './seamless-outcome.ts';
import { refundPart, rollbackBet } from './seamless-refund.service.ts';
import {
  authenticatePlayer,
  creditWin,
  endRound,
  placeBet,
  readPlayerBalance,
  readTransaction,
} from './seamless-wallet.service.ts';
import {
  checkVendorHeaders,
  claimSigned,
  type VendorClaim,
  VendorCredentialStore,
  type VendorRefusalCode,
} from './vendor-auth.ts';

const tags = ['vendor wallet API v1'];

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

function answer<T>(outcome: { ok: true; value: T } | WalletRefusal) {
  if (outcome.ok) return ok(outcome.value);
  throw new AppError(outcome.code, outcome.message, undefined, undefined, outcome.value);
}

const REFUSALS: Record<VendorRefusalCode, string> = {
  VENDOR_SIGNATURE_INVALID: 'Missing or invalid signature',
  VENDOR_TIMESTAMP_STALE: 'The request timestamp is too old or in the future',
  VENDOR_IP_NOT_ALLOWED: 'Calls from this address are not allowed',
};
const refusal = (code: VendorRefusalCode, message = REFUSALS[code]) => new AppError(code, message);

/**
 * The seamless wallet API game vendors call (docs/vendor-api.md, DESIGN §6). Authentication comes
 * before anything else: the headers (known vendor, allowed address, fresh timestamp) before the
 * body is read, the signature over the bytes received before they are parsed, so a forged call is
 * answered 401 or 403 whatever its body, its type or its size.
 */
export function registerSeamlessWalletRoutes(app: ZodApp, ctx: AppContext): void {
  const deps: SeamlessDeps = {
    db: ctx.database.db,
    now: ctx.system.now,
    walletEvents: ctx.walletEvents,
    betEvents: ctx.betEvents,
    vendorCache: ctx.gameVendorCache,
  };
  const credentials = new VendorCredentialStore(ctx.database.db, ctx.secrets, ctx.config.SETTINGS_CACHE_MS);
  const claims = new WeakMap<FastifyRequest, VendorClaim>();
  const vendor = (request: FastifyRequest) => claims.get(request)?.credentials.vendorCode ?? '';

  app.register(async (scope: ZodApp) => {
    keepSignedBodies(scope);
    scope.addHook('onRequest', async (request) => {
      const check = await checkVendorHeaders(credentials, {
        vendorCode: header(request, VENDOR_HEADERS.vendor),
        timestamp: header(request, VENDOR_HEADERS.timestamp),
        signature: header(request, VENDOR_HEADERS.signature),
        ip: request.ip,
        now: ctx.system.now().getTime(),
      });
      if (!check.ok) throw refusal(check.code);
      claims.set(request, check.claim);
    });
    scope.addHook('preValidation', async (request) => {
      const claim = claims.get(request);
      if (!claim || !claimSigned(claim, signedBodyOf(request), ctx.system.now().getTime()))
        throw refusal('VENDOR_SIGNATURE_INVALID');
      request.body = await parseSignedJson(scope, request);
    });
    // A body over the size limit is never read whole, so its signature was never checked.
    scope.setErrorHandler((error: { code?: string }) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
        throw refusal(
          'VENDOR_SIGNATURE_INVALID',
          `The body is over ${ctx.config.BODY_LIMIT_BYTES} bytes, so its signature was not checked`,
        );
      throw error;
    });

    scope.post(
      VENDOR_API_PATHS.authenticate,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('authenticate'),
          summary: 'Trade a launch token for the player, currency and balance',
          body: VendorAuthenticateSchema,
          response: { 200: successEnvelopeSchema(VendorPlayerSchema) },
        },
      },
      async (request) => answer(await authenticatePlayer(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.balance,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('balance'),
          summary: "The player's main wallet balance in minor units",
          body: VendorBalanceSchema,
          response: { 200: successEnvelopeSchema(VendorBalanceAnswerSchema) },
        },
      },
      async (request) => answer(await readPlayerBalance(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.bet,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('bet'),
          summary: 'Debit a stake (idempotent by transactionId; needs a live launch token)',
          body: VendorBetSchema,
          response: { 200: successEnvelopeSchema(VendorTransactionAnswerSchema) },
        },
      },
      async (request) => answer(await placeBet(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.win,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('win'),
          summary: 'Credit a win to an open round (idempotent; accepted after the token expired)',
          body: VendorWinSchema,
          response: { 200: successEnvelopeSchema(VendorTransactionAnswerSchema) },
        },
      },
      async (request) => answer(await creditWin(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.rollback,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('rollback'),
          summary: 'Refund a bet (idempotent; a bet never seen succeeds and is refused if it comes later)',
          body: VendorRollbackSchema,
          response: { 200: successEnvelopeSchema(VendorTransactionAnswerSchema) },
        },
      },
      async (request) => answer(await rollbackBet(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.refund,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('refund'),
          summary: "Give back part of a bet's stake (idempotent; the refunds of a bet stay within its stake)",
          body: VendorRefundSchema,
          response: { 200: successEnvelopeSchema(VendorTransactionAnswerSchema) },
        },
      },
      async (request) => answer(await refundPart(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.endRound,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('endRound'),
          summary: 'Close a round (settles it; ending it again answers the same)',
          body: VendorEndRoundSchema,
          response: { 200: successEnvelopeSchema(VendorEndRoundAnswerSchema) },
        },
      },
      async (request) => answer(await endRound(deps, vendor(request), request.body)),
    );

    scope.post(
      VENDOR_API_PATHS.transaction,
      {
        schema: {
          tags,
          refuses: refusalsOfVendorCall('transaction'),
          summary: 'What became of a transaction id: its kind, round, amount and the answer given',
          body: VendorTransactionQuerySchema,
          response: { 200: successEnvelopeSchema(VendorTransactionStatusSchema) },
        },
      },
      async (request) => answer(await readTransaction(deps, vendor(request), request.body)),
    );
  });
}
