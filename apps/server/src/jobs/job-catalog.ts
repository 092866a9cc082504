import { eq } from 'drizzle-orm';
import { agentSettlementJobs } from '../modules/agents/settlement-jobs.ts';
import { recomputeDailyTurnover } from '../modules/bets/turnover.service.ts';
import { kycRetentionJob } from '../modules/kyc/kyc-retention.job.ts';
import { lotteryDrawsJob } from '../modules/lottery/lottery.job.ts';
import { merchants } from '../modules/merchants/merchants.tables.ts';
import { riskScanJob } from '../modules/risk/risk-scan.job.ts';
import { teamFoldJob } from '../modules/team-figures/team-fold.job.ts';
import {
  settlePendingVendorTransfers,
  type VendorTransferDeps,
} from '../modules/wallet/vendor-transfers.service.ts';
import type { WalletEvents } from '../modules/wallet/wallet-events.ts';
import { sweepReceiptDeadlines } from '../modules/withdrawals/withdrawals.service.ts';
import { JOB_DEFAULTS, type JobDefinition } from './job.ts';
import type { JobName } from './job-names.ts';
import { jobRunsRetentionJob } from './job-runs-retention.ts';
import { jobHeartbeats } from './jobs.tables.ts';
import { DAILY_AT_MIDNIGHT, parseSchedule, periodOfKey, type Schedule } from './schedule.ts';
import { localDate } from './zoned-time.ts';

/** A move younger than this may still be waiting on its own vendor call: leave it alone. */
const SETTLE_AFTER_MS = 60_000;
const SETTLE_BATCH = 200;

export interface JobCatalogDeps {
  now: () => Date;
  /** Read when the reconciliation runs (the wallet events are built after the runner). */
  transfers: () => VendorTransferDeps;
  /** Where money moved by a job is announced to members' sockets; read after the run commits. */
  walletEvents: () => WalletEvents;
  /** JOB_SCHEDULES: schedules instead of the defaults below. */
  schedules: Partial<Record<JobName, Schedule>>;
  /** JOB_HEARTBEAT_SECONDS: the heartbeat job exists only when set. */
  heartbeatSeconds: number | undefined;
  /** TEST_SETTLE_GRACE_SECONDS in ms, tests only: the agent settlements' and team fold's commit grace. */
  graceMs?: number | undefined;
}

/** Every job this server runs, with its schedule after JOB_SCHEDULES. */
export function jobCatalog(deps: JobCatalogDeps): JobDefinition[] {
  const schedule = (name: JobName, fallback: string) => deps.schedules[name] ?? parseSchedule(fallback);
  const jobs: JobDefinition[] = [
    {
      ...JOB_DEFAULTS,
      name: 'vendor-transfer-reconciliation',
      scope: 'cluster',
      schedule: schedule('vendor-transfer-reconciliation', 'every 60s'),
      // Only the latest minute matters: each run settles everything pending by then.
      catchUp: 1,
      // Vendor calls cannot roll back: each step is idempotent by the transfer key instead.
      transactional: false,
      async handler() {
        await settlePendingVendorTransfers(deps.transfers(), {
          olderThanMs: SETTLE_AFTER_MS,
          limit: SETTLE_BATCH,
        });
      },
    },
    {
      ...JOB_DEFAULTS,
      name: 'withdrawal-receipt-sweep',
      scope: 'cluster',
      schedule: schedule('withdrawal-receipt-sweep', 'every 60s'),
      // Each run closes every payout overdue by then: only the latest minute matters.
      catchUp: 1,
      transactional: true,
      async handler(_run, tx) {
        await sweepReceiptDeadlines({ db: tx, now: deps.now });
      },
    },
    {
      ...JOB_DEFAULTS,
      name: 'member-daily-turnover',
      scope: 'merchant',
      schedule: schedule('member-daily-turnover', '0 0 * * *'),
      transactional: true,
      async handler(run, tx) {
        // The whole local day the period starts in, whatever the schedule: hourly runs refresh today.
        const [merchant] = await tx
          .select({ timeZone: merchants.timeZone })
          .from(merchants)
          .where(eq(merchants.id, run.merchantId!));
        const zone = merchant!.timeZone;
        const day = periodOfKey(DAILY_AT_MIDNIGHT, zone, localDate(run.period.start, zone))!;
        await recomputeDailyTurnover(tx, {
          merchantId: run.merchantId!,
          day: day.key,
          start: day.start,
          end: day.end,
        });
      },
    },
    ...agentSettlementJobs(deps),
    teamFoldJob(deps),
    riskScanJob(deps),
    kycRetentionJob(deps),
    lotteryDrawsJob(deps),
    jobRunsRetentionJob(deps),
  ];
  if (deps.heartbeatSeconds)
    jobs.push({
      ...JOB_DEFAULTS,
      name: 'heartbeat',
      scope: 'cluster',
      schedule: schedule('heartbeat', `every ${deps.heartbeatSeconds}s`),
      catchUp: 10,
      transactional: true,
      async handler(run, tx) {
        await tx.insert(jobHeartbeats).values({
          periodKey: run.period.key,
          nodeId: run.nodeId,
          ranAt: deps.now(),
        });
      },
    });
  return jobs;
}
