import type { ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataColumn<Row> {
  key: string;
  /** The column head; on phones in the `cards` layout it labels each value too. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align right, under each other. */
  numeric?: boolean;
  className?: string;
}

/** How the table reads on a phone: label-over-value cards (records) or compact lines (a log). */
export type PhoneLayout = 'cards' | 'rows';

export interface DataTableProps<Row> {
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The rows shown are a previous page's while the next one loads. */
  busy?: boolean;
  phone?: PhoneLayout;
}

function cellClass<Row>(column: DataColumn<Row>): string | undefined {
  return [column.numeric ? styles.numeric : '', column.className].filter(Boolean).join(' ') || undefined;
}

/** A table of records, one row per item, its columns described once. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  busy = false,
  phone = 'cards',
}: DataTableProps<Row>) {
  return (
    <table className={`${styles.table} ${styles[phone]}`} aria-busy={busy || undefined}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? styles.numeric : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.header} className={cellClass(column)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
