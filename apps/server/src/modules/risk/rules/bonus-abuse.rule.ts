import type { RiskFact } from '@platform/contract/risk-admin';
import { postedCreditsOf } from '../../adjustments/risk-facts.service.ts';
import { stakedBetween } from '../../bets/risk-facts.service.ts';
import { freeRoundGrantsOf } from '../../free-rounds/risk-facts.service.ts';
import { creditedDepositsOf } from '../../payments/risk-facts.service.ts';
import { recentWithdrawals } from './recent-withdrawals.ts';
import { type FoundSignal, fact, HOUR_MS, localDay, maskedBank, type RiskRuleCheck } from './rule.ts';

interface Bonus {
  at: Date;
  amount: number;
  fact: RiskFact;
}

/**
 * Bonus abuse, as far as the data goes without a bonus engine: within `bonusWindowHours` before a
 * withdrawal, a credited deposit, then a bonus (an operator's credit adjustment, or free rounds
 * valued at rounds x stake), then less staked than `bonusWagerPercent` of the bonuses before the
 * withdrawal. Keyed by the withdrawal.
 */
export const bonusAbuseRule: RiskRuleCheck = {
  rule: 'bonus-abuse',
  async evaluate(ctx) {
    const found: FoundSignal[] = [];
    for (const withdrawal of await recentWithdrawals(ctx)) {
      const window = {
        memberIds: [withdrawal.memberId],
        from: new Date(withdrawal.createdAt.getTime() - ctx.settings.bonusWindowHours * HOUR_MS),
        to: withdrawal.createdAt,
      };
      const [deposits, credits, grants] = await Promise.all([
        creditedDepositsOf(ctx.db, window),
        postedCreditsOf(ctx.db, window),
        freeRoundGrantsOf(ctx.db, window),
      ]);
      const deposit = deposits[0];
      if (!deposit) continue;
      const bonuses: Bonus[] = [
        ...credits.map((credit) => ({
          at: credit.postedAt,
          amount: credit.amount,
          fact: fact({
            kind: 'bonus-credit',
            memberId: credit.memberId,
            at: credit.postedAt,
            amount: credit.amount,
            reference: `ADJ${credit.id} ${credit.account}`,
          }),
        })),
        ...grants.map((grant) => ({
          at: grant.createdAt,
          amount: grant.rounds * grant.betAmount,
          fact: fact({
            kind: 'free-rounds',
            memberId: grant.memberId,
            at: grant.createdAt,
            amount: grant.rounds * grant.betAmount,
            reference: `${grant.rounds} x ${grant.betAmount}`,
          }),
        })),
      ]
        .filter((bonus) => bonus.at >= deposit.creditedAt)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
      const first = bonuses[0];
      if (!first) continue;
      const bonusTotal = bonuses.reduce((total, bonus) => total + bonus.amount, 0);
      const staked = await stakedBetween(ctx.db, withdrawal.memberId, first.at, withdrawal.createdAt);
      if (staked * 100 >= bonusTotal * ctx.settings.bonusWagerPercent) continue;
      found.push({
        rule: 'bonus-abuse',
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
          ...bonuses.map((bonus) => bonus.fact),
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
        figures: { bonus: bonusTotal, staked, withdrawal: withdrawal.amount },
      });
    }
    return found;
  },
};
