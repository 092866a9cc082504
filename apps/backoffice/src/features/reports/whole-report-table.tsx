import type { ColumnDef } from '@tanstack/react-table';
import { DataTable } from '../../components/data-table.tsx';

/**
 * A report the server answers whole (its days, its vendors) with a total row last: one page on
 * screen, and all of it, total row included, in the CSV.
 */
export function WholeReportTable<Row>(props: {
  caption: string;
  columns: ColumnDef<Row, never>[];
  rows: Row[] | undefined;
  total: Row | undefined;
  loading: boolean;
  exportName: string;
  csvValue: (row: Row, columnId: string) => string | number | null;
}) {
  const rows = props.rows && props.total ? [...props.rows, props.total] : props.rows;
  const count = props.rows?.length ?? 0;
  return (
    <DataTable
      caption={props.caption}
      columns={props.columns}
      rows={rows}
      total={count}
      pageNo={1}
      pageSize={Math.max(1, rows?.length ?? 1)}
      onPage={() => undefined}
      loading={props.loading}
      exportName={props.exportName}
      exportRows={async () => rows ?? []}
      csvValue={props.csvValue}
    />
  );
}
