import { stakedBetween } from '../../bets/risk-facts.service.ts';
import { creditedDepositsOf } from '../../payments/risk-facts.service.ts';
import { recentWithdrawals } from './recent-withdrawals.ts';
import { type FoundSignal, fact, localDay, maskedBank, type RiskRuleCheck } from './rule.ts';

/**
 * Rapid deposit-withdraw cycles: a withdrawal requested within `rapidCycleMinutes` of a credited
 * deposit, for at least `rapidCycleWithdrawPercent` of it, while less than `rapidCyclePlayPercent`
 * of the deposit was staked in between (money washed through the wallet). Keyed by the withdrawal.
 */
export const rapidCycleRule: RiskRuleCheck = {
  rule: 'rapid-cycle',
  async evaluate(ctx) {
    const { settings } = ctx;
    const found: FoundSignal[] = [];
    for (const withdrawal of await recentWithdrawals(ctx)) {
      const deposits = await creditedDepositsOf(ctx.db, {
        memberIds: [withdrawal.memberId],
        from: new Date(withdrawal.createdAt.getTime() - settings.rapidCycleMinutes * 60_000),
        to: withdrawal.createdAt,
      });
      // The latest deposit the withdrawal takes most of: the tightest cycle.
      const deposit = deposits
        .filter((d) => withdrawal.amount * 100 >= d.amount * settings.rapidCycleWithdrawPercent)
        .at(-1);
      if (!deposit) continue;
      const staked = await stakedBetween(
        ctx.db,
        withdrawal.memberId,
        deposit.creditedAt,
        withdrawal.createdAt,
      );
      if (staked * 100 >= deposit.amount * settings.rapidCyclePlayPercent) continue;
      const minutes = Math.floor((withdrawal.createdAt.getTime() - deposit.creditedAt.getTime()) / 60_000);
      found.push({
        rule: 'rapid-cycle',
        subject: `withdrawal:${withdrawal.orderNo}`,
        period: localDay(ctx, withdrawal.createdAt),
        memberIds: [withdrawal.memberId],
        facts: [
          fact({
            kind: 'deposit',
            memberId: deposit.memberId,
            at: deposit.creditedAt,
            amount: deposit.amount,
            reference: deposit.orderNo,
          }),
          fact({ kind: 'bets', memberId: withdrawal.memberId, at: withdrawal.createdAt, amount: staked }),
          fact({
            kind: 'withdrawal',
            memberId: withdrawal.memberId,
            at: withdrawal.createdAt,
            amount: withdrawal.amount,
            bankAccount: maskedBank(withdrawal.bankName, withdrawal.accountNumber),
            reference: withdrawal.orderNo,
          }),
        ],
        figures: { deposit: deposit.amount, withdrawal: withdrawal.amount, staked, minutes },
      });
    }
    return found;
  },
};
