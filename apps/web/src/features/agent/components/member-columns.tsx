import { isAgentType } from '@platform/contract/account-constants';
import type { TFunction } from 'i18next';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import styles from './team-overview.module.css';

type TeamRow = { account: string; nickname: string; type: number };

/** Who a row of the agent's team is: account over nickname, then agent or member. */
export function memberColumns<Row extends TeamRow>(t: TFunction<'pages'>): DataColumn<Row>[] {
  return [
    {
      key: 'account',
      header: t('agent.team.columns.member'),
      cell: (row) => (
        <span className={styles.who}>
          <span>{row.account}</span>
          <span className={styles.nickname}>{row.nickname}</span>
        </span>
      ),
    },
    {
      key: 'type',
      header: t('agent.team.columns.type'),
      cell: (row) => t(isAgentType(row.type) ? 'agent.team.types.agent' : 'agent.team.types.member'),
    },
  ];
}
