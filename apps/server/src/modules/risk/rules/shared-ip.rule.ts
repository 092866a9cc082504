import { sharedAddressActivity } from '../../accounts/risk-facts.service.ts';
import { fact, groupBy, HOUR_MS, localDay, type RiskRuleCheck, uniqueIds } from './rule.ts';

/**
 * Several accounts on one address: at least `sharedIpMinAccounts` members logged in or registered
 * from one IP within the last `sharedIpHours`. Keyed by the address and the scan's local day, so a
 * group still sharing tomorrow is raised again tomorrow, once.
 */
export const sharedIpRule: RiskRuleCheck = {
  rule: 'shared-ip',
  async evaluate(ctx) {
    const activity = await sharedAddressActivity(ctx.db, {
      merchantId: ctx.merchantId,
      from: new Date(ctx.at.getTime() - ctx.settings.sharedIpHours * HOUR_MS),
      to: ctx.at,
      minAccounts: ctx.settings.sharedIpMinAccounts,
    });
    const byIp = groupBy(activity, (row) => row.ip);
    return [...byIp].map(([ip, rows]) => {
      const memberIds = uniqueIds(rows.map((row) => row.memberId));
      return {
        rule: 'shared-ip' as const,
        subject: `ip:${ip}`,
        period: localDay(ctx, ctx.at),
        memberIds,
        facts: rows.map((row) =>
          fact({
            kind: row.kind,
            memberId: row.memberId,
            at: row.at,
            ip,
            userAgent: row.userAgent,
            // How many logins the line folds; a registration happens once.
            reference: row.kind === 'login' ? String(row.count) : null,
          }),
        ),
        figures: { accounts: memberIds.length, hours: ctx.settings.sharedIpHours },
      };
    });
  },
};
