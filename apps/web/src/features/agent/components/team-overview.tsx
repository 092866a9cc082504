import { TEAM_PERIODS, type TeamFigures, type TeamOverviewRow } from '@platform/contract/agent-centre';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../../components/ui/data-table.tsx';
import { createLazyArea } from '../../../components/ui/lazy-area.tsx';
import { ListSkeleton, QueryView } from '../../../components/ui/list-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { type Currency, Money, useCurrency } from '../../wallet/index.ts';
import { type TeamRange, useTeamOverview } from '../api/use-team-overview.ts';
import { memberColumns } from './member-columns.tsx';
import styles from './team-overview.module.css';

const PAGE_SIZE = 20;
/** The chart library loads with the chart, not with the agent centre; its box is reserved meanwhile. */
const LazyTeamChart = createLazyArea(() => import('./team-chart.tsx'), { fallback: null });
const COUNTS = ['members', 'newMembers', 'activeMembers'] as const satisfies ReadonlyArray<keyof TeamFigures>;
const MONEY = ['deposits', 'withdrawals', 'validBets'] as const satisfies ReadonlyArray<keyof TeamFigures>;

function FigureTiles({ team, currency }: { team: TeamFigures; currency: Currency }) {
  const { t } = useTranslation('pages');
  return (
    <ul className={styles.tiles} aria-label={t('agent.team.whole')}>
      {COUNTS.map((key) => (
        <li key={key} className={styles.tile}>
          <span className={styles.tileLabel}>{t(`agent.team.figures.${key}`)}</span>
          <span className={styles.tileValue}>{team[key]}</span>
        </li>
      ))}
      {MONEY.map((key) => (
        <li key={key} className={styles.tile}>
          <span className={styles.tileLabel}>{t(`agent.team.figures.${key}`)}</span>
          <Money minor={team[key]} currency={currency} className={styles.tileValue} />
        </li>
      ))}
      <li className={styles.tile}>
        <span className={styles.tileLabel}>{t('agent.team.figures.profitLoss')}</span>
        <Money minor={team.profitLoss} currency={currency} className={styles.tileValue} signed />
      </li>
    </ul>
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

/** The chosen shortcut, or two days; an unfinished or backwards pair keeps the last answer. */
function RangeFilter({ range, onRange }: { range: TeamRange; onRange: (range: TeamRange) => void }) {
  const { t } = useTranslation('pages');
  const [days, setDays] = useState({ from: '', to: '' });
  const backwards = days.from !== '' && days.to !== '' && days.from > days.to;
  const choose = (next: { from: string; to: string }) => {
    setDays(next);
    if (next.from && next.to && next.from <= next.to) onRange(next);
  };
  return (
    <div className={styles.filters}>
      <fieldset className={styles.shortcuts}>
        <legend className="visually-hidden">{t('agent.team.period')}</legend>
        {TEAM_PERIODS.map((period) => {
          const chosen = 'period' in range && range.period === period;
          return (
            <Button
              key={period}
              size="sm"
              variant={chosen ? 'primary' : 'secondary'}
              aria-pressed={chosen}
              onClick={() => {
                setDays({ from: '', to: '' });
                onRange({ period });
              }}
            >
              {t(`agent.team.periods.${period}`)}
            </Button>
          );
        })}
      </fieldset>
      <label className={styles.dateField}>
        <span>{t('agent.team.from')}</span>
        <input
          type="date"
          value={days.from}
          onChange={(event) => choose({ ...days, from: event.target.value })}
        />
      </label>
      <label className={styles.dateField}>
        <span>{t('agent.team.to')}</span>
        <input
          type="date"
          value={days.to}
          onChange={(event) => choose({ ...days, to: event.target.value })}
        />
      </label>
      {backwards ? (
        <p className={styles.fieldError} role="alert">
          {t('agent.team.backwards')}
        </p>
      ) : null}
    </div>
  );
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
              <FigureTiles team={data.team} currency={currency} />
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
