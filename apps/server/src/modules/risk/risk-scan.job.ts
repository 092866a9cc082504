import { JOB_DEFAULTS, type JobDefinition } from '../../jobs/job.ts';
import type { JobName } from '../../jobs/job-names.ts';
import { parseSchedule, type Schedule } from '../../jobs/schedule.ts';
import { scanRisk } from './risk-scan.service.ts';

/**
 * Scans each merchant's recent data for risk signals every hour. The run's work commits with the
 * run; a re-run, or the next hour's run over overlapping data, raises nothing twice (the signals'
 * unique key), so it evaluates up to the end of its period, not to whenever it happens to run.
 */
export function riskScanJob(deps: { schedules: Partial<Record<JobName, Schedule>> }): JobDefinition {
  return {
    ...JOB_DEFAULTS,
    name: 'risk-scan',
    scope: 'merchant',
    schedule: deps.schedules['risk-scan'] ?? parseSchedule('0 * * * *'),
    // Each run looks back far enough to cover the hours before it: only the latest period matters.
    catchUp: 1,
    transactional: true,
    async handler(run, tx) {
      await scanRisk(tx, { merchantId: run.merchantId!, at: run.period.end });
    },
  };
}
