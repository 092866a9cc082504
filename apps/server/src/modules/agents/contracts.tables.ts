import type {
  ContractKind,
  ContractPeriod,
  ContractStatus,
  PayoutStatus,
} from '@platform/contract/agent-contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, merchantRef, rowId } from '../../db/columns.ts';
import { memberRef, members } from '../accounts/accounts.tables.ts';
import { ledgerTransfers } from '../ledger/ledger.tables.ts';
import { operators } from '../operators/operators.tables.ts';

/**
 * A contract between an upline (an agent, or the operator when `offered_by_id` is null) and an
 * agent of its direct downline. The partial unique indexes are the rule "at most one contract of a
 * kind in force, and one offer of a kind waiting, per agent": two racing accepts cannot both win.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: rowId(),
    merchantId: merchantRef(),
    /** The agent the contract pays. */
    memberId: memberRef('restrict'),
    offeredById: bigint('offered_by_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'restrict',
    }),
    offeredByOperatorId: bigint('offered_by_operator_id', { mode: 'number' }).references(() => operators.id, {
      onDelete: 'restrict',
    }),
    kind: varchar('kind', { length: 16 }).$type<ContractKind>().notNull(),
    period: varchar('period', { length: 2 }).$type<ContractPeriod>().notNull(),
    rateBp: integer('rate_bp').notNull(),
    minActiveMembers: integer('min_active_members').notNull().default(0),
    minValidBet: bigint('min_valid_bet', { mode: 'number' }).notNull().default(sql`0`),
    minNetLoss: bigint('min_net_loss', { mode: 'number' }).notNull().default(sql`0`),
    status: varchar('status', { length: 12 }).$type<ContractStatus>().notNull().default('pending'),
    /** `upline` or `downline` while one side's request to terminate waits for the other. */
    terminationRequestedBy: varchar('termination_requested_by', { length: 8 }).$type<'upline' | 'downline'>(),
    offeredAt: at('offered_at').notNull(),
    startedAt: at('started_at'),
    endedAt: at('ended_at'),
    endReason: varchar('end_reason', { length: 24 }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_active').on(t.memberId, t.kind).where(sql`${t.status} = 'active'`),
    uniqueIndex('agent_contracts_one_pending').on(t.memberId, t.kind).where(sql`${t.status} = 'pending'`),
    index('agent_contracts_offered_by').on(t.offeredById, t.status),
    // A settlement's look up the tree: an agent's contracts of a kind, whatever their status.
    index('agent_contracts_member_kind').on(t.memberId, t.kind, t.startedAt),
    // A settlement's contracts: those of a period in force during its window.
    index('agent_contracts_period').on(t.merchantId, t.period, t.startedAt),
    check('agent_contracts_rate', sql`${t.rateBp} between 1 and 10000`),
    check(
      'agent_contracts_status',
      sql`${t.status} in ('pending', 'active', 'rejected', 'terminated', 'superseded')`,
    ),
    check('agent_contracts_not_self', sql`${t.offeredById} is distinct from ${t.memberId}`),
    check(
      'agent_contracts_thresholds',
      sql`${t.minActiveMembers} >= 0 and ${t.minValidBet} >= 0 and ${t.minNetLoss} >= 0`,
    ),
  ],
);

/** The highest rate a kind of contract may carry for an agent type; no row: that kind is not offered. */
export const agentContractTemplates = pgTable(
  'agent_contract_templates',
  {
    merchantId: merchantRef(),
    agentType: smallint('agent_type').notNull(),
    kind: varchar('kind', { length: 16 }).$type<ContractKind>().notNull(),
    maxRateBp: integer('max_rate_bp').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.agentType, t.kind] }),
    check('agent_contract_templates_rate', sql`${t.maxRateBp} between 1 and 10000`),
  ],
);

/** A merchant's switches: contracts at all (enableContract), salaries (enableSalary), holding payouts for review. */
export const agentContractSettings = pgTable('agent_contract_settings', {
  merchantId: merchantRef().primaryKey(),
  contractsEnabled: boolean('contracts_enabled').notNull().default(false),
  salaryEnabled: boolean('salary_enabled').notNull().default(false),
  /** Settlements are computed and kept as `held` until an operator releases them. */
  holdPayouts: boolean('hold_payouts').notNull().default(false),
});

/**
 * One settlement of one contract over one period. Unique per (contract, period): a job or a
 * command run again for the same period finds the row and pays nothing twice.
 */
export const agentPayouts = pgTable(
  'agent_payouts',
  {
    id: rowId(),
    merchantId: merchantRef(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'restrict' }),
    memberId: memberRef('restrict'),
    periodKey: varchar('period_key', { length: 40 }).notNull(),
    windowStart: at('window_start').notNull(),
    windowEnd: at('window_end').notNull(),
    activeMembers: integer('active_members').notNull(),
    validBet: bigint('valid_bet', { mode: 'number' }).notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    /** The base each bet gives after downline contracts' rates, times the rate, in 1/10,000 minor units. */
    weightedBase: bigint('weighted_base', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 16 }).$type<PayoutStatus>().notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id, {
      onDelete: 'restrict',
    }),
    settledAt: at('settled_at').notNull(),
  },
  (t) => [
    uniqueIndex('agent_payouts_contract_period').on(t.contractId, t.periodKey),
    index('agent_payouts_member').on(t.memberId, t.windowStart.desc()),
    check('agent_payouts_amount', sql`${t.amount} >= 0`),
    check('agent_payouts_status', sql`${t.status} in ('paid', 'belowThreshold', 'held')`),
  ],
);
