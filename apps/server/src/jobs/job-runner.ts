import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { merchants } from '../modules/merchants/merchants.tables.ts';
import type { AfterCommit, ClaimedRun, JobDefinition } from './job.ts';
import type { JobMetrics } from './job-metrics.ts';
import {
  claimNextRun,
  errorText,
  insertRuns,
  type JobRunRow,
  type JobScope,
  lockMine,
  markAttemptFailed,
  markDone,
  renewLease,
} from './job-runs.service.ts';
import { jobPauses } from './jobs.tables.ts';
import { duePeriods } from './schedule.ts';

export interface JobRunnerDeps {
  db: Database;
  /** The app's clock: every due time, lease and retry is decided by it. */
  now: () => Date;
  nodeId: string;
  jobs: readonly JobDefinition[];
  tickMs: number;
  leaseMs: number;
  log: FastifyBaseLogger;
  metrics: JobMetrics;
}

export interface JobRunner {
  readonly jobs: readonly JobDefinition[];
  /** One pass: create the due runs, then claim and execute due runs until none is left. */
  tick(): Promise<void>;
  start(): void;
  /** Stops ticking and waits for the run in flight. */
  stop(): Promise<void>;
}

/** A run lost to another node (its lease ran out): its transaction rolls back. */
class RunTakenOver extends Error {}

const MAX_BACKOFF_MS = 3_600_000;
const MAX_RUNS_PER_TICK = 100;

/**
 * The job runner of DESIGN §10: every node runs one; runs are rows keyed by (job, merchant,
 * period), claimed with FOR UPDATE SKIP LOCKED and held by a lease, so each period runs once in
 * the cluster and a node that dies mid-run leaves its run to another node after the lease.
 */
export function createJobRunner(deps: JobRunnerDeps): JobRunner {
  const byName = new Map(deps.jobs.map((job) => [job.name, job]));
  const names = deps.jobs.map((job) => job.name);
  // The latest period each (job, scope) had its runs created for: skip the insert until it changes.
  const ensured = new Map<string, string>();
  const failing = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let inFlight: Promise<void> | null = null;
  let stopping = false;

  async function createDueRuns(now: Date): Promise<void> {
    const pauses = await deps.db
      .select({ job: jobPauses.job, merchantId: jobPauses.merchantId })
      .from(jobPauses);
    const paused = new Set(pauses.map((p) => `${p.job} ${p.merchantId}`));
    let merchantZones: JobScope[] | null = null;
    const zones = async () => {
      merchantZones ??= (
        await deps.db.select({ id: merchants.id, timeZone: merchants.timeZone }).from(merchants)
      ).map((m) => ({ merchantId: m.id, timeZone: m.timeZone }));
      return merchantZones;
    };
    for (const job of deps.jobs) {
      const scopes: JobScope[] =
        job.scope === 'cluster' ? [{ merchantId: null, timeZone: 'UTC' }] : await zones();
      for (const scope of scopes) {
        const id = `${job.name} ${scope.merchantId}`;
        if (paused.has(id)) continue;
        try {
          const periods = duePeriods(job.schedule, scope.timeZone, now, job.catchUp);
          const latest = periods.at(-1)?.key;
          if (!latest || ensured.get(id) === latest) continue;
          await insertRuns(deps.db, job, scope, periods, now);
          ensured.set(id, latest);
          failing.delete(id);
        } catch (error) {
          // One merchant's bad zone must not stop the other merchants' runs; said once, not every tick.
          if (!failing.has(id))
            deps.log.error(
              { err: error, job: job.name, merchantId: scope.merchantId },
              'job runs not created',
            );
          failing.add(id);
        }
      }
    }
  }

  async function execute(row: JobRunRow): Promise<void> {
    const job = byName.get(row.job as JobDefinition['name'])!;
    const run: ClaimedRun = {
      id: row.id,
      job: job.name,
      merchantId: row.merchantId,
      period: { key: row.periodKey, start: row.periodStart, end: row.periodEnd },
      attempt: row.attempts,
      nodeId: deps.nodeId,
    };
    if (run.attempt > job.maxAttempts) {
      // Only a run whose node died on its last attempt gets here: give up rather than loop.
      await markAttemptFailed(deps.db, run, {
        now: deps.now(),
        durationMs: null,
        error: row.error ?? `node ${row.nodeId} stopped during the last attempt (lease expired)`,
        retryAt: null,
      });
      deps.metrics.finished(job.name, 'failed', null);
      return;
    }
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    try {
      const committed: AfterCommit[] = [];
      const afterCommit = (work: AfterCommit) => committed.push(work);
      if (job.transactional) {
        // The row stays locked until the work and "done" commit together; a late node finds it taken.
        await deps.db.transaction(async (tx) => {
          if (!(await lockMine(tx, run))) throw new RunTakenOver();
          await job.handler(run, tx, afterCommit);
          await markDone(tx, run, deps.now(), elapsed());
        });
      } else {
        await withLease(run, () => job.handler(run, deps.db, afterCommit));
        if (!(await markDone(deps.db, run, deps.now(), elapsed()))) throw new RunTakenOver();
      }
      deps.metrics.finished(job.name, 'done', elapsed());
      for (const work of committed) {
        try {
          work();
        } catch (error) {
          // The run's work is done and committed: a failed notice must not mark it failed.
          deps.log.warn({ err: error, job: job.name }, 'job after-commit work failed');
        }
      }
    } catch (error) {
      if (error instanceof RunTakenOver) {
        deps.log.warn({ job: job.name, period: run.period.key }, 'job run taken over by another node');
        deps.metrics.finished(job.name, 'lost', null);
        return;
      }
      const last = run.attempt >= job.maxAttempts;
      const now = deps.now();
      const backoff = Math.min(job.retryBaseMs * 2 ** (run.attempt - 1), MAX_BACKOFF_MS);
      await markAttemptFailed(deps.db, run, {
        now,
        durationMs: elapsed(),
        error: errorText(error),
        retryAt: last ? null : new Date(now.getTime() + backoff),
      });
      deps.log.error(
        {
          err: error,
          job: job.name,
          merchantId: run.merchantId,
          period: run.period.key,
          attempt: run.attempt,
        },
        last ? 'job run failed for good' : 'job run failed, will retry',
      );
      deps.metrics.finished(job.name, last ? 'failed' : 'retry', elapsed());
    }
  }

  /** Keeps the lease while work outside a transaction runs (a vendor call may be slow). */
  async function withLease<T>(run: ClaimedRun, work: () => Promise<T>): Promise<T> {
    const renew = setInterval(
      () => {
        const now = deps.now();
        renewLease(deps.db, run, new Date(now.getTime() + deps.leaseMs), now).catch((error) =>
          deps.log.warn({ err: error, job: run.job }, 'job lease not renewed'),
        );
      },
      Math.max(deps.leaseMs / 3, 100),
    );
    try {
      return await work();
    } finally {
      clearInterval(renew);
    }
  }

  async function tick(): Promise<void> {
    await createDueRuns(deps.now());
    for (let i = 0; i < MAX_RUNS_PER_TICK && !stopping; i++) {
      const row = await claimNextRun(deps.db, {
        jobs: names,
        nodeId: deps.nodeId,
        now: deps.now(),
        leaseMs: deps.leaseMs,
      });
      if (!row) return;
      await execute(row);
    }
  }

  return {
    jobs: deps.jobs,
    tick,
    start() {
      if (timer || stopping) return;
      timer = setInterval(() => {
        if (inFlight) return;
        inFlight = tick()
          .catch((error) => deps.log.error({ err: error }, 'job tick failed'))
          .finally(() => {
            inFlight = null;
          });
      }, deps.tickMs);
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await inFlight;
    },
  };
}
