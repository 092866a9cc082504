import type { JobRunStatus } from '@platform/contract/jobs';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { at, rowId } from '../db/columns.ts';
import { merchants } from '../modules/merchants/merchants.tables.ts';
import { operators } from '../modules/operators/operators.tables.ts';

/** Null merchant = a cluster-wide job; merchant jobs have one row per merchant. */
const jobMerchant = () => integer('merchant_id').references(() => merchants.id, { onDelete: 'cascade' });

/**
 * One run of one job for one period (DESIGN §10): the unique key makes a second claim of the same
 * period a no-op on every node. Times come from the app's clock, never the database's.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: rowId(),
    job: varchar('job', { length: 64 }).notNull(),
    merchantId: jobMerchant(),
    /** Local start `YYYY-MM-DDTHH:mm:ss`, or the local date `YYYY-MM-DD` for a daily job. */
    periodKey: varchar('period_key', { length: 32 }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    /** When the run became due: the period's end. */
    dueAt: at('due_at').notNull(),
    status: varchar('status', { length: 16 }).$type<JobRunStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** While running: the node that holds the run until this time; past it, another node may take it. */
    leaseUntil: at('lease_until'),
    nodeId: varchar('node_id', { length: 128 }),
    startedAt: at('started_at'),
    finishedAt: at('finished_at'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** How many times an operator asked for this period again. */
    reruns: integer('reruns').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('job_runs_period').on(t.job, t.merchantId, t.periodKey).nullsNotDistinct(),
    // The claim: pending runs whose attempt is due, and running ones whose lease ran out.
    index('job_runs_claim_pending').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('job_runs_claim_expired').on(t.leaseUntil).where(sql`${t.status} = 'running'`),
    index('job_runs_recent').on(t.periodStart.desc()),
    // What is not done yet (pending, running, failed): the gauges and the jobs list count these.
    index('job_runs_open').on(t.job, t.status).where(sql`${t.status} <> 'done'`),
    check('job_runs_status', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
    check('job_runs_error', sql`char_length(${t.error}) <= 2000`),
    check('job_runs_counts', sql`${t.attempts} >= 0 and ${t.reruns} >= 0`),
  ],
);

/** A job an operator paused: for one merchant, or (null merchant) a cluster-wide job. */
export const jobPauses = pgTable(
  'job_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    job: varchar('job', { length: 64 }).notNull(),
    merchantId: jobMerchant(),
    pausedBy: integer('paused_by').references(() => operators.id, { onDelete: 'set null' }),
    pausedAt: at('paused_at').notNull(),
  },
  (t) => [unique('job_pauses_job').on(t.job, t.merchantId).nullsNotDistinct()],
);

/**
 * One row per execution of the `heartbeat` job, written with the run's completion: no unique key on
 * the period, so a duplicate execution would show as two rows.
 */
export const jobHeartbeats = pgTable(
  'job_heartbeats',
  {
    id: rowId(),
    periodKey: varchar('period_key', { length: 32 }).notNull(),
    nodeId: varchar('node_id', { length: 128 }).notNull(),
    ranAt: at('ran_at').notNull(),
  },
  (t) => [index('job_heartbeats_period').on(t.periodKey)],
);
