import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef } from '../../db/columns.ts';

/**
 * Every piece of operator content (banners, notices, pop-ups, promotions, promotion categories,
 * help articles) in one table: they share one life (schedule, order, audience, languages, retire,
 * audit), and differ only in their fields, which `fields` keeps as the operator API validated and
 * sanitized them, texts per language (`{ EN, CN, MY }`). Retired rows are kept for the audit
 * trail and never served.
 */
export const contentItems = pgTable(
  'content_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: merchantRef(),
    /** banner, notice, popup, promotion, promotion_category, help_article. */
    kind: varchar('kind', { length: 24 }).notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    /** all, logged_in, anonymous or first_login (a pop-up's execution A, B or F). */
    audience: varchar('audience', { length: 16 }).notNull().default('all'),
    /** Languages whose visitors see the item; empty: every language. */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    retiredAt: at('retired_at'),
    /** A help article's URL hash, unique among the merchant's live articles. */
    slug: varchar('slug', { length: 64 }),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    index('content_items_merchant_kind').on(t.merchantId, t.kind, t.sortOrder),
    uniqueIndex('content_items_live_slug')
      .on(t.merchantId, t.kind, t.slug)
      .where(sql`${t.slug} is not null and ${t.retiredAt} is null`),
  ],
);
