import { integer, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../modules/merchants/merchants.tables.ts';

/** The merchant a row belongs to; deleting a merchant deletes its rows. */
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** A point in time, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });
