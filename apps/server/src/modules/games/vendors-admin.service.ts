import type { AdminVendor, AdminVendorPatch } from '@platform/contract/games';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { LedgerExecutor } from '../ledger/ledger.service.ts';
import { games, merchantHiddenGames } from './games.tables.ts';
import { gameVendors, merchantVendors } from './vendors.tables.ts';

type Executor = LedgerExecutor & Pick<Database, 'update' | 'delete'>;

/** Every vendor of the catalog with this merchant's choice about it (offered or not, order). */
export async function listAdminVendors(db: LedgerExecutor, merchantId: number): Promise<AdminVendor[]> {
  const rows = await db
    .select({
      code: gameVendors.code,
      displayName: gameVendors.displayName,
      walletMode: gameVendors.walletMode,
      gameTypes: gameVendors.gameTypes,
      startsAt: gameVendors.maintenanceStartsAt,
      endsAt: gameVendors.maintenanceEndsAt,
      enabled: merchantVendors.enabled,
      sortOrder: merchantVendors.sortOrder,
    })
    .from(gameVendors)
    .leftJoin(
      merchantVendors,
      and(eq(merchantVendors.vendorCode, gameVendors.code), eq(merchantVendors.merchantId, merchantId)),
    )
    .orderBy(asc(merchantVendors.sortOrder), asc(gameVendors.code));
  return rows.map((row) => ({
    vassalage: row.code,
    displayName: row.displayName,
    walletMode: row.walletMode,
    gameTypes: row.gameTypes,
    enabled: row.enabled ?? false,
    sortOrder: row.sortOrder ?? 0,
    maintenanceStartsAt: row.startsAt?.toISOString() ?? null,
    maintenanceEndsAt: row.endsAt?.toISOString() ?? null,
  }));
}

/** Applies an operator's change to one vendor; null when the vendor does not exist. */
export async function updateAdminVendor(
  db: Executor,
  merchantId: number,
  vendorCode: string,
  patch: AdminVendorPatch,
): Promise<{ before: AdminVendor; after: AdminVendor } | null> {
  const before = (await listAdminVendors(db, merchantId)).find((vendor) => vendor.vassalage === vendorCode);
  if (!before) return null;
  if (patch.enabled !== undefined || patch.sortOrder !== undefined) {
    const values = {
      merchantId,
      vendorCode,
      enabled: patch.enabled ?? before.enabled,
      sortOrder: patch.sortOrder ?? before.sortOrder,
    };
    await db
      .insert(merchantVendors)
      .values(values)
      .onConflictDoUpdate({
        target: [merchantVendors.merchantId, merchantVendors.vendorCode],
        set: { enabled: values.enabled, sortOrder: values.sortOrder },
      });
  }
  if (patch.maintenance !== undefined)
    await db
      .update(gameVendors)
      .set({
        maintenanceStartsAt: patch.maintenance ? new Date(patch.maintenance.startsAt) : null,
        maintenanceEndsAt: patch.maintenance?.endsAt ? new Date(patch.maintenance.endsAt) : null,
      })
      .where(eq(gameVendors.code, vendorCode));
  const after = (await listAdminVendors(db, merchantId)).find((vendor) => vendor.vassalage === vendorCode);
  return after ? { before, after } : null;
}

/** Hides one game from the merchant's site (or shows it again); false when no such game exists. */
export async function setGameHidden(
  db: Executor,
  merchantId: number,
  nodeId: number,
  hidden: boolean,
): Promise<boolean> {
  const [game] = await db.select({ nodeId: games.nodeId }).from(games).where(eq(games.nodeId, nodeId));
  if (!game) return false;
  if (hidden) await db.insert(merchantHiddenGames).values({ merchantId, nodeId }).onConflictDoNothing();
  else
    await db
      .delete(merchantHiddenGames)
      .where(and(eq(merchantHiddenGames.merchantId, merchantId), eq(merchantHiddenGames.nodeId, nodeId)));
  return true;
}
