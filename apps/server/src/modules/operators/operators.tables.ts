import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, rowId, signInGuardColumns } from '../../db/columns.ts';
import { merchants } from '../merchants/merchants.tables.ts';

/** A member of the operator's staff (back office), separate from players; belongs to one merchant. */
export const operators = pgTable(
  'operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** As typed at creation; unique per merchant regardless of case. */
    username: varchar('username', { length: 32 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    status: varchar('status', { length: 8 }).notNull().default('active'),
    ...signInGuardColumns(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('operators_merchant_username').on(t.merchantId, sql`lower(${t.username})`)],
);

/**
 * An operator's login session. Only the SHA-256 of the token is stored; a session ends at the
 * idle or absolute expiry, on logout, or when the operator is disabled or loses the password.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: rowId(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    ip: varchar('ip', { length: 45 }).notNull(),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('operator_sessions_operator').on(t.operatorId)],
);

/** Every operator action: who, what, when, on which object, and the object before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: rowId(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Null for actions of the system itself (the demo seed). */
    operatorId: integer('operator_id').references(() => operators.id),
    action: varchar('action', { length: 64 }).notNull(),
    objectType: varchar('object_type', { length: 32 }).notNull(),
    objectId: varchar('object_id', { length: 64 }),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: varchar('ip', { length: 45 }),
    requestId: varchar('request_id', { length: 64 }),
    at: at('at').notNull(),
  },
  (t) => [
    index('audit_log_merchant_at').on(t.merchantId, t.at),
    index('audit_log_object').on(t.merchantId, t.objectType, t.objectId),
    index('audit_log_operator_at').on(t.operatorId, t.at),
  ],
);
