import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The wallet API's request signature (docs/vendor-api.md): lower-case hex HMAC-SHA256, keyed with
 * the vendor's secret, over `${timestamp}.${rawBody}`. Both sides use this one function: the
 * platform to check a call, a vendor (the sandbox vendor here) to make one.
 */
export function signVendorRequest(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Constant-time comparison, so the time taken does not reveal how much of a forgery was right. */
export function vendorSignatureMatches(
  secret: string,
  timestamp: string,
  rawBody: string,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signVendorRequest(secret, timestamp, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
