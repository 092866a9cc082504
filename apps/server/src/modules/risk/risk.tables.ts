import type { RiskFact, RiskRule, RiskSignalStatus } from '@platform/contract/risk-admin';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.tables.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/** The merchant's risk thresholds; no row means the contract's defaults. */
export const riskSettings = pgTable('risk_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  /** The thresholds as the contract's RiskSettings, validated on the way in. */
  thresholds: jsonb('thresholds').notNull(),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A signal the scan raised. The unique (merchant, rule, subject, period) key is what makes a
 * second scan of the same data raise nothing: the insert does nothing on conflict.
 */
export const riskSignals = pgTable(
  'risk_signals',
  {
    id: rowId(),
    merchantId: merchantRef(),
    rule: varchar('rule', { length: 24 }).$type<RiskRule>().notNull(),
    subject: varchar('subject', { length: 128 }).notNull(),
    period: varchar('period', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).$type<RiskSignalStatus>().notNull().default('open'),
    /** The figures that crossed the thresholds, named (the console words them per rule). */
    figures: jsonb('figures').$type<Record<string, number>>().notNull(),
    /** The members the evidence names; an action must name one of them. */
    memberIds: bigint('member_ids', { mode: 'number' }).array().notNull(),
    facts: jsonb('facts').$type<RiskFact[]>().notNull(),
    raisedAt: at('raised_at').notNull(),
    decidedAt: at('decided_at'),
    decidedBy: integer('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    decisionNote: varchar('decision_note', { length: 200 }),
  },
  (t) => [
    uniqueIndex('risk_signals_key').on(t.merchantId, t.rule, t.subject, t.period),
    // The queue: a merchant's signals of one status, newest first.
    index('risk_signals_merchant_status').on(t.merchantId, t.status, t.id),
    check('risk_signals_status', sql`${t.status} in ('open', 'dismissed', 'actioned')`),
  ],
);

/** What operators restricted of a member after a signal; no row means nothing is restricted. */
export const riskMemberControls = pgTable('risk_member_controls', {
  memberId: memberRef('cascade').primaryKey(),
  merchantId: merchantRef(),
  /** New withdrawals are refused (WITHDRAWALS_ON_HOLD) until an operator releases the hold. */
  withdrawalsHeld: boolean('withdrawals_held').notNull().default(false),
  /** Free-round grants to the member are refused (BONUSES_RESTRICTED). */
  bonusesRestricted: boolean('bonuses_restricted').notNull().default(false),
  updatedAt: at('updated_at').notNull(),
});
