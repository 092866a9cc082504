import { type TeamTransaction, TeamTransactionsQuerySchema } from '@platform/contract/agent-team-reports';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import { type Currency, Money } from '../../wallet/index.ts';
import { type TeamTransactionsFilters, useTeamTransactions } from '../api/use-team-transactions.ts';
import { teamFilters } from './team-filter-schema.ts';
import { TeamReport, TimeText, teamMemberColumn, useTeamReportAsk } from './team-report.tsx';
import styles from './team-reports.module.css';

const FILTERS = teamFilters(TeamTransactionsQuerySchema, ['account', 'level', 'kind']);

/** The columns of the member's account record, with who it is. */
function useTransactionColumns(): (
  currency: Currency,
  timeZone: string | undefined,
) => DataColumn<TeamTransaction>[] {
  const { t } = useTranslation('pages');
  return (currency, timeZone) => [
    {
      key: 'time',
      header: t('funds.columns.time'),
      cell: (row) => <TimeText iso={row.time} timeZone={timeZone} />,
    },
    teamMemberColumn<TeamTransaction>(t),
    {
      key: 'kind',
      header: t('funds.columns.kind'),
      // A kind newer than these words is shown as the server names it.
      cell: (row) => t(`funds.kinds.${row.kind}`, { defaultValue: row.kind }),
    },
    {
      key: 'amount',
      header: t('funds.columns.amount'),
      numeric: true,
      cell: (row) => <Money minor={row.amount} currency={currency} signed />,
    },
    {
      key: 'balanceAfter',
      header: t('funds.columns.balance_after'),
      numeric: true,
      cell: (row) => <Money minor={row.balanceAfter} currency={currency} />,
    },
    {
      key: 'reference',
      header: t('funds.columns.reference'),
      cell: (row) => <span className={styles.reference}>{row.reference}</span>,
    },
  ];
}

/** Spec §2 team transaction: every movement of the team members' cash, newest first. */
export default function TeamTransactionSection() {
  const { t } = useTranslation('pages');
  const report = useTeamReportAsk<TeamTransactionsFilters>();
  const transactions = useTeamTransactions(report.ask);
  const columns = useTransactionColumns();
  return (
    <TeamReport
      report={report}
      filters={FILTERS}
      query={transactions}
      found={(total) => t('agent.transactions.found', { total })}
      columns={columns}
      rowKey={(row) => String(row.id)}
      emptyIcon="clock"
    />
  );
}
