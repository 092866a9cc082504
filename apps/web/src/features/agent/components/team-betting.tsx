import { type TeamBet, TeamBetsQuerySchema } from '@platform/contract/agent-team-reports';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, Money } from '../../wallet/index.ts';
import { type TeamBetsFilters, useTeamBets } from '../api/use-team-bets.ts';
import { FigureTile, FigureTiles } from './figure-tiles.tsx';
import { teamFilters } from './team-filter-schema.ts';
import { TeamReport, TimeText, teamMemberColumn, useTeamReportAsk } from './team-report.tsx';
import styles from './team-reports.module.css';

const FILTERS = teamFilters(TeamBetsQuerySchema, ['account', 'level', 'category', 'vendorCode']);

function useBetColumns(): (currency: Currency, timeZone: string | undefined) => DataColumn<TeamBet>[] {
  const { t } = useTranslation('pages');
  return (currency, timeZone) => {
    const money = (key: 'stake' | 'payout'): DataColumn<TeamBet> => ({
      key,
      header: t(`funds.columns.${key}`),
      numeric: true,
      cell: (row) => <Money minor={row[key]} currency={currency} />,
    });
    return [
      {
        key: 'placedAt',
        header: t('agent.bets.placed'),
        cell: (row) => <TimeText iso={row.placedAt} timeZone={timeZone} />,
      },
      teamMemberColumn<TeamBet>(t),
      {
        key: 'game',
        header: t('funds.columns.game'),
        cell: (row) => (
          <span className={styles.stacked}>
            <span className={styles.breakable}>{row.gameName ?? row.gameCode}</span>
            <span className={styles.muted}>
              {row.category ? `${row.vendorCode} · ${t(`category.${row.category}`)}` : row.vendorCode}
            </span>
          </span>
        ),
      },
      {
        key: 'status',
        header: t('agent.bets.status'),
        cell: (row) => (
          <span className={styles.status} data-status={row.status}>
            {t(`agent.bets.statuses.${row.status}`)}
          </span>
        ),
      },
      money('stake'),
      money('payout'),
      {
        key: 'result',
        header: t('funds.columns.result'),
        numeric: true,
        // Only a settled round has a result: an open one may still pay.
        cell: (row) =>
          row.status === 'settled' ? (
            <Money minor={row.payout - row.stake} currency={currency} signed />
          ) : (
            '—'
          ),
      },
    ];
  };
}

/** Spec §2 team betting: every round the agent's team played, newest first, and their sums. */
export default function TeamBettingSection() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const report = useTeamReportAsk<TeamBetsFilters>();
  const bets = useTeamBets(report.ask);
  const columns = useBetColumns();
  return (
    <TeamReport
      report={report}
      filters={FILTERS}
      query={bets}
      found={(total) => t('agent.bets.found', { total })}
      summary={({ sums }, currency) => (
        <FigureTiles label={t('agent.bets.sums')} className={styles.sums}>
          <FigureTile label={t('agent.bets.count')}>{formatCount(sums.bets, language)}</FigureTile>
          <FigureTile label={t('funds.columns.stake')}>
            <Money minor={sums.stake} currency={currency} />
          </FigureTile>
          <FigureTile label={t('funds.columns.payout')}>
            <Money minor={sums.payout} currency={currency} />
          </FigureTile>
        </FigureTiles>
      )}
      columns={columns}
      rowKey={(row) => String(row.id)}
      emptyIcon="ticket"
    />
  );
}
