import type { LocalizedText } from '@platform/contract/i18n';
import type { SiteLine } from '@platform/contract/site-config-admin';
import { sql } from 'drizzle-orm';
import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { merchantRef } from '../../db/columns.ts';

/** One row per merchant: the site-wide switches of spec §3 Configuration and Permission. */
export const systemSettings = pgTable('system_settings', {
  merchantId: merchantRef().primaryKey(),
  maintenanceStart: timestamp('maintenance_start', { withTimezone: true }),
  maintenanceEnd: timestamp('maintenance_end', { withTimezone: true }),
  maintenanceMessage: jsonb('maintenance_message').$type<LocalizedText>().notNull().default({}),
  /** ISO 3166 alpha-2 codes whose visitors see the region-restricted page. */
  blockedCountries: text('blocked_countries').array().notNull().default(sql`'{}'::text[]`),
  restrictionMessage: jsonb('restriction_message').$type<LocalizedText>().notNull().default({}),
  gtagId: varchar('gtag_id', { length: 32 }),
  imageCdns: text('image_cdns').array().notNull().default(sql`'{}'::text[]`),
  launchGameCdns: text('launch_game_cdns').array().notNull().default(sql`'{}'::text[]`),
  /** Game categories shown in navigation, in order. */
  categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
  /** Vendor codes whose icons the footer shows, in order. */
  vendorIcons: text('vendor_icons').array().notNull().default(sql`'{}'::text[]`),
  /** The line-detection page's lines (name and origin), in order; none hides the page. */
  lines: jsonb('lines').$type<SiteLine[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const customerServiceEntries = pgTable('customer_service_entries', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantId: merchantRef(),
  csType: varchar('cs_type', { length: 32 }).notNull(),
  title: jsonb('title').$type<LocalizedText>().notNull(),
  path: varchar('path', { length: 2048 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Retired by an operator: kept for the audit trail, never served. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const socialLinks = pgTable(
  'social_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    type: varchar('type', { length: 16 }).notNull(),
    url: varchar('url', { length: 2048 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('social_links_merchant_type').on(t.merchantId, t.type)],
);

/** Links the operator publishes: app downloads, official channels (spec §3 `resources`). */
export const siteResources = pgTable(
  'site_resources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    key: varchar('key', { length: 64 }).notNull(),
    label: jsonb('label').$type<LocalizedText>().notNull(),
    url: varchar('url', { length: 2048 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [unique('site_resources_merchant_key').on(t.merchantId, t.key)],
);

/** The whitelabel module tree (spec §3): a module is on when `enabled`. */
export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    merchantId: merchantRef(),
    modId: varchar('mod_id', { length: 64 }).notNull(),
    parentModId: varchar('parent_mod_id', { length: 64 }),
    enabled: boolean('enabled').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.modId] })],
);

/** Registration field rules served to and enforced on registration (spec §3 `register`, §5). */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    merchantId: merchantRef(),
    field: varchar('field', { length: 64 }).notNull(),
    acceptedPattern: varchar('accepted_pattern', { length: 512 }).notNull(),
    minLength: smallint('min_length').notNull(),
    maxLength: smallint('max_length').notNull(),
    patternId: varchar('pattern_id', { length: 64 }).notNull(),
    required: boolean('required').notNull(),
    shown: boolean('shown').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.field] })],
);
