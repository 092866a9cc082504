import type { ExclusionKind, LimitKind, LimitWindow } from '@platform/contract/responsible';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';

/**
 * A member's limit of one kind over one rolling window. A tighter limit replaces `amount` at once;
 * a looser one (or a removal) waits in `pending_*` until `pending_from`, and from then on is the
 * limit in force: read through `limitInForce`, so no job has to apply it on time.
 */
export const responsibleLimits = pgTable(
  'responsible_limits',
  {
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    kind: varchar('kind', { length: 16 }).$type<LimitKind>().notNull(),
    window: varchar('window', { length: 8 }).$type<LimitWindow>().notNull(),
    /** Minor units; null while no limit is in force (before the first, or after a removal). */
    amount: bigint('amount', { mode: 'number' }),
    /** The loosening waiting for its cooling-off time: the new amount, null for a removal. */
    pendingAmount: bigint('pending_amount', { mode: 'number' }),
    pendingFrom: at('pending_from'),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.window] }),
    check(
      'responsible_limits_positive',
      sql`(${t.amount} is null or ${t.amount} > 0)
      and (${t.pendingAmount} is null or ${t.pendingAmount} > 0)`,
    ),
  ],
);

/** A member's session time limit (with its pending loosening) and reality-check interval. */
export const responsibleProfiles = pgTable('responsible_profiles', {
  memberId: memberRef('cascade').primaryKey(),
  merchantId: merchantRef(),
  sessionMinutes: integer('session_minutes'),
  /** A longer or removed session limit waiting for its cooling-off time (null minutes = removal). */
  sessionPendingMinutes: integer('session_pending_minutes'),
  sessionPendingFrom: at('session_pending_from'),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * Time-outs and self-exclusions. Never updated or deleted: one in force cannot be undone before
 * it ends (a permanent one has no end), by the player or by an operator.
 */
export const responsibleExclusions = pgTable(
  'responsible_exclusions',
  {
    id: rowId(),
    merchantId: merchantRef(),
    memberId: memberRef('cascade'),
    kind: varchar('kind', { length: 16 }).$type<ExclusionKind>().notNull(),
    /** The period offered (ISO 8601 duration, or PERMANENT), as the player chose it. */
    period: varchar('period', { length: 16 }).notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at'),
  },
  (t) => [index('responsible_exclusions_member').on(t.memberId, t.endsAt)],
);

/**
 * Who a self-excluded person is (mobile, e-mail, ID number), and the devices of any excluded member,
 * kept as digests so registration can refuse the same person under a new account without keeping a
 * second copy of the details.
 */
export const excludedIdentities = pgTable(
  'responsible_excluded_identities',
  {
    id: rowId(),
    merchantId: merchantRef(),
    exclusionId: bigint('exclusion_id', { mode: 'number' })
      .notNull()
      .references(() => responsibleExclusions.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 }).$type<'mobile' | 'email' | 'id_number' | 'device'>().notNull(),
    digest: varchar('digest', { length: 64 }).notNull(),
    endsAt: at('ends_at'),
  },
  (t) => [index('responsible_excluded_identities_lookup').on(t.merchantId, t.kind, t.digest)],
);
