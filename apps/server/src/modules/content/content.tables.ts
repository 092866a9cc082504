import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { merchants } from '../merchants/merchants.tables.ts';

/** Images of the spec's banner groups (w_home, w_license, ...), per language or for all (null). */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    groupName: varchar('group_name', { length: 32 }).notNull(),
    language: varchar('language', { length: 8 }),
    url: varchar('url', { length: 2048 }).notNull(),
    linkageType: varchar('linkage_type', { length: 32 }),
    linkage: varchar('linkage', { length: 2048 }),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [index('banners_merchant_group').on(t.merchantId, t.groupName)],
);
