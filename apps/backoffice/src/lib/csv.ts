type Cell = string | number | null | undefined;

/** A negative amount written as exact decimal text ("-4.00"): a number to a spreadsheet, never a formula. */
const NEGATIVE_DECIMAL = /^-\d+(\.\d+)?$/;

/** One CSV field: quoted when needed, and a leading = + - @ neutralised so a spreadsheet runs no formula. */
export function csvField(cell: Cell): string {
  if (cell === null || cell === undefined) return '';
  let text = String(cell);
  if (typeof cell === 'string' && /^[=+\-@\t\r]/.test(text) && !NEGATIVE_DECIMAL.test(text))
    text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: Cell[][]): string {
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n');
}

/** Saves the rows as a UTF-8 CSV with a byte-order mark, so spreadsheet apps read Chinese right. */
export function downloadCsv(name: string, rows: Cell[][]): void {
  const blob = new Blob(['\uFEFF', toCsv(rows)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

/** Every row of a paged list, page by page, up to a bound so an export never runs away. */
export async function fetchAllPages<Row>(
  fetchPage: (pageNo: number) => Promise<{ list: Row[]; totalPages: number }>,
  maxRows = 20_000,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo += 1) {
    const page = await fetchPage(pageNo);
    rows.push(...page.list);
    if (pageNo >= page.totalPages || page.list.length === 0 || rows.length >= maxRows) return rows;
  }
}
