import { JOB_DEFAULTS, type JobDefinition } from '../../jobs/job.ts';
import type { JobName } from '../../jobs/job-names.ts';
import { parseSchedule, type Schedule } from '../../jobs/schedule.ts';
import { SETTLE_GRACE_MS } from '../agents/settlement-jobs.ts';
import { foldTeamFigures } from './team-fold.ts';

/**
 * Folds each merchant's ledger into its team figures every 30 seconds, up to the settlements' commit
 * grace before now: a team page then reads at most the grace and a run's interval of the ledger live.
 */
export function teamFoldJob(deps: {
  now: () => Date;
  schedules: Partial<Record<JobName, Schedule>>;
  /** TEST_SETTLE_GRACE_SECONDS, tests only: the grace instead of SETTLE_GRACE_MS. */
  graceMs?: number | undefined;
}): JobDefinition {
  return {
    ...JOB_DEFAULTS,
    name: 'team-figures-fold',
    scope: 'merchant',
    schedule: deps.schedules['team-figures-fold'] ?? parseSchedule('every 30s'),
    // Each run folds everything due by then: only the latest period matters.
    catchUp: 1,
    // Each step commits its window with the cursor, so a run cut short leaves a consistent fold and
    // the next run goes on from its cursor; one transaction would hold a long backlog's locks.
    transactional: false,
    async handler(run, db) {
      const until = new Date(deps.now().getTime() - (deps.graceMs ?? SETTLE_GRACE_MS));
      await foldTeamFigures(db, { merchantId: run.merchantId!, until });
    },
  };
}
