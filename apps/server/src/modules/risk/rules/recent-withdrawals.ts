import { withdrawalsRequestedBetween } from '../../withdrawals/risk-facts.service.ts';
import { type RuleContext, WITHDRAWAL_LOOKBACK_MS } from './rule.ts';

/** The withdrawals the withdrawal rules judge on this scan: those requested in the lookback. */
export function recentWithdrawals(ctx: RuleContext) {
  return withdrawalsRequestedBetween(ctx.db, {
    merchantId: ctx.merchantId,
    from: new Date(ctx.at.getTime() - WITHDRAWAL_LOOKBACK_MS),
    to: ctx.at,
  });
}
