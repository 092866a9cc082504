import { DAILY_AT_MIDNIGHT, periodOfKey } from '../../../jobs/schedule.ts';
import { netWinnersBetween } from '../../bets/risk-facts.service.ts';
import { fact, localDay, type RiskRuleCheck } from './rule.ts';

const DAY_MS = 86_400_000;

/**
 * Big winners: a member whose rounds settled on one local day paid them at least `bigWinAmount`
 * more than they staked. The scan looks at today so far and yesterday whole (a scan just after
 * midnight still sees yesterday's last hour); keyed by member and day.
 */
export const bigWinRule: RiskRuleCheck = {
  rule: 'big-win',
  async evaluate(ctx) {
    const days = [localDay(ctx, new Date(ctx.at.getTime() - DAY_MS)), localDay(ctx, ctx.at)];
    const found = await Promise.all(
      [...new Set(days)].map(async (day) => {
        const period = periodOfKey(DAILY_AT_MIDNIGHT, ctx.timeZone, day);
        if (!period) return [];
        const to = period.end < ctx.at ? period.end : ctx.at;
        const winners = await netWinnersBetween(ctx.db, {
          merchantId: ctx.merchantId,
          from: period.start,
          to,
          minNet: ctx.settings.bigWinAmount,
        });
        return winners.map((winner) => ({
          rule: 'big-win' as const,
          subject: `member:${winner.memberId}`,
          period: day,
          memberIds: [winner.memberId],
          facts: [
            fact({
              kind: 'bets',
              memberId: winner.memberId,
              at: winner.lastAt,
              amount: winner.payout - winner.stake,
              reference: String(winner.rounds),
            }),
          ],
          figures: {
            net: winner.payout - winner.stake,
            stake: winner.stake,
            payout: winner.payout,
            rounds: winner.rounds,
          },
        }));
      }),
    );
    return found.flat();
  },
};
