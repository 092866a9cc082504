import type { TeamOverview } from '@platform/contract/agent-centre';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import type { Currency } from '../../wallet/index.ts';
import styles from './team-overview.module.css';

/** The team's last 30 days: valid bets as bars, the team's profit and loss as a line. */
export default function TeamChart({
  days,
  currency,
}: {
  days: TeamOverview['last30Days'];
  currency: Currency;
}) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const captionId = useId();
  const money = (minor: number) =>
    `${currency.currencySymbol} ${formatMoney(minor, currency.currencyExponent, language)}`;
  // Plotted in whole currency units so the axis picks round ticks; only drawn, never summed. The
  // tooltip writes the exact amount back in minor units.
  const unit = 10 ** currency.currencyExponent;
  const plotted = days.map((day) => ({
    day: day.day,
    validBets: day.validBets / unit,
    profitLoss: day.profitLoss / unit,
  }));
  // A quiet month still gets a scale (0 to 10) rather than five ticks all reading 0.
  const domain: [(low: number) => number, (high: number) => number] = [
    (low) => Math.min(0, low),
    (high) => Math.max(high, 10),
  ];
  const bets = t('agent.team.figures.validBets');
  const profitLoss = t('agent.team.figures.profitLoss');
  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.sectionTitle}>
        {t('agent.team.chart')}
      </figcaption>
      <ComposedChart
        data={plotted}
        responsive
        className={styles.chartArea}
        margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      >
        <CartesianGrid vertical={false} stroke="var(--border)" />
        <XAxis
          dataKey="day"
          tickFormatter={(day: string) => day.slice(5)}
          tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
          minTickGap={16}
        />
        <YAxis
          domain={domain}
          allowDecimals={false}
          tickCount={6}
          tick={{ fill: 'var(--text-muted)', fontSize: 12 }}
          width={56}
        />
        <Tooltip
          formatter={(value) => money(Math.round(Number(value) * unit))}
          contentStyle={{ background: 'var(--surface)', border: '1px solid var(--border)', borderRadius: 8 }}
          labelStyle={{ color: 'var(--text)' }}
        />
        <Bar
          dataKey="validBets"
          name={bets}
          fill="var(--violet)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Line
          dataKey="profitLoss"
          name={profitLoss}
          stroke="var(--accent)"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
      <p className={styles.legend}>
        <span className={styles.legendBets}>{bets}</span>
        <span className={styles.legendLine}>{profitLoss}</span>
      </p>
    </figure>
  );
}
