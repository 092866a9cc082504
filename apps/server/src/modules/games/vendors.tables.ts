import type { GameCategory } from '@platform/contract/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef } from '../../db/columns.ts';

/**
 * How a vendor's games reach the member's money (DESIGN §6): `seamless` games bet from the main
 * wallet through our wallet API; `transfer` games play from a wallet of their own that the member
 * moves money into and out of (spec §7 GCS_walletTransfer).
 */
export const VENDOR_WALLET_MODES = ['seamless', 'transfer'] as const;
export type VendorWalletMode = (typeof VENDOR_WALLET_MODES)[number];

/** A game studio or aggregator, the same for every merchant (the spec's `vassalage` code). */
export const gameVendors = pgTable(
  'game_vendors',
  {
    code: varchar('code', { length: 32 }).primaryKey(),
    displayName: varchar('display_name', { length: 64 }).notNull(),
    walletMode: varchar('wallet_mode', { length: 16 }).$type<VendorWalletMode>().notNull(),
    /**
     * The categories (spec §1) the vendor's enabled games belong to, kept by the catalog import, so
     * menus and vendor lanes read one small table instead of scanning the games.
     */
    gameTypes: varchar('game_types', { length: 16 })
      .array()
      .$type<GameCategory[]>()
      .notNull()
      .default(sql`'{}'`),
    /** A window in which the vendor's games and wallet cannot be used (spec §2 'Game maintenance'). */
    maintenanceStartsAt: at('maintenance_starts_at'),
    maintenanceEndsAt: at('maintenance_ends_at'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    check('game_vendors_code_format', sql`${t.code} ~ '^[A-Z0-9_]{2,32}$'`),
    check('game_vendors_wallet_mode', sql`${t.walletMode} in ('seamless', 'transfer')`),
  ],
);

/**
 * The vendor a row belongs to. `restrict` where the row is money or play history that must outlive
 * the vendor; `cascade` where it is only the vendor's configuration or catalog.
 */
export const vendorRef = (onDelete: 'restrict' | 'cascade') =>
  varchar('vendor_code', { length: 32 })
    .notNull()
    .references(() => gameVendors.code, { onDelete });

/** The vendors a merchant offers to its members, in its own order. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: merchantRef(),
    vendorCode: vendorRef('cascade'),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
);
