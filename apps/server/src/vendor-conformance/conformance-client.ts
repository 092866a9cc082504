import { createHmac } from 'node:crypto';

// The conformance kit's own client of the seamless wallet API, written from docs/vendor-api.md as a
// studio would write it: it imports nothing of the platform, so it checks the platform against
// the document and not against itself.

export interface KitTarget {
  /** The deployment's origin, e.g. https://staging.example.com */
  url: string;
  vendor: string;
  secret: string;
}

export interface KitAnswer {
  status: number;
  /** The envelope, or null when the answer was not JSON. */
  body: { success?: boolean; code?: string; value?: Record<string, unknown> } | null;
  contentType: string;
}

export interface SendOptions {
  /** Sign with this secret instead of the vendor's. */
  secret?: string;
  /** Milliseconds since the epoch to send in x-timestamp (default: now). */
  timestamp?: number;
  /** Leave the three authentication headers out. */
  unsigned?: boolean;
  contentType?: string;
}

/** The doc's signature: hex HMAC-SHA256(secret, vendorCode + "." + timestamp + "." + body). */
export function sign(secret: string, vendor: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${vendor}.${timestamp}.${body}`).digest('hex');
}

/** POSTs exactly `body` to `/vendor-api/v1/<call>`, signed as the doc says unless told otherwise. */
export async function sendRaw(
  target: KitTarget,
  call: string,
  body: string,
  options: SendOptions = {},
): Promise<KitAnswer> {
  const timestamp = String(options.timestamp ?? Date.now());
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json' };
  if (!options.unsigned) {
    headers['x-vendor-code'] = target.vendor;
    headers['x-timestamp'] = timestamp;
    headers['x-signature'] = sign(options.secret ?? target.secret, target.vendor, timestamp, body);
  }
  const response = await fetch(new URL(`/vendor-api/v1/${call}`, target.url), {
    method: 'POST',
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const contentType = response.headers.get('content-type') ?? '';
  const text = await response.text();
  let parsed: KitAnswer['body'] = null;
  try {
    parsed = JSON.parse(text) as KitAnswer['body'];
  } catch {
    parsed = null;
  }
  return { status: response.status, body: parsed, contentType };
}

/** A JSON call, signed. */
export function send(target: KitTarget, call: string, body: unknown, options: SendOptions = {}) {
  return sendRaw(target, call, JSON.stringify(body), options);
}
