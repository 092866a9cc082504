import type { GameCategory } from '@platform/contract/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import { gameVendors, merchantVendors, type VendorWalletMode } from './vendors.tables.ts';

export interface MerchantVendor {
  code: string;
  displayName: string;
  walletMode: VendorWalletMode;
  /** Categories of the vendor's enabled games (spec §1), kept by the catalog import. */
  gameTypes: GameCategory[];
  /** True while `now` lies in the vendor's maintenance window. */
  underMaintenance: boolean;
  /** The maintenance window (spec §2 'Game maintenance'): its start, and its end (null: open-ended). */
  maintenanceStartsAt: Date | null;
  maintenanceEndsAt: Date | null;
}

function inMaintenance(row: { maintenanceStartsAt: Date | null; maintenanceEndsAt: Date | null }, now: Date) {
  if (!row.maintenanceStartsAt) return false;
  return row.maintenanceStartsAt <= now && (!row.maintenanceEndsAt || now < row.maintenanceEndsAt);
}

/** The vendors a merchant offers, in its order; `walletMode` narrows them to one mode. */
export async function listMerchantVendors(
  db: LedgerExecutor,
  input: { merchantId: number; now: Date; walletMode?: VendorWalletMode },
): Promise<MerchantVendor[]> {
  const rows = await db
    .select({
      code: gameVendors.code,
      displayName: gameVendors.displayName,
      walletMode: gameVendors.walletMode,
      gameTypes: gameVendors.gameTypes,
      maintenanceStartsAt: gameVendors.maintenanceStartsAt,
      maintenanceEndsAt: gameVendors.maintenanceEndsAt,
    })
    .from(merchantVendors)
    .innerJoin(gameVendors, eq(gameVendors.code, merchantVendors.vendorCode))
    .where(
      and(
        eq(merchantVendors.merchantId, input.merchantId),
        eq(merchantVendors.enabled, true),
        input.walletMode ? eq(gameVendors.walletMode, input.walletMode) : undefined,
      ),
    )
    .orderBy(asc(merchantVendors.sortOrder), asc(gameVendors.code));
  return rows.map(({ maintenanceStartsAt, maintenanceEndsAt, ...vendor }) => ({
    ...vendor,
    underMaintenance: inMaintenance({ maintenanceStartsAt, maintenanceEndsAt }, input.now),
    maintenanceStartsAt,
    maintenanceEndsAt,
  }));
}
