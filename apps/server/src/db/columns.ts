import { customType, integer, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../modules/merchants/merchants.tables.ts';

/** The merchant a row belongs to; deleting a merchant deletes its rows. */
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** A point in time, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer: the app sees a Buffer either way. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
