import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { JOB_DEFAULTS, type JobDefinition } from './job.ts';
import type { JobName } from './job-names.ts';
import { jobRuns } from './jobs.tables.ts';
import { parseSchedule, type Schedule } from './schedule.ts';

/** How long a finished run stays on the jobs screen: a month of history, never the table's whole life. */
export const JOB_RUNS_KEPT_DAYS = 30;

/**
 * Deletes the runs that finished well before `now`. Jobs that run every few seconds (the lotteries'
 * pass) write thousands of runs a day; kept forever they would slow the jobs screen and the claim.
 * Pending, running and failed runs are kept whatever their age: they are work or evidence.
 */
export async function pruneFinishedRuns(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - JOB_RUNS_KEPT_DAYS * 86_400_000);
  const deleted = await db
    .delete(jobRuns)
    .where(and(eq(jobRuns.status, 'done'), lt(jobRuns.finishedAt, before)))
    .returning({ id: jobRuns.id });
  return deleted.length;
}

export function jobRunsRetentionJob(deps: {
  now: () => Date;
  schedules: Partial<Record<JobName, Schedule>>;
}): JobDefinition {
  return {
    ...JOB_DEFAULTS,
    name: 'job-runs-retention',
    scope: 'cluster',
    schedule: deps.schedules['job-runs-retention'] ?? parseSchedule('30 3 * * *'),
    // Each run deletes everything old enough by then: only the latest day matters.
    catchUp: 1,
    transactional: true,
    async handler(_run, tx) {
      await pruneFinishedRuns(tx, deps.now());
    },
  };
}
