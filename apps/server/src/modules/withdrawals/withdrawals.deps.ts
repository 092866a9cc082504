import path from 'node:path';
import type { AppContext } from '../../app-context.ts';
import { ProofStore } from './proof-files.ts';
import type { WithdrawalsDeps } from './withdrawals.service.ts';

/** The withdrawal services' dependencies; proof images live under DATA_DIR, never under IMAGE_DIR. */
export function withdrawalsDepsOf(ctx: AppContext): WithdrawalsDeps {
  return {
    db: ctx.database.db,
    limiter: ctx.accounts.limiter,
    now: ctx.system.now,
    walletEvents: ctx.walletEvents,
    proofs: new ProofStore(path.resolve(ctx.config.DATA_DIR, 'withdrawal-proofs')),
  };
}
