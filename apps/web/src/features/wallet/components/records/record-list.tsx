import type { ReactNode } from 'react';
import { DataList, type ListQuery } from '../../../../components/ui/data-list.tsx';
import type { DataColumn } from '../../../../components/ui/data-table.tsx';
import type { IconName } from '../../../../components/ui/icon.tsx';
import { type Currency, useCurrency } from '../money.tsx';
import styles from '../wallet-pages.module.css';
import { Pager, RecordFilters, usePaging, useRecordFilter } from './record-filters.tsx';

/** A record list's filter and page; any new filter goes back to the first page. */
export function useRecordListing() {
  const { filter, choose, setDays } = useRecordFilter();
  const { paging, firstPage, pagerProps } = usePaging();
  return {
    /** What to ask the server for: the chosen window and page. */
    request: { ...filter.window, ...paging },
    firstPage,
    pagerProps,
    filterProps: {
      filter,
      onShortcut: (shortcut: Parameters<typeof choose>[0]) => {
        choose(shortcut);
        firstPage();
      },
      onDays: (from: string, to: string) => {
        setDays(from, to);
        firstPage();
      },
    },
  };
}

interface RecordPage<Row> {
  list: readonly Row[];
  page: number;
  total: number;
}

interface RecordListProps<Row> {
  listing: ReturnType<typeof useRecordListing>;
  query: ListQuery<RecordPage<Row>>;
  /** The columns, once the wallet's currency is known to format the amounts. */
  columns: (currency: Currency) => ReadonlyArray<DataColumn<Row>>;
  rowKey: (row: Row) => string;
  emptyIcon: IconName;
  /** Filters beside the dates (the account record's kind). */
  extraFilters?: ReactNode;
}

/** A member-centre record: date filters, then one page of rows with the page size and the pager. */
export function RecordList<Row>({
  listing,
  query,
  columns,
  rowKey,
  emptyIcon,
  extraFilters,
}: RecordListProps<Row>) {
  const currency = useCurrency();
  return (
    <div className={styles.stack}>
      <RecordFilters {...listing.filterProps}>{extraFilters}</RecordFilters>
      <DataList
        query={query}
        ready={currency !== undefined}
        rows={(data) => data.list}
        columns={currency ? columns(currency) : []}
        rowKey={rowKey}
        emptyIcon={emptyIcon}
        paging={(data) => <Pager {...listing.pagerProps(data)} />}
      />
    </div>
  );
}
