import {
  VENDOR_API_PATHS,
  VENDOR_HEADERS,
  type VendorBet,
  type VendorPlayer,
  type VendorRollback,
  type VendorTransactionAnswer,
  type VendorWinBody,
} from '@platform/contract/vendor-api';
import { signVendorRequest } from '../modules/seamless/vendor-signature.ts';

/** A refusal (4xx, final) or an unknown outcome (network, 5xx: retry with the same id). */
export class WalletCallError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly retryable: boolean,
    readonly value?: Record<string, unknown>,
  ) {
    super(code);
    this.name = 'WalletCallError';
  }
}

export interface PlatformWalletClient {
  authenticate(token: string): Promise<VendorPlayer>;
  bet(body: VendorBet): Promise<VendorTransactionAnswer>;
  win(body: VendorWinBody): Promise<VendorTransactionAnswer>;
  rollback(body: VendorRollback): Promise<VendorTransactionAnswer>;
}

/** The platform's seamless wallet API as a vendor calls it: signed, one function per call. */
export function platformWalletClient(options: {
  platformUrl: string;
  vendorCode: string;
  secret: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): PlatformWalletClient {
  const send = options.fetch ?? fetch;

  async function call<T>(path: string, body: unknown): Promise<T> {
    const raw = JSON.stringify(body);
    const timestamp = String(Date.now());
    let response: Response;
    try {
      response = await send(`${options.platformUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [VENDOR_HEADERS.vendor]: options.vendorCode,
          [VENDOR_HEADERS.timestamp]: timestamp,
          [VENDOR_HEADERS.signature]: signVendorRequest(options.secret, {
            vendorCode: options.vendorCode,
            timestamp,
            rawBody: raw,
          }),
        },
        body: raw,
        signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
      });
    } catch {
      throw new WalletCallError('NETWORK_ERROR', 0, true);
    }
    const envelope = (await response.json().catch(() => null)) as {
      success?: boolean;
      code?: string;
      value?: Record<string, unknown>;
    } | null;
    if (response.ok && envelope?.success) return envelope.value as T;
    throw new WalletCallError(
      envelope?.code ?? 'UNKNOWN',
      response.status,
      response.status >= 500 || !envelope,
      envelope?.value,
    );
  }

  return {
    authenticate: (token) => call(VENDOR_API_PATHS.authenticate, { token }),
    bet: (body) => call(VENDOR_API_PATHS.bet, body),
    win: (body) => call(VENDOR_API_PATHS.win, body),
    rollback: (body) => call(VENDOR_API_PATHS.rollback, body),
  };
}
