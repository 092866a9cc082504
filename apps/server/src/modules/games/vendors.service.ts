import type { GameCategory } from '@platform/contract/constants';
import { and, asc, eq } from 'drizzle-orm';
import type { TtlCache } from '../../cache/ttl-cache.ts';
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

/** A merchant's offered vendor as stored: maintenance is judged at read time, so rows can be cached. */
export type MerchantVendorRow = Omit<MerchantVendor, 'underMaintenance'>;

/**
 * The offered vendors of each merchant, kept for SETTINGS_CACHE_MS: every lobby page, menu and
 * launch names them, and they change only when an operator edits them (which forgets the entry on
 * that node) or a catalog import runs.
 */
export type MerchantVendorCache = TtlCache<number, MerchantVendorRow[]>;

function loadMerchantVendorRows(db: LedgerExecutor, merchantId: number): Promise<MerchantVendorRow[]> {
  return db
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
    .where(and(eq(merchantVendors.merchantId, merchantId), eq(merchantVendors.enabled, true)))
    .orderBy(asc(merchantVendors.sortOrder), asc(gameVendors.code));
}

/** The vendors a merchant offers, in its order; `walletMode` narrows them to one mode. */
export async function listMerchantVendors(
  db: LedgerExecutor,
  input: { merchantId: number; now: Date; walletMode?: VendorWalletMode; cache?: MerchantVendorCache },
): Promise<MerchantVendor[]> {
  const rows = await (input.cache
    ? input.cache.get(input.merchantId, () => loadMerchantVendorRows(db, input.merchantId))
    : loadMerchantVendorRows(db, input.merchantId));
  return rows
    .filter((row) => !input.walletMode || row.walletMode === input.walletMode)
    .map((row) => ({ ...row, underMaintenance: inMaintenance(row, input.now) }));
}
