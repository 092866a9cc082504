import type { Database } from '../../db/client.ts';
import { JOB_DEFAULTS, type JobDefinition } from '../../jobs/job.ts';
import type { JobName } from '../../jobs/job-names.ts';
import { parseSchedule, type Schedule } from '../../jobs/schedule.ts';
import type { WalletEvents } from '../wallet/wallet-events.ts';
import { drawDue, openDraws } from './lottery-draws.service.ts';
import { settleDrawn } from './lottery-settlement.service.ts';

/**
 * One pass of the lotteries' work, in the order a draw lives it: the running and next draws
 * opened (their seeds committed), every due draw drawn, every drawn draw settled. Each step is
 * idempotent on its own (status changes guarded, postings keyed by slip), so passes may overlap,
 * repeat, or come late after downtime: a missed draw is drawn with its committed seed, never skipped.
 */
export async function runLotteryPass(deps: { db: Database; now: () => Date; walletEvents: WalletEvents }) {
  const opened = await openDraws(deps.db, deps.now());
  const drawn = await drawDue(deps.db, deps.now());
  const settled = await settleDrawn(deps);
  return { opened, drawn, settled };
}

/** The lotteries' pass every 5 seconds, cluster-wide: a fast lottery's result shows seconds after its time. */
export function lotteryDrawsJob(deps: {
  now: () => Date;
  walletEvents: () => WalletEvents;
  schedules: Partial<Record<JobName, Schedule>>;
}): JobDefinition {
  return {
    ...JOB_DEFAULTS,
    name: 'lottery-draws',
    scope: 'cluster',
    schedule: deps.schedules['lottery-draws'] ?? parseSchedule('every 5s'),
    // Each pass takes everything due by then: only the latest period matters.
    catchUp: 1,
    // Its own transactions, one per step and batch: members are told of wins as each commits.
    transactional: false,
    maxAttempts: 2,
    // Not transactional: `db` is the database itself.
    async handler(_run, db) {
      await runLotteryPass({ db, now: deps.now, walletEvents: deps.walletEvents() });
    },
  };
}
