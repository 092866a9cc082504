import type { TeamMember } from '@platform/contract/agent-centre';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputBox } from '../../../components/form/input-box.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { ListSkeleton, QueryView } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, Money, useCurrency } from '../../wallet/index.ts';
import { type TeamMembersAsk, useTeamMembers } from '../api/use-team-members.ts';
import { memberColumns } from './member-columns.tsx';
import styles from './team-overview.module.css';

function MembersTable({
  rows,
  currency,
  busy,
  onOpen,
}: {
  rows: TeamMember[];
  currency: Currency;
  busy: boolean;
  onOpen: (member: TeamMember) => void;
}) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const columns: DataColumn<TeamMember>[] = [
    ...memberColumns<TeamMember>(t),
    { key: 'level', header: t('agent.manage.level'), numeric: true, cell: (row) => row.level },
    {
      key: 'downline',
      header: t('agent.manage.downline'),
      numeric: true,
      cell: (row) =>
        row.downlineCount > 0 ? (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onOpen(row)}
            aria-label={t('agent.manage.open', { account: row.account, count: row.downlineCount })}
          >
            {row.downlineCount}
          </Button>
        ) : (
          0
        ),
    },
    {
      key: 'balance',
      header: t('agent.manage.balance'),
      numeric: true,
      cell: (row) => <Money minor={row.balance} currency={currency} />,
    },
    {
      key: 'lastLogin',
      header: t('agent.manage.last_login'),
      cell: (row) => (row.lastLoginAt ? formatDateTime(row.lastLoginAt, language) : t('agent.manage.never')),
    },
    {
      key: 'joined',
      header: t('agent.manage.joined'),
      cell: (row) => formatDateTime(row.createdAt, language),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(row) => String(row.id)} busy={busy} />;
}

/** The search of the whole team by the start of an account; empty goes back to browsing. */
function SearchForm({ onSearch }: { onSearch: (account: string | undefined) => void }) {
  const { t } = useTranslation('pages');
  const [text, setText] = useState('');
  return (
    <search>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <InputBox
          label={t('agent.manage.search')}
          value={text}
          onValue={setText}
          maxLength={64}
          icon="search"
        />
        <Button type="submit" size="sm">
          {t('agent.manage.search_button')}
        </Button>
      </form>
    </search>
  );
}

/** Spec §2 team management: the agent's tree a level at a time, or its team searched by account. */
export default function TeamManagementSection() {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const [ask, setAsk] = useState<TeamMembersAsk>({ pageNo: 1 });
  const members = useTeamMembers(ask);
  return (
    <div className={styles.stack}>
      <SearchForm onSearch={(account) => setAsk(account ? { account, pageNo: 1 } : { pageNo: 1 })} />
      {currency ? (
        <QueryView query={members} isEmpty={() => false}>
          {(data) => (
            <>
              {data.path.length > 0 ? (
                <nav aria-label={t('agent.manage.path')} className={styles.filters}>
                  {data.path.map((step, index) => (
                    <Button
                      key={step.id}
                      size="sm"
                      variant={index === data.path.length - 1 ? 'primary' : 'secondary'}
                      aria-current={index === data.path.length - 1 ? 'location' : undefined}
                      onClick={() => setAsk(index === 0 ? { pageNo: 1 } : { parentId: step.id, pageNo: 1 })}
                    >
                      {step.account}
                    </Button>
                  ))}
                </nav>
              ) : (
                <p className={styles.range}>
                  {t('agent.manage.found', { count: data.total, account: ask.account })}
                </p>
              )}
              {data.list.length > 0 ? (
                <MembersTable
                  rows={data.list}
                  currency={currency}
                  busy={members.isPlaceholderData}
                  onOpen={(member) => setAsk({ parentId: member.id, pageNo: 1 })}
                />
              ) : (
                <p className={styles.range}>
                  {t(ask.account ? 'agent.manage.none_found' : 'agent.team.no_downline')}
                </p>
              )}
              <Pagination
                page={ask.pageNo}
                pages={data.totalPages}
                onPage={(pageNo) => setAsk({ ...ask, pageNo })}
                marginPages={1}
                pageRange={5}
                label={t('agent.manage.pages')}
              />
            </>
          )}
        </QueryView>
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
