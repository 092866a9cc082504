import type { PaymentChannelAdapter } from './payment-adapter.ts';
import { SANDBOX_GATEWAY_PATHS } from './sandbox-gateway.paths.ts';
import {
  encodeOrder,
  SANDBOX_GATEWAY_HEADERS,
  SandboxCallbackSchema,
  sameSignature,
  signCallback,
} from './sandbox-gateway.protocol.ts';

export interface SandboxGatewayAdapterOptions {
  secret: string;
  toleranceSeconds: number;
  now: () => Date;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? undefined : value;
}

/**
 * Our side of the sandbox gateway: it sends the member to the gateway's hosted page with a signed
 * order and believes a callback only when its signature and timestamp check out.
 */
export function createSandboxGatewayAdapter(options: SandboxGatewayAdapterOptions): PaymentChannelAdapter {
  return {
    kind: 'sandbox-gateway',
    requiresReference: false,
    createDeposit({ orderNo, amount, currency, returnPath }) {
      const signed = encodeOrder(options.secret, {
        orderNo,
        amount,
        currency: currency.code,
        exponent: currency.exponent,
        returnPath,
      });
      const query = new URLSearchParams(signed);
      return { type: 'redirect', url: `${SANDBOX_GATEWAY_PATHS.pay}?${query}` };
    },
    verifyCallback({ headers, rawBody }) {
      const timestampText = header(headers, SANDBOX_GATEWAY_HEADERS.timestamp) ?? '';
      const signature = header(headers, SANDBOX_GATEWAY_HEADERS.signature) ?? '';
      if (!/^\d{1,12}$/.test(timestampText)) return { ok: false, reason: 'signature' };
      const timestamp = Number(timestampText);
      if (!sameSignature(signCallback(options.secret, timestamp, rawBody), signature))
        return { ok: false, reason: 'signature' };
      // A genuine callback recorded and sent again later is refused: the signature is not enough.
      const skew = Math.abs(options.now().getTime() / 1000 - timestamp);
      if (skew > options.toleranceSeconds) return { ok: false, reason: 'stale' };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const parsed = SandboxCallbackSchema.safeParse(json);
      if (!parsed.success) return { ok: false, reason: 'malformed' };
      return { ok: true, callback: parsed.data };
    },
    async createPayout() {
      return { ok: false, code: 'UNSUPPORTED', message: 'The sandbox gateway does not pay out yet' };
    },
  };
}
