import { createHash } from 'node:crypto';
import { sharedBankAccountUses } from '../../withdrawals/risk-facts.service.ts';
import { fact, groupBy, localDay, maskedBank, type RiskRuleCheck, uniqueIds } from './rule.ts';

/**
 * One bank account shared by several members: at least `sharedBankMinMembers` members bound the
 * number or withdrew to it. The subject is a digest of the number (the evidence shows it masked);
 * the period is the day the last member joined the group, so the same group is raised once and a
 * new member joining raises it again.
 */
export const sharedBankRule: RiskRuleCheck = {
  rule: 'shared-bank',
  async evaluate(ctx) {
    const uses = await sharedBankAccountUses(ctx.db, {
      merchantId: ctx.merchantId,
      minMembers: ctx.settings.sharedBankMinMembers,
    });
    return [...groupBy(uses, (use) => use.accountNumber)].map(([number, rows]) => {
      const memberIds = uniqueIds(rows.map((row) => row.memberId));
      const firstUseOf = memberIds.map((id) =>
        Math.min(...rows.filter((row) => row.memberId === id).map((row) => row.at.getTime())),
      );
      const lastJoined = new Date(Math.max(...firstUseOf));
      return {
        rule: 'shared-bank' as const,
        subject: `bank:${createHash('sha256').update(number).digest('hex').slice(0, 24)}`,
        period: localDay(ctx, lastJoined),
        memberIds,
        facts: rows.map((row) =>
          fact({
            kind: row.kind,
            memberId: row.memberId,
            at: row.at,
            bankAccount: maskedBank(row.bankName, number),
          }),
        ),
        figures: { members: memberIds.length },
      };
    });
  },
};
