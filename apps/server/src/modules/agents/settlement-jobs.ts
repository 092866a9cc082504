import type { ContractPeriod } from '@platform/contract/agent-contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { JOB_DEFAULTS, type JobDefinition } from '../../jobs/job.ts';
import type { JobName } from '../../jobs/job-names.ts';
import { type Period, parseSchedule, periodKey, type Schedule } from '../../jobs/schedule.ts';
import { localDate } from '../../jobs/zoned-time.ts';
import { merchants } from '../merchants/merchants.tables.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { type SettlementWindow, settleWindow } from './settlement.service.ts';

/**
 * A settlement runs this long after its window closes, so a bet whose transaction stamped its
 * settlement just before the boundary and committed just after is already visible: the schedules
 * fire two minutes past each boundary and the window is the run's period moved back by as much.
 * Consecutive windows still meet exactly, so every bet falls in one window.
 */
export const SETTLE_GRACE_MS = 120_000;

/**
 * The job of each contract period, its default schedule, and how many missed windows a tick fills
 * after downtime: an hour of real-time windows, six hours, three days, two weeks or months. A longer
 * outage is re-run from the operator's jobs screen, window by window (each still pays once).
 */
export const SETTLEMENT_JOBS: Record<ContractPeriod, { name: JobName; schedule: string; catchUp: number }> = {
  RT: { name: 'agent-settlement-realtime', schedule: '0 2-59/5 * * * *', catchUp: 12 },
  H: { name: 'agent-settlement-hourly', schedule: '0 2 * * * *', catchUp: 6 },
  D: { name: 'agent-settlement-daily', schedule: '0 2 0 * * *', catchUp: 3 },
  W: { name: 'agent-settlement-weekly', schedule: '0 2 0 * * 1', catchUp: 2 },
  SM: { name: 'agent-settlement-semimonthly', schedule: '0 2 0 1,16 * *', catchUp: 2 },
  M: { name: 'agent-settlement-monthly', schedule: '0 2 0 1 * *', catchUp: 2 },
};

/** Sub-daily windows are named by their local start time (with the offset when clocks fall back). */
const SUB_DAILY = parseSchedule('0 * * * *');

/** The window a run settles: its period moved back by the grace, named in the merchant's calendar. */
export function settlementWindow(
  period: ContractPeriod,
  timeZone: string,
  run: Period,
  graceMs = SETTLE_GRACE_MS,
): SettlementWindow {
  const start = new Date(run.start.getTime() - graceMs);
  const end = new Date(run.end.getTime() - graceMs);
  const key =
    period === 'RT' || period === 'H' ? periodKey(SUB_DAILY, timeZone, start) : localDate(start, timeZone);
  return { period, key, start, end };
}

/** The settlement jobs, one per contract period, each once per merchant per window. */
export function agentSettlementJobs(deps: {
  now: () => Date;
  schedules: Partial<Record<JobName, Schedule>>;
  /** Told of the agents' new balances once the run commits, so their open pages show the pay. */
  walletEvents: () => WalletEvents;
  /** TEST_SETTLE_GRACE_SECONDS, tests only: the grace instead of SETTLE_GRACE_MS. */
  graceMs?: number | undefined;
}): JobDefinition[] {
  return (Object.entries(SETTLEMENT_JOBS) as [ContractPeriod, (typeof SETTLEMENT_JOBS)['RT']][]).map(
    ([period, job]) => ({
      ...JOB_DEFAULTS,
      name: job.name,
      scope: 'merchant',
      schedule: deps.schedules[job.name] ?? parseSchedule(job.schedule),
      catchUp: job.catchUp,
      // The payout rows and their postings commit with the run's done mark: exactly once.
      transactional: true,
      async handler(run, tx: Database, afterCommit) {
        const [merchant] = await tx
          .select({ timeZone: merchants.timeZone })
          .from(merchants)
          .where(eq(merchants.id, run.merchantId!));
        const window = settlementWindow(period, merchant!.timeZone, run.period, deps.graceMs);
        const { posted } = await settleWindow(tx, { merchantId: run.merchantId!, window, now: deps.now() });
        afterCommit(() => {
          for (const transfer of posted) deps.walletEvents().publishPosted(run.merchantId!, transfer);
        });
      },
    }),
  );
}
