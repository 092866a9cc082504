import { createHmac, timingSafeEqual } from 'node:crypto';
import { text } from '@platform/contract/text';
import { z } from 'zod';

/**
 * The wire protocol between this server and the sandbox gateway, written as a real gateway's
 * would be: the pay page is opened with an order signed by us, and callbacks come back signed by
 * the gateway, HMAC-SHA256 over `<unix seconds>.<raw body>` with the shared secret. The two
 * purposes sign different strings, so one signature can never pass for the other.
 */

export const SANDBOX_GATEWAY_HEADERS = {
  timestamp: 'x-gateway-timestamp',
  signature: 'x-gateway-signature',
} as const;

/** The order we hand to the pay page (in its URL). */
export const SandboxOrderSchema = z.strictObject({
  orderNo: text().regex(/^DP[0-9A-F]{18}$/),
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  currency: text().regex(/^[A-Z]{3}$/),
  exponent: z.number().int().min(0).max(4),
  returnPath: text().max(512),
});
export type SandboxOrder = z.infer<typeof SandboxOrderSchema>;

/** What the gateway tells us happened to an order. */
export const SandboxCallbackSchema = z.strictObject({
  orderNo: text().regex(/^DP[0-9A-F]{18}$/),
  gatewayReference: text().regex(/^SBX[0-9A-F]{20}$/),
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  outcome: z.enum(['success', 'failed']),
});
export type SandboxCallback = z.infer<typeof SandboxCallbackSchema>;

const hmac = (secret: string, text: string | Buffer, prefix: string) =>
  createHmac('sha256', secret).update(prefix).update(text).digest('hex');

export function signCallback(secret: string, timestamp: number, body: string | Buffer): string {
  return hmac(secret, body, `${timestamp}.`);
}

export function signOrderToken(secret: string, token: string): string {
  return hmac(secret, token, 'order.');
}

/** Constant-time comparison of two hex signatures; a malformed one is simply unequal. */
export function sameSignature(expected: string, given: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

export function encodeOrder(secret: string, order: SandboxOrder): { order: string; signature: string } {
  const token = Buffer.from(JSON.stringify(order)).toString('base64url');
  return { order: token, signature: signOrderToken(secret, token) };
}

/** The order of a pay-page link, or null when the link was altered or is not ours. */
export function decodeOrder(secret: string, token: string, signature: string): SandboxOrder | null {
  if (!sameSignature(signOrderToken(secret, token), signature)) return null;
  try {
    const parsed = SandboxOrderSchema.safeParse(JSON.parse(Buffer.from(token, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    // Signed by us but unreadable cannot happen unless the secret leaked; treat as not ours.
    return null;
  }
}
