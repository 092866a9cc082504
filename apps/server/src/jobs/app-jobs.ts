import type { FastifyBaseLogger } from 'fastify';
import type { Registry } from 'prom-client';
import type { Config } from '../config.ts';
import type { SecretBox } from '../crypto/secret-box.ts';
import type { Database } from '../db/client.ts';
import { transferVendorWallets, VENDOR_CALL_TIMEOUT_MS } from '../modules/wallet/transfer-vendor-client.ts';
import type { WalletEvents } from '../modules/wallet/wallet-events.ts';
import { jobCatalog } from './job-catalog.ts';
import { createJobMetrics } from './job-metrics.ts';
import { createJobRunner, type JobRunner } from './job-runner.ts';

/** The app's job runner over the job catalog, configured from the environment; main.ts starts it. */
export function createAppJobRunner(deps: {
  config: Config;
  db: Database;
  now: () => Date;
  secrets: SecretBox;
  walletEvents: () => WalletEvents;
  metrics: Registry;
  log: FastifyBaseLogger;
}): JobRunner {
  const { config, db, now } = deps;
  const vendorWallet = transferVendorWallets(db, {
    timeoutMs: VENDOR_CALL_TIMEOUT_MS,
    secrets: deps.secrets,
  });
  const jobs = jobCatalog({
    now,
    schedules: config.JOB_SCHEDULES,
    heartbeatSeconds: config.JOB_HEARTBEAT_SECONDS,
    graceMs:
      config.TEST_SETTLE_GRACE_SECONDS === undefined ? undefined : config.TEST_SETTLE_GRACE_SECONDS * 1000,
    transfers: () => ({ db, now, walletEvents: deps.walletEvents(), vendorWallet }),
    walletEvents: deps.walletEvents,
  });
  return createJobRunner({
    db,
    now,
    nodeId: config.NODE_ID,
    jobs,
    tickMs: config.JOB_TICK_MS,
    leaseMs: config.JOB_LEASE_MS,
    log: deps.log,
    metrics: createJobMetrics(deps.metrics, db),
  });
}
