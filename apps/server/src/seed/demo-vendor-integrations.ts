import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import { sql } from 'drizzle-orm';
import type { SecretBox } from '../crypto/secret-box.ts';
import { secretContext } from '../crypto/secret-contexts.ts';
import type { Database } from '../db/client.ts';
import { gameVendors } from '../modules/games/vendors.tables.ts';
import { vendorIntegrations } from '../modules/seamless/seamless.tables.ts';
import { SANDBOX_TRANSFER_WALLET_BASE } from '../sandbox-vendor/sandbox-transfer-wallet.ts';
import { DEMO_VENDOR_CODES } from './demo-vendors.ts';

/** The sandbox vendor calls from this machine only. */
const LOOPBACK = ['127.0.0.1/32', '::1/128', '::ffff:127.0.0.1/128'];

/**
 * Every demo vendor plays at the sandbox vendor: seamless ones through our wallet API, transfer
 * ones from the sandbox's own wallet. Updated on every start, so a changed port or secret applies;
 * a vendor onboarded from the console only gets one where it has none.
 */
export async function seedDemoVendorIntegrations(
  db: Database,
  sandbox: { publicUrl: string; secret: string; secrets: SecretBox },
): Promise<void> {
  const vendors = await db
    .select({ code: gameVendors.code, walletMode: gameVendors.walletMode })
    .from(gameVendors);
  const base = sandbox.publicUrl.replace(/\/$/, '');
  for (const vendor of vendors) {
    const values = {
      vendorCode: vendor.code,
      launchUrl: `${base}/play`,
      launchTarget: 'iframe' as const,
      apiSecret: sandbox.secrets.seal(sandbox.secret, secretContext.vendorApiSecret(vendor.code)),
      allowedIps: LOOPBACK,
      walletApiUrl: vendor.walletMode === 'transfer' ? `${base}${SANDBOX_TRANSFER_WALLET_BASE}` : null,
    };
    // A vendor onboarded from the console keeps the secret and addresses it was given.
    if (!DEMO_VENDOR_CODES.has(vendor.code) && vendor.code !== IN_HOUSE_VENDOR) {
      await db.insert(vendorIntegrations).values(values).onConflictDoNothing();
      continue;
    }
    await db
      .insert(vendorIntegrations)
      .values(values)
      .onConflictDoUpdate({
        target: vendorIntegrations.vendorCode,
        set: {
          launchUrl: values.launchUrl,
          apiSecret: values.apiSecret,
          allowedIps: sql`excluded.allowed_ips`,
          walletApiUrl: values.walletApiUrl,
        },
      });
  }
}

/** Codes of the vendors whose games play from a wallet of their own. */
export async function transferVendorCodes(db: Database): Promise<string[]> {
  const rows = await db
    .select({ code: gameVendors.code, walletMode: gameVendors.walletMode })
    .from(gameVendors);
  return rows.filter((row) => row.walletMode === 'transfer').map((row) => row.code);
}
