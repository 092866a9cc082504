import { BlockList, isIP } from 'node:net';
import { VENDOR_TIMESTAMP_TOLERANCE_MS } from '@platform/contract/vendor-api';
import { eq } from 'drizzle-orm';
import { TtlCache } from '../../cache/ttl-cache.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { secretContext } from '../../crypto/secret-contexts.ts';
import type { Database } from '../../db/client.ts';
import { vendorIntegrations } from './seamless.tables.ts';
import { vendorSignatureMatches } from './vendor-signature.ts';

export interface VendorCredentials {
  vendorCode: string;
  secret: string;
  /** The secret before a rotation, accepted until `until` (epoch ms). */
  previous: { secret: string; until: number } | null;
  allowed: BlockList;
}

/** One address or CIDR block (`10.0.0.0/8`, `::1/128`, `127.0.0.1`) added to the list. */
function allow(list: BlockList, entry: string): void {
  const [address = '', prefix] = entry.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (!isIP(address)) return;
  if (prefix === undefined) list.addAddress(address, family);
  else list.addSubnet(address, Number(prefix), family);
}

/**
 * The vendors' secrets and allow-lists, read on every wallet call: kept for a few seconds so a
 * changed secret applies quickly on every node while the hot path stays free of a query.
 */
export class VendorCredentialStore {
  private readonly cache: TtlCache<string, VendorCredentials | null>;

  constructor(
    private readonly db: Database,
    private readonly secrets: SecretBox,
    ttlMs: number,
  ) {
    this.cache = new TtlCache(ttlMs, 200);
  }

  get(vendorCode: string): VendorCredentials | null | Promise<VendorCredentials | null> {
    return this.cache.get(vendorCode, async () => {
      const [row] = await this.db
        .select({
          secret: vendorIntegrations.apiSecret,
          previousSecret: vendorIntegrations.previousApiSecret,
          previousUntil: vendorIntegrations.previousSecretUntil,
          allowedIps: vendorIntegrations.allowedIps,
        })
        .from(vendorIntegrations)
        .where(eq(vendorIntegrations.vendorCode, vendorCode));
      if (!row) return null;
      const allowed = new BlockList();
      for (const entry of row.allowedIps) allow(allowed, entry);
      const context = secretContext.vendorApiSecret(vendorCode);
      const secret = this.secrets.open(row.secret, context);
      const previous =
        row.previousSecret && row.previousUntil
          ? { secret: this.secrets.open(row.previousSecret, context), until: row.previousUntil.getTime() }
          : null;
      return { vendorCode, secret, previous, allowed };
    });
  }
}

export type VendorRefusalCode =
  | 'VENDOR_SIGNATURE_INVALID'
  | 'VENDOR_TIMESTAMP_STALE'
  | 'VENDOR_IP_NOT_ALLOWED';

/** What the headers of a call claim, once they are known to be worth reading the body for. */
export interface VendorClaim {
  credentials: VendorCredentials;
  timestamp: string;
  signature: string;
}

function addressAllowed(allowed: BlockList, ip: string): boolean {
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d: check both spellings.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && allowed.check(mapped, 'ipv4')) return true;
  return allowed.check(ip, isIP(ip) === 6 ? 'ipv6' : 'ipv4');
}

/**
 * Who claims to call, from the headers alone, before any byte of the body is read: a known vendor,
 * from an allowed address, with a fresh timestamp and a signature of the right shape. Every
 * failure says only which check failed, never the secret.
 */
export async function checkVendorHeaders(
  store: VendorCredentialStore,
  request: { vendorCode?: string; timestamp?: string; signature?: string; ip: string; now: number },
): Promise<{ ok: true; claim: VendorClaim } | { ok: false; code: VendorRefusalCode }> {
  const { vendorCode, timestamp, signature } = request;
  if (!vendorCode || !/^[A-Z0-9_]{2,32}$/.test(vendorCode) || !timestamp || !signature)
    return { ok: false, code: 'VENDOR_SIGNATURE_INVALID' };
  if (!/^[0-9a-f]{64}$/.test(signature)) return { ok: false, code: 'VENDOR_SIGNATURE_INVALID' };
  const credentials = await store.get(vendorCode);
  if (!credentials) return { ok: false, code: 'VENDOR_SIGNATURE_INVALID' };
  if (!addressAllowed(credentials.allowed, request.ip)) return { ok: false, code: 'VENDOR_IP_NOT_ALLOWED' };
  if (
    !/^\d{10,16}$/.test(timestamp) ||
    Math.abs(request.now - Number(timestamp)) > VENDOR_TIMESTAMP_TOLERANCE_MS
  )
    return { ok: false, code: 'VENDOR_TIMESTAMP_STALE' };
  return { ok: true, claim: { credentials, timestamp, signature } };
}

/** Whether the claim's signature covers exactly `rawBody`, under the secret or the one before it. */
export function claimSigned(claim: VendorClaim, rawBody: Buffer, now: number): boolean {
  const { credentials, timestamp, signature } = claim;
  const signed = { vendorCode: credentials.vendorCode, timestamp, rawBody };
  // The time of the call decides whether the old secret still counts, whatever the cache holds.
  const { previous } = credentials;
  return (
    vendorSignatureMatches(credentials.secret, signed, signature) ||
    (previous !== null && now < previous.until && vendorSignatureMatches(previous.secret, signed, signature))
  );
}
