import { successEnvelopeSchema } from '@platform/contract/envelope';
import { API_PATHS } from '@platform/contract/paths';
import {
  ConsolidatedFundsSchema,
  MerchantWalletSchema,
  WalletBalanceSchema,
  WalletTransferResultSchema,
  WalletTransferSchema,
} from '@platform/contract/wallet';
import type { FastifyRequest } from 'fastify';
import type { AppContext, ZodApp } from '../../app-context.ts';
import { AppError } from '../../http/app-error.ts';
import { type CallerRequirement, requireCaller } from '../../http/auth.ts';
import { ok } from '../../http/envelope.ts';
import { requireMerchant } from '../../http/site-context.ts';
import { messagesDepsOf } from '../messages/messages.routes.ts';
import { countUnread } from '../messages/messages.service.ts';
import { transferVendorWallets } from './transfer-vendor-client.ts';
import {
  readConsolidatedFunds,
  readMerchantWallet,
  readWalletBalance,
  transferWalletFunds,
} from './wallet.service.ts';

/** A vendor slower than this is treated as unknown: the move stays pending for reconciliation. */
const VENDOR_CALL_TIMEOUT_MS = 8_000;

/**
 * The caller and the merchant whose currency their money is in. A token used on another brand's
 * site is no session there: its balance would be shown in the wrong currency.
 */
async function walletCaller(ctx: AppContext, request: FastifyRequest, requirement: CallerRequirement) {
  const caller = await requireCaller(ctx.accounts, request, requirement);
  const merchant = await requireMerchant(ctx.merchants, request);
  if (merchant.id !== caller.merchantId)
    throw new AppError('UNAUTHORIZED', 'You are not logged in, please login');
  const owner = { merchantId: caller.merchantId, memberId: caller.memberId, isTrial: caller.isTrial };
  return { merchant, owner };
}

/** Spec §7 wallet calls, each about the caller's own wallet only. */
export function registerWalletRoutes(app: ZodApp, ctx: AppContext): void {
  const deps = { db: ctx.database.db, now: ctx.system.now, walletEvents: ctx.walletEvents };
  const transferDeps = {
    ...deps,
    vendorWallet: transferVendorWallets(ctx.database.db, {
      timeoutMs: VENDOR_CALL_TIMEOUT_MS,
      secrets: ctx.secrets,
    }),
  };

  app.get(
    API_PATHS.walletBalance,
    {
      schema: {
        tags: ['wallet'],
        summary: "The header balance in minor units with the currency; a trial member's free play money",
        response: { 200: successEnvelopeSchema(WalletBalanceSchema) },
      },
    },
    async (request) => {
      const { merchant, owner } = await walletCaller(ctx, request, { allowTrial: true });
      // A trial member has no inbox (spec §6): no count is asked for.
      const [balance, unreadMessage] = await Promise.all([
        readWalletBalance(deps, merchant, owner),
        owner.isTrial ? 0 : countUnread(messagesDepsOf(ctx), owner),
      ]);
      return ok({ ...balance, unreadMessage });
    },
  );

  app.get(
    API_PATHS.consolidatedFunds,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Consolidated funds: main and vendor wallets, bonus, withdrawals on hold (not for trial)',
        response: { 200: successEnvelopeSchema(ConsolidatedFundsSchema) },
      },
    },
    async (request) => {
      // Spec §6: a trial member skips this fetch; asked anyway, it is told to get a real account.
      const { merchant, owner } = await walletCaller(ctx, request, {});
      return ok(await readConsolidatedFunds(deps, merchant, owner));
    },
  );

  app.get(
    API_PATHS.merchantWallet,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Merchant wallet: isSingle when every game plays from the main wallet',
        response: { 200: successEnvelopeSchema(MerchantWalletSchema) },
      },
    },
    async (request) => {
      const { merchant } = await walletCaller(ctx, request, { allowTrial: true });
      return ok(await readMerchantWallet(deps, merchant));
    },
  );

  app.post(
    API_PATHS.walletTransfer,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Moves money between the main wallet and a transfer-mode vendor wallet, once per requestId',
        body: WalletTransferSchema,
        response: { 200: successEnvelopeSchema(WalletTransferResultSchema) },
      },
    },
    async (request) => {
      const { merchant, owner } = await walletCaller(ctx, request, {});
      return ok(
        await transferWalletFunds(transferDeps, { ...owner, currency: merchant.currencyCode }, request.body),
      );
    },
  );
}
