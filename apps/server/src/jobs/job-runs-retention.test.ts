import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../test/test-app.ts';
import { JOB_DEFAULTS, type JobDefinition } from './job.ts';
import { createJobRunner } from './job-runner.ts';
import { JOB_RUNS_KEPT_DAYS, jobRunsRetentionJob } from './job-runs-retention.ts';
import { jobRuns } from './jobs.tables.ts';
import { parseSchedule } from './schedule.ts';

const clock = testClock(new Date().toISOString());
const DAY_MS = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});

/** A job every 10 s that succeeds, and one that always fails: the runs the retention finds. */
const ticking: JobDefinition = {
  ...JOB_DEFAULTS,
  name: 'heartbeat',
  scope: 'cluster',
  schedule: parseSchedule('every 10s'),
  catchUp: 1,
  transactional: true,
  async handler() {},
};
const failing: JobDefinition = {
  ...ticking,
  name: 'risk-scan',
  maxAttempts: 1,
  async handler() {
    throw new Error('the data source is down');
  },
};

const runner = (jobs: JobDefinition[]) =>
  createJobRunner({
    db: t.database.db,
    now: clock.now,
    nodeId: 'retention-node',
    jobs,
    tickMs: 1000,
    leaseMs: 30_000,
    log: t.app.log,
    metrics: { finished() {} },
  });

const runsOf = async (job: string) => t.database.db.select().from(jobRuns).where(eq(jobRuns.job, job));

describe('job runs retention', () => {
  it('deletes finished runs older than the kept days and keeps recent, failed and pending ones', async () => {
    const work = runner([ticking, failing]);
    for (let i = 0; i < 3; i++) {
      clock.advance(10_000);
      await work.tick();
    }
    const old = await runsOf('heartbeat');
    expect(old.length).toBeGreaterThanOrEqual(3);
    const failed = await runsOf('risk-scan');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((run) => run.status === 'failed')).toBe(true);

    clock.advance((JOB_RUNS_KEPT_DAYS + 1) * DAY_MS);
    clock.advance(10_000);
    await runner([ticking]).tick();
    const retention = jobRunsRetentionJob({
      now: clock.now,
      schedules: { 'job-runs-retention': parseSchedule('every 1h') },
    });
    await runner([retention]).tick();

    const left = await runsOf('heartbeat');
    // The month-old runs are gone; the run of the last ten seconds stays.
    expect(left.map((run) => run.id).filter((id) => old.some((o) => o.id === id))).toEqual([]);
    expect(left.length).toBeGreaterThanOrEqual(1);
    expect(left.every((run) => run.status === 'done')).toBe(true);
    // A failed run is evidence: kept whatever its age.
    expect((await runsOf('risk-scan')).map((run) => run.id)).toEqual(failed.map((run) => run.id));
    expect((await runsOf('job-runs-retention')).map((run) => run.status)).toContain('done');
  });
});
