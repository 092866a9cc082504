import { UserLossQuerySchema, type UserLossRow } from '@platform/contract/agent-team-reports';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import { formatCount } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, Money } from '../../wallet/index.ts';
import { type UserLossFilters, useUserLoss } from '../api/use-user-loss.ts';
import { FigureTile, FigureTiles } from './figure-tiles.tsx';
import { teamFilters } from './team-filter-schema.ts';
import { TeamReport, teamMemberColumn, useTeamReportAsk } from './team-report.tsx';
import styles from './team-reports.module.css';

const FILTERS = teamFilters(UserLossQuerySchema, ['account', 'level', 'category', 'vendorCode']);

function useLossColumns(): (currency: Currency) => DataColumn<UserLossRow>[] {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const money = (currency: Currency, key: 'stake' | 'payout' | 'loss'): DataColumn<UserLossRow> => ({
    key,
    header: t(`agent.loss.columns.${key}`),
    numeric: true,
    cell: (row) => <Money minor={row[key]} currency={currency} />,
  });
  return (currency) => [
    teamMemberColumn<UserLossRow>(t),
    {
      key: 'bets',
      header: t('agent.loss.columns.bets'),
      numeric: true,
      cell: (row) => formatCount(row.bets, language),
    },
    money(currency, 'stake'),
    money(currency, 'payout'),
    money(currency, 'loss'),
  ];
}

/**
 * Spec §2 user loss: the team's members who lost over the days (stakes above payouts of their
 * settled rounds), biggest loss first, and what they lost together.
 */
export default function UserLossSection() {
  const { t } = useTranslation('pages');
  const report = useTeamReportAsk<UserLossFilters>();
  const losses = useUserLoss(report.ask);
  const columns = useLossColumns();
  return (
    <TeamReport
      report={report}
      filters={FILTERS}
      query={losses}
      found={(total) => t('agent.loss.found', { total })}
      summary={(data, currency) => (
        <FigureTiles label={t('agent.loss.sums')} className={styles.sums}>
          <FigureTile label={t('agent.loss.total')}>
            <Money minor={data.totalLoss} currency={currency} />
          </FigureTile>
        </FigureTiles>
      )}
      columns={columns}
      rowKey={(row) => String(row.memberId)}
      emptyIcon="inbox"
    />
  );
}
