import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a wallet call's signature covers: who claims to call, when, and the exact bytes sent. */
export interface SignedVendorRequest {
  vendorCode: string;
  timestamp: string;
  /** The body's bytes as received (text is taken as its UTF-8 bytes). */
  rawBody: string | Buffer;
}

/**
 * The wallet API's request signature (docs/vendor-api.md): lower-case hex HMAC-SHA256, keyed with
 * the vendor's secret, over `${vendorCode}.${timestamp}.${rawBody}`. The vendor code is signed so a
 * call signed for one vendor cannot be replayed under another's header. Both sides use this one
 * function: the platform to check a call, a vendor (the sandbox vendor here) to make one.
 */
export function signVendorRequest(secret: string, request: SignedVendorRequest): string {
  return createHmac('sha256', secret)
    .update(`${request.vendorCode}.${request.timestamp}.`)
    .update(request.rawBody)
    .digest('hex');
}

/** Constant-time comparison, so the time taken does not reveal how much of a forgery was right. */
export function vendorSignatureMatches(
  secret: string,
  request: SignedVendorRequest,
  signature: string,
): boolean {
  if (!/^[0-9a-f]{64}$/.test(signature)) return false;
  const expected = Buffer.from(signVendorRequest(secret, request), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}
