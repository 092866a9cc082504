import { JOB_DEFAULTS, type JobDefinition } from '../../jobs/job.ts';
import type { JobName } from '../../jobs/job-names.ts';
import { parseSchedule, type Schedule } from '../../jobs/schedule.ts';
import { purgeExpiredKycDocuments } from './kyc-retention.service.ts';

/**
 * Deletes each merchant's KYC document contents past retention, hourly. A purged document is
 * marked, so a second run of a period (or an overlapping one) deletes nothing twice.
 */
export function kycRetentionJob(deps: {
  now: () => Date;
  schedules: Partial<Record<JobName, Schedule>>;
}): JobDefinition {
  return {
    ...JOB_DEFAULTS,
    name: 'kyc-document-retention',
    scope: 'merchant',
    schedule: deps.schedules['kyc-document-retention'] ?? parseSchedule('0 * * * *'),
    // Each run purges everything due by then: only the latest period matters.
    catchUp: 1,
    transactional: true,
    async handler(run, tx) {
      await purgeExpiredKycDocuments(tx, { merchantId: run.merchantId!, now: deps.now() });
    },
  };
}
