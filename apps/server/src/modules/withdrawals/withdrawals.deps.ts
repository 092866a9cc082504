import type { AppContext } from '../../app-context.ts';
import type { WithdrawalsDeps } from './withdrawals.service.ts';

/** The withdrawal services' dependencies. */
export function withdrawalsDepsOf(ctx: AppContext): WithdrawalsDeps {
  return {
    db: ctx.database.db,
    limiter: ctx.accounts.limiter,
    now: ctx.system.now,
    walletEvents: ctx.walletEvents,
  };
}
