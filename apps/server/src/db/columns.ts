import { bigint, boolean, customType, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { merchants } from '../modules/merchants/merchants.tables.ts';

/** A row's own id: a 64-bit number the database hands out, never reused. */
export const rowId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The merchant a row belongs to; deleting a merchant deletes its rows. */
export const merchantRef = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** A point in time, always with its time zone. */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What guards an account that signs in with a password (members and operators alike): the
 * authenticator and the brute-force lockout.
 */
export const signInGuardColumns = () => ({
  /**
   * Authenticator secret, sealed (src/crypto/secret-box.ts; plain only in rows from before);
   * pending until a first code confirms it (totp_enabled).
   */
  totpSecret: text('totp_secret'),
  totpEnabled: boolean('totp_enabled').notNull().default(false),
  /** The last accepted code's time step: an older or equal one is a replay, never accepted. */
  totpLastStep: integer('totp_last_step'),
  /** Brute-force protection: failed logins in a row and the lockout they caused. */
  failedLogins: integer('failed_logins').notNull().default(0),
  lockedUntil: at('locked_until'),
  lastLoginAt: at('last_login_at'),
});

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer: the app sees a Buffer either way. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
