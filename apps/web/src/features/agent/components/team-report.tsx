import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataList, type ListQuery } from '../../../components/ui/data-list.tsx';
import type { DataColumn } from '../../../components/ui/data-table.tsx';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatCount, formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, useCurrency } from '../../wallet/index.ts';
import type { TeamReportAsk } from '../api/team-report-query.ts';
import type { TeamRange } from '../api/use-team-overview.ts';
import { TeamFilterForm } from './team-filter-form.tsx';
import type { TeamFilters } from './team-filter-schema.ts';
import { RangeFilter } from './team-range-filter.tsx';
import styles from './team-reports.module.css';

/** What every team list answers: the days it covers, a page of rows, and how many there are. */
export interface TeamReportPage<Row> {
  from: string;
  to: string;
  timeZone: string;
  list: Row[];
  total: number;
  /** The count stopped at its cap: there are more. */
  totalCapped?: boolean;
  totalPages: number;
}

/** Who a row of a team list is about. */
type MemberRow = { account: string; level: number };

/** The member and its level under the agent, the first column of every team list. */
export function teamMemberColumn<Row extends MemberRow>(t: TFunction<'pages'>): DataColumn<Row> {
  return {
    key: 'member',
    header: t('agent.team.columns.member'),
    cell: (row) => (
      <span className={styles.stacked}>
        <span className={styles.breakable}>{row.account}</span>
        <span className={styles.muted}>{t('agent.reports.level_n', { level: row.level })}</span>
      </span>
    ),
  };
}

/** A time of a row, in the site's time zone, whose midnights cut the days asked for. */
export function TimeText({ iso, timeZone }: { iso: string; timeZone: string | undefined }) {
  const language = useLanguage();
  return formatDateTime(iso, language, timeZone);
}

/**
 * A team list's days (today first, like the overview), filters and page: a new range or filter
 * starts again at the first page.
 */
export function useTeamReportAsk<Filters>() {
  const [ask, setAsk] = useState<TeamReportAsk<Partial<Filters>>>({
    range: { period: 'today' },
    filters: {},
    pageNo: 1,
  });
  return {
    ask,
    onRange: (range: TeamRange) => setAsk((current) => ({ ...current, range, pageNo: 1 })),
    onFilter: (filters: Filters) => setAsk((current) => ({ ...current, filters, pageNo: 1 })),
    onPage: (pageNo: number) => setAsk((current) => ({ ...current, pageNo })),
  };
}

interface TeamReportProps<Filters, Data extends TeamReportPage<Row>, Row> {
  report: ReturnType<typeof useTeamReportAsk<Filters>>;
  filters: TeamFilters<Filters>;
  query: ListQuery<Data>;
  /** How many rows the filter found, in words ("1,234 bets"), given the count as text. */
  found: (total: string) => string;
  /** The figures of the whole filter, over every page, above its rows. */
  summary?: (data: Data, currency: Currency) => ReactNode;
  columns: (currency: Currency, timeZone: string | undefined) => ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => string;
  emptyIcon: IconName;
}

/**
 * A team list of spec §2: the days, the filters, how many rows they found over which days (the
 * days the server used, a shortcut's included; a count past its cap reads "10,000+"), the figures
 * of them all, then a page of rows.
 */
export function TeamReport<Filters extends FieldValues, Data extends TeamReportPage<Row>, Row>({
  report,
  filters,
  query,
  found,
  summary,
  columns,
  rowKey,
  emptyIcon,
}: TeamReportProps<Filters, Data, Row>) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const currency = useCurrency();
  const data = query.data;
  return (
    <div className={styles.stack}>
      <RangeFilter range={report.ask.range} onRange={report.onRange} />
      <TeamFilterForm filters={filters} onFilter={report.onFilter} />
      {data && currency ? (
        <div className={styles.head} aria-live="polite">
          <p className={styles.found}>
            {found(`${formatCount(data.total, language)}${data.totalCapped ? '+' : ''}`)}
          </p>
          <p className={styles.range}>{t('agent.team.range', { from: data.from, to: data.to })}</p>
        </div>
      ) : null}
      {data && currency && data.total > 0 ? summary?.(data, currency) : null}
      <div className={styles.scroll}>
        <DataList
          query={query}
          rows={(page) => page.list}
          ready={currency !== undefined}
          columns={currency ? columns(currency, data?.timeZone) : []}
          rowKey={rowKey}
          emptyIcon={emptyIcon}
          paging={(page) => (
            <Pagination
              page={report.ask.pageNo}
              pages={page.totalPages}
              onPage={report.onPage}
              marginPages={1}
              pageRange={5}
              label={t('agent.reports.pages')}
            />
          )}
        />
      </div>
    </div>
  );
}
