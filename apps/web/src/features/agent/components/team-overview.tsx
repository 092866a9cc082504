import type { TeamFigures, TeamOverviewRow } from '@platform/contract/agent-centre';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { createLazyArea } from '../../../components/ui/lazy-area.tsx';
import { ListSkeleton, QueryView } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { type Currency, Money, useCurrency } from '../../wallet/index.ts';
import { type TeamRange, useTeamOverview } from '../api/use-team-overview.ts';
import { FigureTile, FigureTiles } from './figure-tiles.tsx';
import { memberColumns } from './member-columns.tsx';
import styles from './team-overview.module.css';
import { RangeFilter } from './team-range-filter.tsx';

const PAGE_SIZE = 20;
/** The chart library loads with the chart, not with the agent centre; its box is reserved meanwhile. */
const LazyTeamChart = createLazyArea(() => import('./team-chart.tsx'), { fallback: null });
const COUNTS = ['members', 'newMembers', 'activeMembers'] as const satisfies ReadonlyArray<keyof TeamFigures>;
const MONEY = ['deposits', 'withdrawals', 'validBets'] as const satisfies ReadonlyArray<keyof TeamFigures>;

function TeamTiles({ team, currency }: { team: TeamFigures; currency: Currency }) {
  const { t } = useTranslation('pages');
  return (
    <FigureTiles label={t('agent.team.whole')}>
      {COUNTS.map((key) => (
        <FigureTile key={key} label={t(`agent.team.figures.${key}`)}>
          {team[key]}
        </FigureTile>
      ))}
      {MONEY.map((key) => (
        <FigureTile key={key} label={t(`agent.team.figures.${key}`)}>
          <Money minor={team[key]} currency={currency} />
        </FigureTile>
      ))}
      <FigureTile label={t('agent.team.figures.profitLoss')}>
        <Money minor={team.profitLoss} currency={currency} signed />
      </FigureTile>
    </FigureTiles>
  );
}

/** The direct downline, each row its own subtree's figures. */
function DownlineTable({
  rows,
  currency,
  busy,
}: {
  rows: TeamOverviewRow[];
  currency: Currency;
  busy: boolean;
}) {
  const { t } = useTranslation('pages');
  const money = (key: (typeof MONEY)[number] | 'profitLoss'): DataColumn<TeamOverviewRow> => ({
    key,
    header: t(`agent.team.figures.${key}`),
    numeric: true,
    cell: (row) => <Money minor={row[key]} currency={currency} signed={key === 'profitLoss'} />,
  });
  const columns: DataColumn<TeamOverviewRow>[] = [
    ...memberColumns<TeamOverviewRow>(t),
    { key: 'members', header: t('agent.team.figures.members'), numeric: true, cell: (row) => row.members },
    {
      key: 'activeMembers',
      header: t('agent.team.figures.activeMembers'),
      numeric: true,
      cell: (row) => row.activeMembers,
    },
    ...MONEY.map(money),
    money('profitLoss'),
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(row) => String(row.id)} busy={busy} />;
}

/** Spec §2 team overview: the whole team's figures, then each direct downline with its own subtree. */
export default function TeamOverviewSection() {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const [range, setRange] = useState<TeamRange>({ period: 'today' });
  const [page, setPage] = useState(1);
  const overview = useTeamOverview(range, page, PAGE_SIZE);
  return (
    <div className={styles.stack}>
      <RangeFilter
        range={range}
        onRange={(next) => {
          setRange(next);
          setPage(1);
        }}
      />
      {currency ? (
        <QueryView query={overview} isEmpty={() => false}>
          {(data) => (
            <>
              <p className={styles.range}>{t('agent.team.range', { from: data.from, to: data.to })}</p>
              <TeamTiles team={data.team} currency={currency} />
              <div className={styles.chartBox}>
                <LazyTeamChart days={data.last30Days} currency={currency} />
              </div>
              <h2 className={styles.sectionTitle}>{t('agent.team.direct', { count: data.total })}</h2>
              {data.list.length > 0 ? (
                <DownlineTable rows={data.list} currency={currency} busy={overview.isPlaceholderData} />
              ) : (
                <p className={styles.range}>{t('agent.team.no_downline')}</p>
              )}
              <Pagination
                page={page}
                pages={data.totalPages}
                onPage={setPage}
                marginPages={1}
                pageRange={5}
                label={t('agent.team.pages')}
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
