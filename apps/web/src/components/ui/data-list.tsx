import type { ReactNode } from 'react';
import { type DataColumn, DataTable, type PhoneLayout } from './data-table.tsx';
import type { IconName } from './icon.tsx';
import { ListError, ListSkeleton, QueryView } from './list-states.tsx';

/** The part of a TanStack query a list reads. */
export interface ListQuery<Data> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: Data | undefined;
  refetch: () => unknown;
  /** True while a kept previous page shows under a new request (`keepPreviousData`). */
  isPlaceholderData?: boolean;
}

type ListBody<Row> =
  | {
      /** A table: each column described once. */
      columns: ReadonlyArray<DataColumn<Row>>;
      rowKey: (row: Row) => string;
      phone?: PhoneLayout;
      renderRows?: never;
    }
  | {
      /** Anything else (a list of cards); `busy` is true while a previous page shows. */
      renderRows: (rows: readonly Row[], busy: boolean) => ReactNode;
      columns?: never;
      rowKey?: never;
      phone?: never;
    };

type DataListProps<Data, Row> = ListBody<Row> & {
  query: ListQuery<Data>;
  /** The rows of a loaded page; none shows the spec's empty view. */
  rows: (data: Data) => readonly Row[];
  /** False while something the rows need (the currency) is still loading: the skeleton shows. */
  ready?: boolean;
  emptyIcon?: IconName;
  /** Under the rows of a loaded page: its pagination. */
  paging?: (data: Data) => ReactNode;
};

/**
 * A list fed by a query, with every state of VISUAL.md: loading skeleton, error with retry, empty
 * view, and the rows with their paging.
 */
export function DataList<Data, Row>(props: DataListProps<Data, Row>) {
  const { query, rows, ready = true, emptyIcon, paging } = props;
  // Read before waiting: a TanStack result re-renders its owner only for the fields a render read,
  // so rows that arrive before what they need (the currency) must still be heard arriving.
  void query.data;
  // A failed request is told at once, even while the rest the rows need is still loading.
  if (!ready)
    return query.isError ? (
      <ListError error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      <ListSkeleton />
    );
  const busy = query.isPlaceholderData ?? false;
  return (
    <QueryView query={query} isEmpty={(data) => rows(data).length === 0} emptyIcon={emptyIcon}>
      {(data) => (
        <>
          {props.renderRows ? (
            props.renderRows(rows(data), busy)
          ) : (
            <DataTable
              columns={props.columns}
              rows={rows(data)}
              rowKey={props.rowKey}
              busy={busy}
              phone={props.phone}
            />
          )}
          {paging?.(data)}
        </>
      )}
    </QueryView>
  );
}
