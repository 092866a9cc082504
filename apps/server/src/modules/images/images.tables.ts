import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, bytea, merchantRef } from '../../db/columns.ts';

/**
 * Images operators upload, kept in the database rather than on one node's disk: an upload answered
 * by one API node is served by every other (each image is at most MAX_CONTENT_IMAGE_BYTES).
 */
export const uploadedImages = pgTable('uploaded_images', {
  /** The path under the image host's base URL, e.g. `content/1/<random>.png`. */
  path: varchar('path', { length: 300 }).primaryKey(),
  merchantId: merchantRef(),
  contentType: varchar('content_type', { length: 32 }).notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: at('created_at').notNull(),
});
