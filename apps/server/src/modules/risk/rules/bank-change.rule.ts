import { bankAccountsBound, payoutAccountsBefore } from '../../withdrawals/risk-facts.service.ts';
import { recentWithdrawals } from './recent-withdrawals.ts';
import { type FoundSignal, fact, HOUR_MS, localDay, maskedBank, type RiskRuleCheck } from './rule.ts';

/**
 * A change of bank account shortly before a withdrawal: the withdrawal goes to an account bound
 * less than `bankChangeHours` before it, while the member had been paid to, or had bound, another
 * number before (a member's first account is not a change). Keyed by the withdrawal.
 */
export const bankChangeRule: RiskRuleCheck = {
  rule: 'bank-change',
  async evaluate(ctx) {
    const withdrawals = await recentWithdrawals(ctx);
    const bound = new Map(
      (
        await bankAccountsBound(
          ctx.db,
          withdrawals.flatMap((w) => (w.bankAccountId ? [w.bankAccountId] : [])),
        )
      ).map((account) => [account.id, account]),
    );
    const found: FoundSignal[] = [];
    for (const withdrawal of withdrawals) {
      const account = withdrawal.bankAccountId ? bound.get(withdrawal.bankAccountId) : undefined;
      if (!account) continue;
      const ageMs = withdrawal.createdAt.getTime() - account.createdAt.getTime();
      if (ageMs >= ctx.settings.bankChangeHours * HOUR_MS) continue;
      const earlier = (await payoutAccountsBefore(ctx.db, [withdrawal.memberId], account.createdAt)).filter(
        (other) => other.accountNumber !== account.accountNumber,
      );
      if (!earlier.length) continue;
      found.push({
        rule: 'bank-change',
        subject: `withdrawal:${withdrawal.orderNo}`,
        period: localDay(ctx, withdrawal.createdAt),
        memberIds: [withdrawal.memberId],
        facts: [
          ...earlier.map((other) =>
            fact({
              kind: other.kind,
              memberId: other.memberId,
              at: other.at,
              bankAccount: maskedBank(other.bankName, other.accountNumber),
            }),
          ),
          fact({
            kind: 'bank-account',
            memberId: account.memberId,
            at: account.createdAt,
            bankAccount: maskedBank(account.bankName, account.accountNumber),
          }),
          fact({
            kind: 'withdrawal',
            memberId: withdrawal.memberId,
            at: withdrawal.createdAt,
            amount: withdrawal.amount,
            bankAccount: maskedBank(withdrawal.bankName, withdrawal.accountNumber),
            reference: withdrawal.orderNo,
          }),
        ],
        figures: { withdrawal: withdrawal.amount, minutes: Math.floor(ageMs / 60_000) },
      });
    }
    return found;
  },
};
