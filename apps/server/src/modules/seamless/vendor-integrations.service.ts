import { eq } from 'drizzle-orm';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import { vendorIntegrations } from './seamless.tables.ts';

export type VendorIntegration = typeof vendorIntegrations.$inferSelect;

/** How the platform reaches one vendor (launch address, wallet API, secret), or null. */
export async function findVendorIntegration(
  db: LedgerExecutor,
  vendorCode: string,
): Promise<VendorIntegration | null> {
  const [row] = await db
    .select()
    .from(vendorIntegrations)
    .where(eq(vendorIntegrations.vendorCode, vendorCode));
  return row ?? null;
}
