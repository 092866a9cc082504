import {
  TRANSFER_WALLET_PATHS,
  TransferWalletBalanceSchema,
  type TransferWalletMove,
  TransferWalletMoveAnswerSchema,
  TransferWalletStatusSchema,
  VENDOR_HEADERS,
} from '@platform/contract/vendor-api';
import type { z } from 'zod';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { secretContext } from '../../crypto/secret-contexts.ts';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import { findVendorIntegration } from '../seamless/vendor-integrations.service.ts';
import { signVendorRequest } from '../seamless/vendor-signature.ts';

/**
 * What a vendor call came to. `unknown` (a timeout, a network error, a 5xx, an answer we cannot
 * read) means the vendor may or may not have applied it: only asking again by the same id tells.
 */
export type VendorCall<T> =
  | { ok: true; value: T }
  | { ok: false; kind: 'refused'; code: string }
  | { ok: false; kind: 'unknown' };

/** A transfer-mode vendor's own wallet, as the platform reaches it. */
export interface TransferVendorWallet {
  deposit(move: TransferWalletMove): Promise<VendorCall<{ balance: number }>>;
  withdraw(move: TransferWalletMove): Promise<VendorCall<{ balance: number }>>;
  status(transferId: string): Promise<VendorCall<{ status: 'done' | 'not_found' }>>;
  balance(playerId: string): Promise<VendorCall<{ balance: number }>>;
}

export interface TransferVendorEndpoint {
  vendorCode: string;
  walletApiUrl: string;
  secret: string;
  timeoutMs: number;
  now?: () => number;
  fetch?: typeof fetch;
}

/** The vendor wallet protocol over HTTP (docs/vendor-api.md, Transfer wallet), signed like ours. */
export function httpTransferVendorWallet(endpoint: TransferVendorEndpoint): TransferVendorWallet {
  const send = endpoint.fetch ?? fetch;
  const now = endpoint.now ?? Date.now;

  async function post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<VendorCall<z.infer<S>>> {
    const raw = JSON.stringify(body);
    const timestamp = String(now());
    let response: Response;
    try {
      response = await send(new URL(path.slice(1), `${endpoint.walletApiUrl.replace(/\/?$/, '/')}`), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_HEADERS.vendor]: endpoint.vendorCode,
          [VENDOR_HEADERS.timestamp]: timestamp,
          [VENDOR_HEADERS.signature]: signVendorRequest(endpoint.secret, {
            vendorCode: endpoint.vendorCode,
            timestamp,
            rawBody: raw,
          }),
        },
        body: raw,
        signal: AbortSignal.timeout(endpoint.timeoutMs),
      });
    } catch {
      return { ok: false, kind: 'unknown' };
    }
    if (response.status >= 500) return { ok: false, kind: 'unknown' };
    let envelope: { success?: boolean; code?: unknown; value?: unknown };
    try {
      envelope = (await response.json()) as typeof envelope;
    } catch {
      return { ok: false, kind: 'unknown' };
    }
    if (envelope.success !== true)
      return response.status >= 400 && typeof envelope.code === 'string'
        ? { ok: false, kind: 'refused', code: envelope.code }
        : { ok: false, kind: 'unknown' };
    const parsed = schema.safeParse(envelope.value);
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, kind: 'unknown' };
  }

  return {
    deposit: (move) => post(TRANSFER_WALLET_PATHS.deposit, move, TransferWalletMoveAnswerSchema),
    withdraw: (move) => post(TRANSFER_WALLET_PATHS.withdraw, move, TransferWalletMoveAnswerSchema),
    status: (transferId) => post(TRANSFER_WALLET_PATHS.status, { transferId }, TransferWalletStatusSchema),
    balance: (playerId) => post(TRANSFER_WALLET_PATHS.balance, { playerId }, TransferWalletBalanceSchema),
  };
}

/** A vendor slower than this is treated as unknown: the move stays pending for reconciliation. */
export const VENDOR_CALL_TIMEOUT_MS = 8_000;

/** The wallet API of a vendor as configured in its integration, or null when it has none. */
export function transferVendorWallets(
  db: LedgerExecutor,
  options: { timeoutMs: number; secrets: SecretBox },
): (vendorCode: string) => Promise<TransferVendorWallet | null> {
  return async (vendorCode) => {
    const integration = await findVendorIntegration(db, vendorCode);
    if (!integration?.walletApiUrl) return null;
    return httpTransferVendorWallet({
      vendorCode,
      walletApiUrl: integration.walletApiUrl,
      secret: options.secrets.open(integration.apiSecret, secretContext.vendorApiSecret(vendorCode)),
      timeoutMs: options.timeoutMs,
    });
  };
}
