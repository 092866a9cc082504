import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { jobRuns } from './jobs.tables.ts';

/** How an attempt ended on this node: done, retry (failed, will run again), failed (for good), lost (taken over). */
export type AttemptOutcome = 'done' | 'retry' | 'failed' | 'lost';

export interface JobMetrics {
  finished(job: string, outcome: AttemptOutcome, durationMs: number | null): void;
}

/**
 * This node's attempts (job_runs_total, job_run_duration_seconds) and, read from the database
 * at each scrape, the cluster's runs not done yet by job and status (job_runs_open).
 */
export function createJobMetrics(registry: Registry, db: Database): JobMetrics {
  const attempts = new Counter({
    name: 'job_runs_total',
    help: 'Job run attempts finished on this node, by job and outcome (done, retry, failed, lost)',
    labelNames: ['job', 'status'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'job_run_duration_seconds',
    help: 'Time a job run attempt took on this node, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  new Gauge({
    name: 'job_runs_open',
    help: 'Runs in the whole cluster not done yet, by job and status (pending, running, failed)',
    labelNames: ['job', 'status'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const rows = await db
          .select({ job: jobRuns.job, status: jobRuns.status, count: sql<number>`count(*)::int` })
          .from(jobRuns)
          .where(sql`${jobRuns.status} <> 'done'`)
          .groupBy(jobRuns.job, jobRuns.status);
        for (const row of rows) this.set({ job: row.job, status: row.status }, row.count);
      } catch {
        // The database unreachable: the scrape still answers (db_pool_connections and readiness tell why), without these series.
      }
    },
  });
  return {
    finished(job, outcome, durationMs) {
      attempts.inc({ job, status: outcome });
      if (durationMs !== null) duration.observe({ job }, durationMs / 1000);
    },
  };
}
