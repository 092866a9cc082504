import type { Database } from '../db/client.ts';
import { gameVendors, merchantVendors, type VendorWalletMode } from '../modules/games/vendors.tables.ts';

/**
 * The spec's vendors (§3 `vassalage`), and a few more so that LIVE, PVP, SPORTS, LOTT and ELOTT
 * have games too. Most play seamlessly from the main wallet; PT and CQ9 keep a wallet of their own
 * in the demo, so the wallet page shows transfers between the two kinds. Their categories come
 * from their games (`demo-games.ts`).
 */
const DEMO_VENDORS: ReadonlyArray<{ code: string; displayName: string; walletMode: VendorWalletMode }> = [
  { code: 'PG', displayName: 'PG Soft', walletMode: 'seamless' },
  { code: 'EG2', displayName: 'EG Gaming', walletMode: 'seamless' },
  { code: 'PT', displayName: 'Playtech', walletMode: 'transfer' },
  { code: 'JDB', displayName: 'JDB Gaming', walletMode: 'seamless' },
  { code: 'CQ9', displayName: 'CQ9 Gaming', walletMode: 'transfer' },
  { code: 'FC', displayName: 'Fa Chai', walletMode: 'seamless' },
  { code: 'JL', displayName: 'JILI', walletMode: 'seamless' },
  { code: 'BGS', displayName: 'BGS', walletMode: 'seamless' },
  { code: 'EVO', displayName: 'Evolution', walletMode: 'seamless' },
  { code: 'KY', displayName: 'Kaiyuan', walletMode: 'seamless' },
  { code: 'BTI', displayName: 'BTI Sports', walletMode: 'seamless' },
  { code: 'TCG', displayName: 'TCG Lottery', walletMode: 'seamless' },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Lotto VN', walletMode: 'seamless' },
];

export const DEMO_VENDOR_CODES: ReadonlySet<string> = new Set(DEMO_VENDORS.map((vendor) => vendor.code));

/** Vendors the demo merchant offers. Idempotent: rows that exist keep what an operator set. */
export async function seedDemoVendors(db: Database, merchantId: number, now: Date): Promise<void> {
  await db
    .insert(gameVendors)
    .values(DEMO_VENDORS.map((vendor) => ({ ...vendor, createdAt: now })))
    .onConflictDoNothing();
  await db
    .insert(merchantVendors)
    .values(DEMO_VENDORS.map((vendor, sortOrder) => ({ merchantId, vendorCode: vendor.code, sortOrder })))
    .onConflictDoNothing();
}
