import type { RiskRule } from '@platform/contract/risk-admin';
import { type SharedKey, sharedActivity } from '../../accounts/risk-facts.service.ts';
import { fact, groupBy, HOUR_MS, localDay, type RiskRuleCheck, uniqueIds } from './rule.ts';

/**
 * Several accounts on one address or device: at least `sharedIpMinAccounts` members logged in or
 * registered with one key within the last `sharedIpHours` (both rules share the thresholds). Keyed
 * by the key and the scan's local day, so a group still sharing tomorrow is raised again tomorrow,
 * once.
 */
export function sharedActivityRule(rule: RiskRule, key: SharedKey): RiskRuleCheck {
  return {
    rule,
    async evaluate(ctx) {
      const activity = await sharedActivity(ctx.db, {
        key,
        merchantId: ctx.merchantId,
        from: new Date(ctx.at.getTime() - ctx.settings.sharedIpHours * HOUR_MS),
        to: ctx.at,
        minAccounts: ctx.settings.sharedIpMinAccounts,
      });
      return [...groupBy(activity, (row) => row.key)].map(([shared, rows]) => {
        const memberIds = uniqueIds(rows.map((row) => row.memberId));
        return {
          rule,
          subject: `${key}:${shared}`,
          period: localDay(ctx, ctx.at),
          memberIds,
          facts: rows.map((row) =>
            fact({
              kind: row.kind,
              memberId: row.memberId,
              at: row.at,
              ip: row.ip,
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
}
