import type { Job, JobRerunInput, JobRun, JobRunListQuery } from '@platform/contract/jobs';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { findMerchantTimeZone } from '../modules/merchants/merchants.service.ts';
import { type AuditActor, withAudit } from '../modules/operators/operators.service.ts';
import type { JobDefinition } from './job.ts';
import { type JobRunRow, type JobScope, newRunRow, sameScope } from './job-runs.service.ts';
import { jobPauses, jobRuns } from './jobs.tables.ts';
import { periodOfKey } from './schedule.ts';

export interface JobsAdminDeps {
  db: Database;
  now: () => Date;
  jobs: readonly JobDefinition[];
}

export type JobsAdminFailure =
  | 'JOB_NOT_FOUND'
  | 'JOB_PERIOD_INVALID'
  | 'JOB_PERIOD_NOT_DUE'
  | 'JOB_RUN_IN_PROGRESS';
export type JobsAdminResult<T> = { ok: true; value: T } | { ok: false; code: JobsAdminFailure };

export function jobRunView(row: JobRunRow): JobRun {
  return {
    id: row.id,
    job: row.job,
    merchantId: row.merchantId,
    period: row.periodKey,
    periodStart: row.periodStart.toISOString(),
    periodEnd: row.periodEnd.toISOString(),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    nodeId: row.nodeId,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    error: row.error,
    reruns: row.reruns,
  };
}

/** The scope an operator of `merchantId` acts on: the merchant for merchant jobs, else the cluster. */
async function scopeOf(db: Database, job: JobDefinition, merchantId: number): Promise<JobScope> {
  if (job.scope === 'cluster') return { merchantId: null, timeZone: 'UTC' };
  return { merchantId, timeZone: await findMerchantTimeZone(db, merchantId) };
}

const pauseOf = (job: string, merchantId: number | null) =>
  and(
    eq(jobPauses.job, job),
    merchantId === null ? isNull(jobPauses.merchantId) : eq(jobPauses.merchantId, merchantId),
  );

async function jobView(db: Database, job: JobDefinition, scope: JobScope): Promise<Job> {
  const [[last], [failed], [pause]] = await Promise.all([
    db
      .select()
      .from(jobRuns)
      .where(sameScope(job.name, scope.merchantId))
      .orderBy(desc(jobRuns.periodStart))
      .limit(1),
    db
      .select({ n: count() })
      .from(jobRuns)
      .where(and(sameScope(job.name, scope.merchantId), eq(jobRuns.status, 'failed'))),
    db.select({ id: jobPauses.id }).from(jobPauses).where(pauseOf(job.name, scope.merchantId)),
  ]);
  return {
    name: job.name,
    scope: job.scope,
    schedule: job.schedule.text,
    timeZone: scope.timeZone,
    paused: Boolean(pause),
    lastRun: last ? jobRunView(last) : null,
    failedRuns: failed?.n ?? 0,
  };
}

/** Every job as the operator's merchant sees it: its own merchant runs, and the cluster's. */
export async function listJobs(deps: JobsAdminDeps, merchantId: number): Promise<Job[]> {
  const list: Job[] = [];
  for (const job of deps.jobs)
    list.push(await jobView(deps.db, job, await scopeOf(deps.db, job, merchantId)));
  return list;
}

export async function listJobRuns(
  deps: JobsAdminDeps,
  merchantId: number,
  query: JobRunListQuery,
): Promise<{ list: JobRun[]; total: number; totalPages: number }> {
  const filters: (SQL | undefined)[] = [
    or(eq(jobRuns.merchantId, merchantId), isNull(jobRuns.merchantId)),
    query.job ? eq(jobRuns.job, query.job) : undefined,
    query.status ? inArray(jobRuns.status, query.status) : undefined,
    query.period ? eq(jobRuns.periodKey, query.period) : undefined,
  ];
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(jobRuns)
      .where(where)
      .orderBy(desc(jobRuns.periodStart), desc(jobRuns.id))
      .limit(query.pageSize)
      .offset((query.pageNo - 1) * query.pageSize),
    deps.db.select({ n: count() }).from(jobRuns).where(where),
  ]);
  const n = total?.n ?? 0;
  return { list: rows.map(jobRunView), total: n, totalPages: Math.ceil(n / query.pageSize) };
}

/**
 * Asks for one period of a job again: its run becomes pending with fresh attempts and the next
 * tick of any node runs it. The handler's own keys make a second run pay nothing twice.
 */
export async function rerunJobPeriod(
  deps: JobsAdminDeps,
  actor: AuditActor,
  input: JobRerunInput,
): Promise<JobsAdminResult<JobRun>> {
  const job = deps.jobs.find((j) => j.name === input.job);
  if (!job) return { ok: false, code: 'JOB_NOT_FOUND' };
  const scope = await scopeOf(deps.db, job, actor.merchantId);
  const period = periodOfKey(job.schedule, scope.timeZone, input.period);
  if (!period) return { ok: false, code: 'JOB_PERIOD_INVALID' };
  const now = deps.now();
  if (period.end.getTime() > now.getTime()) return { ok: false, code: 'JOB_PERIOD_NOT_DUE' };
  return withAudit<JobsAdminResult<JobRun>>(deps, actor, async (tx) => {
    const [existing] = await tx
      .select()
      .from(jobRuns)
      .where(and(sameScope(job.name, scope.merchantId), eq(jobRuns.periodKey, period.key)))
      .for('update');
    if (existing?.status === 'running')
      return { value: { ok: false, code: 'JOB_RUN_IN_PROGRESS' }, change: null };
    const fresh = {
      status: 'pending' as const,
      attempts: 0,
      nextAttemptAt: now,
      leaseUntil: null,
      updatedAt: now,
    };
    const [row] = existing
      ? await tx
          .update(jobRuns)
          .set({ ...fresh, reruns: existing.reruns + 1, error: null })
          .where(eq(jobRuns.id, existing.id))
          .returning()
      : // A period never created (older than the catch-up window, or passed while paused).
        await tx
          .insert(jobRuns)
          .values({ ...newRunRow(job, scope, period, { nextAttemptAt: now, now }), reruns: 1 })
          .returning();
    return {
      value: { ok: true, value: jobRunView(row!) },
      change: {
        action: 'job.rerun',
        objectType: 'job_run',
        objectId: row!.id,
        before: existing ? { job: job.name, period: period.key, status: existing.status } : null,
        after: { job: job.name, period: period.key, status: 'pending', reruns: row!.reruns },
      },
    };
  });
}

/** Pauses (or resumes) a job: for the operator's merchant, or the whole cluster for a cluster job. */
export async function setJobPaused(
  deps: JobsAdminDeps,
  actor: AuditActor,
  input: { job: string; paused: boolean },
): Promise<JobsAdminResult<Job>> {
  const job = deps.jobs.find((j) => j.name === input.job);
  if (!job) return { ok: false, code: 'JOB_NOT_FOUND' };
  const scope = await scopeOf(deps.db, job, actor.merchantId);
  await withAudit(deps, actor, async (tx) => {
    const changed = input.paused
      ? await tx
          .insert(jobPauses)
          .values({
            job: job.name,
            merchantId: scope.merchantId,
            pausedBy: actor.operatorId,
            pausedAt: deps.now(),
          })
          .onConflictDoNothing()
          .returning({ id: jobPauses.id })
      : await tx.delete(jobPauses).where(pauseOf(job.name, scope.merchantId)).returning({ id: jobPauses.id });
    // Pausing a paused job changes nothing and records nothing.
    const change = changed.length
      ? {
          action: input.paused ? 'job.pause' : 'job.resume',
          objectType: 'job',
          objectId: job.name,
          after: { paused: input.paused, merchantId: scope.merchantId },
        }
      : null;
    return { value: null, change };
  });
  return { ok: true, value: await jobView(deps.db, job, scope) };
}
