import { integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** An operator running a site; every configuration row of every module belongs to one. */
export const merchants = pgTable('merchants', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  brandName: varchar('brand_name', { length: 100 }).notNull(),
  licenseNumber: varchar('license_number', { length: 64 }).notNull(),
  copyrightYear: smallint('copyright_year').notNull(),
  defaultLanguage: varchar('default_language', { length: 8 }).notNull(),
  languages: text('languages').array().notNull(),
  currencyCode: varchar('currency_code', { length: 3 }).notNull(),
  currencySymbol: varchar('currency_symbol', { length: 8 }).notNull(),
  /** Digits after the decimal point: amounts are stored as integers of 10^-exponent units. */
  currencyExponent: smallint('currency_exponent').notNull(),
  minimumAge: smallint('minimum_age').notNull().default(18),
  mainDomain: varchar('main_domain', { length: 253 }).notNull(),
  /** IANA zone of the merchant's days: daily periods (turnover, rebates) start at its local midnight. */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Host names a merchant's site answers on: its main domain, lines and mirrors. */
export const merchantDomains = pgTable('merchant_domains', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  domain: varchar('domain', { length: 253 }).notNull().unique(),
  lineName: varchar('line_name', { length: 64 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});
