import {
  TRANSFER_WALLET_PATHS,
  TransferWalletBalanceQuerySchema,
  TransferWalletMoveSchema,
  TransferWalletStatusQuerySchema,
  VENDOR_HEADERS,
  VENDOR_TIMESTAMP_TOLERANCE_MS,
} from '@platform/contract/vendor-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { vendorSignatureMatches } from '../modules/seamless/vendor-signature.ts';

/** The transfer wallet's base path on the sandbox vendor (a vendor integration's wallet API URL). */
export const SANDBOX_TRANSFER_WALLET_BASE = '/transfer-wallet/v1';

interface AppliedMove {
  direction: 'deposit' | 'withdraw';
  amount: number;
  balance: number;
}

/**
 * The vendor's side of transfer mode (docs/vendor-api.md, Transfer wallet) for the sandbox vendor:
 * each player's wallet at each vendor, kept in memory (a sandbox restart empties it, which the
 * platform's reconciliation then sees as play at the vendor). Moves are idempotent by transferId,
 * as the platform relies on.
 */
export class SandboxTransferWallets {
  private readonly balances = new Map<string, number>();
  private readonly applied = new Map<string, AppliedMove>();
  private readonly currencies = new Map<string, string>();

  currencyOf(vendor: string, playerId: string): string {
    return this.currencies.get(this.key(vendor, playerId)) ?? '';
  }

  private key(vendor: string, playerId: string) {
    return `${vendor}:${playerId}`;
  }

  balanceOf(vendor: string, playerId: string): number {
    return this.balances.get(this.key(vendor, playerId)) ?? 0;
  }

  /** A round played at the vendor from this wallet: the stake taken and the win paid. */
  play(vendor: string, playerId: string, stake: number, win: number): number | null {
    const balance = this.balanceOf(vendor, playerId);
    if (stake > balance) return null;
    const after = balance - stake + win;
    this.balances.set(this.key(vendor, playerId), after);
    return after;
  }

  move(
    vendor: string,
    move: { transferId: string; playerId: string; amount: number; currency: string },
    direction: AppliedMove['direction'],
  ) {
    const seen = this.applied.get(`${vendor}:${move.transferId}`);
    if (seen)
      return seen.direction === direction && seen.amount === move.amount
        ? { ok: true as const, balance: seen.balance }
        : { ok: false as const, code: 'TRANSACTION_CONFLICT' as const };
    const balance = this.balanceOf(vendor, move.playerId);
    if (direction === 'withdraw' && move.amount > balance)
      return { ok: false as const, code: 'INSUFFICIENT_FUNDS' as const };
    const after = direction === 'deposit' ? balance + move.amount : balance - move.amount;
    this.balances.set(this.key(vendor, move.playerId), after);
    this.currencies.set(this.key(vendor, move.playerId), move.currency);
    this.applied.set(`${vendor}:${move.transferId}`, { direction, amount: move.amount, balance: after });
    return { ok: true as const, balance: after };
  }

  applies(vendor: string, transferId: string): boolean {
    return this.applied.has(`${vendor}:${transferId}`);
  }
}

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply.status(status).send({ success: false, code, message, requestId: '' });
}

/**
 * Registers the transfer wallet routes on the sandbox vendor's app. Calls must be signed by the
 * platform with the shared secret, like the platform requires of vendors.
 */
export function registerSandboxTransferWallet(
  app: FastifyInstance,
  options: { secret: string; wallets: SandboxTransferWallets; now?: () => number },
): void {
  const now = options.now ?? Date.now;
  app.register(
    async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        (request as FastifyRequest & { rawBody?: string }).rawBody = String(body);
        try {
          done(null, JSON.parse(String(body)));
        } catch {
          done(null, undefined);
        }
      });

      function checked<S extends z.ZodType>(request: FastifyRequest, reply: FastifyReply, schema: S) {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : '';
        };
        const vendor = header(VENDOR_HEADERS.vendor);
        const timestamp = header(VENDOR_HEADERS.timestamp);
        const raw = (request as FastifyRequest & { rawBody?: string }).rawBody ?? '';
        if (
          !vendor ||
          !vendorSignatureMatches(
            options.secret,
            { vendorCode: vendor, timestamp, rawBody: raw },
            header(VENDOR_HEADERS.signature),
          )
        ) {
          refuse(reply, 401, 'VENDOR_SIGNATURE_INVALID', 'Bad signature');
          return null;
        }
        if (Math.abs(now() - Number(timestamp)) > VENDOR_TIMESTAMP_TOLERANCE_MS) {
          refuse(reply, 401, 'VENDOR_TIMESTAMP_STALE', 'Stale timestamp');
          return null;
        }
        const parsed = schema.safeParse(request.body);
        if (!parsed.success) {
          refuse(reply, 400, 'VALIDATION_ERROR', 'Invalid input');
          return null;
        }
        return { vendor, body: parsed.data as z.infer<S> };
      }

      for (const direction of ['deposit', 'withdraw'] as const) {
        scope.post(TRANSFER_WALLET_PATHS[direction], async (request, reply) => {
          const call = checked(request, reply, TransferWalletMoveSchema);
          if (!call) return reply;
          const moved = options.wallets.move(call.vendor, call.body, direction);
          if (!moved.ok) return refuse(reply, 409, moved.code, moved.code);
          return { success: true, value: { transferId: call.body.transferId, balance: moved.balance } };
        });
      }
      scope.post(TRANSFER_WALLET_PATHS.status, async (request, reply) => {
        const call = checked(request, reply, TransferWalletStatusQuerySchema);
        if (!call) return reply;
        const status = options.wallets.applies(call.vendor, call.body.transferId) ? 'done' : 'not_found';
        return { success: true, value: { transferId: call.body.transferId, status } };
      });
      scope.post(TRANSFER_WALLET_PATHS.balance, async (request, reply) => {
        const call = checked(request, reply, TransferWalletBalanceQuerySchema);
        if (!call) return reply;
        return {
          success: true,
          value: {
            balance: options.wallets.balanceOf(call.vendor, call.body.playerId),
            currency: options.wallets.currencyOf(call.vendor, call.body.playerId),
          },
        };
      });
    },
    { prefix: SANDBOX_TRANSFER_WALLET_BASE },
  );
}
