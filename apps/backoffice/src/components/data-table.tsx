import { Button, Group, Loader, Pagination, ScrollArea, Table, Text } from '@mantine/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowData,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../lib/csv.ts';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Figures (money, counts): right-aligned, so their digits line up. */
    numeric?: boolean;
  }
}

/** A figure column's cells and header stand on the right. */
const alignOf = (meta: { numeric?: boolean } | undefined) => (meta?.numeric ? 'right' : undefined);

export interface DataTableProps<Row> {
  columns: ColumnDef<Row, never>[];
  rows: Row[] | undefined;
  total: number;
  /** The total stopped counting at its cap: there are more rows than it says. */
  totalCapped?: boolean;
  pageNo: number;
  pageSize: number;
  onPage: (pageNo: number) => void;
  loading?: boolean;
  /** Server-side sorting: the column id and direction the list is ordered by. */
  sorting?: SortingState;
  onSorting?: (sorting: SortingState) => void;
  /** Every row of the current filter for CSV, fetched page by page from the server. */
  exportRows?: () => Promise<Row[]>;
  exportName?: string;
  /** The text of a row in CSV, by column id (defaults to the row's own field). */
  csvValue?: (row: Row, columnId: string) => string | number | null;
  caption: string;
}

/**
 * A server-paged list (TanStack Table on Mantine's table): the server filters, sorts and pages,
 * so a list of a million rows costs the browser one page.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const table = useReactTable({
    data: props.rows ?? [],
    columns: props.columns as ColumnDef<Row>[],
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSorting: Boolean(props.onSorting),
    state: { sorting: props.sorting ?? [] },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(props.sorting ?? []) : updater;
      props.onSorting?.(next);
    },
  });
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));

  const exportCsv = async () => {
    if (!props.exportRows) return;
    setExporting(true);
    try {
      const rows = await props.exportRows();
      const leaves = table.getAllLeafColumns();
      const header = leaves.map((column) => {
        const label = column.columnDef.header;
        return typeof label === 'string' ? label : column.id;
      });
      const body = rows.map((row) =>
        leaves.map((column) =>
          props.csvValue
            ? props.csvValue(row, column.id)
            : ((row as Record<string, unknown>)[column.id] as string),
        ),
      );
      downloadCsv(props.exportName ?? 'export', [header, ...body]);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div>
      <ScrollArea>
        <Table
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing="xs"
          miw={900}
          aria-label={props.caption}
        >
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const sortable = header.column.getCanSort();
                  return (
                    <Table.Th
                      key={header.id}
                      ta={alignOf(header.column.columnDef.meta)}
                      aria-sort={sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : undefined}
                    >
                      {sortable ? (
                        // No side padding: the header's words start where its column's do.
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          px={0}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </Button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {table.getRowModel().rows.map((row) => (
              <Table.Tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <Table.Td key={cell.id} ta={alignOf(cell.column.columnDef.meta)}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {props.loading && <Loader size="sm" m="md" aria-label={t('common.loading')} />}
      {!props.loading && props.rows?.length === 0 && (
        <Text c="dimmed" ta="center" p="md">
          {t('common.empty')}
        </Text>
      )}
      <Group justify="space-between" mt="sm">
        <Text size="sm" c="dimmed">
          {t(props.totalCapped ? 'common.totalCapped' : 'common.total', { count: props.total })}
        </Text>
        <Group>
          {props.exportRows && (
            <Button variant="default" size="xs" loading={exporting} onClick={() => void exportCsv()}>
              {t('common.exportCsv')}
            </Button>
          )}
          <Pagination
            total={pages}
            value={props.pageNo}
            onChange={props.onPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': t(`common.page.${control}`) })}
          />
        </Group>
      </Group>
    </div>
  );
}
