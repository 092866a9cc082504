import type { FastifyBaseLogger } from 'fastify';
import {
  settlePendingVendorTransfers,
  type VendorTransferDeps,
} from '../modules/wallet/vendor-transfers.service.ts';

/** A move younger than this may still be waiting on its own vendor call: leave it alone. */
const SETTLE_AFTER_MS = 60_000;
const BATCH = 200;

/**
 * Every interval, asks vendors about moves left pending (spec §7 GCS_walletTransfer, DESIGN §7).
 * Correctness does not depend on it running once or on one node: each step is idempotent by the
 * transfer id. Returns a stop function for shutdown.
 */
export function startVendorTransferReconciliation(
  deps: VendorTransferDeps,
  options: { intervalMs: number; log: FastifyBaseLogger },
): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      const tally = await settlePendingVendorTransfers(deps, { olderThanMs: SETTLE_AFTER_MS, limit: BATCH });
      if (tally.done || tally.reversed)
        options.log.info({ ...tally }, 'settled pending vendor wallet transfers');
    } catch (error) {
      options.log.error({ err: error }, 'vendor wallet reconciliation failed');
    } finally {
      running = false;
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
