import type { Database } from '../db/client.ts';
import type { JobName } from './job-names.ts';
import type { Period, Schedule } from './schedule.ts';

/** One claimed run, as a handler sees it. */
export interface ClaimedRun {
  id: number;
  job: JobName;
  /** Null for a cluster-wide job. */
  merchantId: number | null;
  period: Period;
  /** 1 for the first attempt. */
  attempt: number;
  nodeId: string;
}

/**
 * A job: a name, a schedule and a handler that does one period's work. A merchant job runs once
 * per merchant per period, cut in the merchant's time zone; a cluster job once per period (UTC).
 */
export interface JobDefinition {
  name: JobName;
  scope: 'cluster' | 'merchant';
  schedule: Schedule;
  /** How many past due periods a tick creates when missing (after downtime, the backlog it fills). */
  catchUp: number;
  /**
   * True: the handler runs inside the transaction that marks the run done, on the run's locked row,
   * so its work commits exactly once. False: the work must be idempotent by itself (vendor calls).
   */
  transactional: boolean;
  maxAttempts: number;
  /** The wait before the second attempt; it doubles for each attempt after. */
  retryBaseMs: number;
  /**
   * `db` is the run's transaction for a transactional job. `afterCommit` keeps work that must wait
   * until the run's work is durable (telling members' sockets of the money it moved): the runner
   * does it after the commit, never for a run that rolled back.
   */
  handler(run: ClaimedRun, db: Database, afterCommit: (work: AfterCommit) => void): Promise<void>;
}

/** Work of a run that must wait for its commit, such as events to browsers; it must not throw. */
export type AfterCommit = () => void;

export const JOB_DEFAULTS = { catchUp: 3, maxAttempts: 5, retryBaseMs: 10_000 } as const;
