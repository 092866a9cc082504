import { and, asc, eq, inArray, isNull, lt, lte, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { ClaimedRun, JobDefinition } from './job.ts';
import type { JobName } from './job-names.ts';
import { jobPauses, jobRuns } from './jobs.tables.ts';
import type { Period } from './schedule.ts';

export type JobRunRow = typeof jobRuns.$inferSelect;

/** Where a run's periods are cut: a merchant in its zone, or the whole cluster in UTC. */
export interface JobScope {
  merchantId: number | null;
  timeZone: string;
}

const ERROR_MAX = 2000;

export const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_MAX);

/** The same job and merchant (null merchants equal, as in the unique key). */
export const sameScope = (job: string, merchantId: number | null) =>
  and(
    eq(jobRuns.job, job),
    merchantId === null ? isNull(jobRuns.merchantId) : eq(jobRuns.merchantId, merchantId),
  );

/**
 * Creates the runs of these periods that have none; a period some node already created is left
 * as it is (the unique key), so every node may do this on every tick.
 */
export async function insertRuns(
  db: Database,
  job: JobDefinition,
  scope: JobScope,
  periods: Period[],
  now: Date,
): Promise<void> {
  if (!periods.length) return;
  await db
    .insert(jobRuns)
    .values(periods.map((period) => newRunRow(job, scope, period, { nextAttemptAt: period.end, now })))
    .onConflictDoNothing();
}

/** The row of a period's run that has not been tried yet, due from `nextAttemptAt`. */
export function newRunRow(
  job: JobDefinition,
  scope: Pick<JobScope, 'merchantId'>,
  period: Period,
  at: { nextAttemptAt: Date; now: Date },
) {
  return {
    job: job.name,
    merchantId: scope.merchantId,
    periodKey: period.key,
    periodStart: period.start,
    periodEnd: period.end,
    dueAt: period.end,
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: at.nextAttemptAt,
    leaseUntil: null,
    createdAt: at.now,
    updatedAt: at.now,
  };
}

/**
 * Takes one due run for this node: a pending one whose attempt is due, or a running one whose
 * node's lease ran out (that node died). SKIP LOCKED: nodes claiming at once take different runs.
 */
export async function claimNextRun(
  db: Database,
  input: { jobs: readonly JobName[]; nodeId: string; now: Date; leaseMs: number },
): Promise<JobRunRow | null> {
  if (!input.jobs.length) return null;
  const due = db
    .select({ id: jobRuns.id })
    .from(jobRuns)
    .where(
      and(
        inArray(jobRuns.job, [...input.jobs]),
        or(
          and(eq(jobRuns.status, 'pending'), lte(jobRuns.nextAttemptAt, input.now)),
          and(eq(jobRuns.status, 'running'), lt(jobRuns.leaseUntil, input.now)),
        ),
        notExists(
          db
            .select({ id: jobPauses.id })
            .from(jobPauses)
            .where(
              and(
                eq(jobPauses.job, jobRuns.job),
                sql`${jobPauses.merchantId} is not distinct from ${jobRuns.merchantId}`,
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(jobRuns.dueAt), asc(jobRuns.id))
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(jobRuns)
    .set({
      status: 'running',
      nodeId: input.nodeId,
      attempts: sql`${jobRuns.attempts} + 1`,
      leaseUntil: new Date(input.now.getTime() + input.leaseMs),
      startedAt: input.now,
      finishedAt: null,
      durationMs: null,
      updatedAt: input.now,
    })
    .where(inArray(jobRuns.id, due))
    .returning();
  return claimed ?? null;
}

/** The run is still this node's attempt: not taken over after a lease expiry, not re-run meanwhile. */
export const stillMine = (run: ClaimedRun) =>
  and(
    eq(jobRuns.id, run.id),
    eq(jobRuns.status, 'running'),
    eq(jobRuns.nodeId, run.nodeId),
    eq(jobRuns.attempts, run.attempt),
  );

/** Locks the run's row for the transaction that does its work; false when it is no longer ours. */
export async function lockMine(tx: Database, run: ClaimedRun): Promise<boolean> {
  const [row] = await tx.select({ id: jobRuns.id }).from(jobRuns).where(stillMine(run)).for('update');
  return Boolean(row);
}

export async function renewLease(db: Database, run: ClaimedRun, until: Date, now: Date): Promise<boolean> {
  const renewed = await db
    .update(jobRuns)
    .set({ leaseUntil: until, updatedAt: now })
    .where(stillMine(run))
    .returning({ id: jobRuns.id });
  return renewed.length > 0;
}

export async function markDone(
  db: Database,
  run: ClaimedRun,
  now: Date,
  durationMs: number,
): Promise<boolean> {
  const done = await db
    .update(jobRuns)
    .set({ status: 'done', leaseUntil: null, finishedAt: now, durationMs, error: null, updatedAt: now })
    .where(stillMine(run))
    .returning({ id: jobRuns.id });
  return done.length > 0;
}

/** A failed attempt: pending again after `retryAt`, or failed for good when `retryAt` is null. */
export async function markAttemptFailed(
  db: Database,
  run: ClaimedRun,
  input: { now: Date; durationMs: number | null; error: string; retryAt: Date | null },
): Promise<boolean> {
  const failed = await db
    .update(jobRuns)
    .set({
      status: input.retryAt ? 'pending' : 'failed',
      nextAttemptAt: input.retryAt ?? input.now,
      leaseUntil: null,
      finishedAt: input.now,
      durationMs: input.durationMs,
      error: input.error.slice(0, ERROR_MAX),
      updatedAt: input.now,
    })
    .where(stillMine(run))
    .returning({ id: jobRuns.id });
  return failed.length > 0;
}
