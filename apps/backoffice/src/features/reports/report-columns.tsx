import { minorToDecimal } from '@platform/contract/money-text';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';

/** The figures that are money (minor units); every other figure is a count. */
const MONEY_FIGURES: ReadonlySet<string> = new Set([
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'ggr',
  'bonuses',
  'ngr',
]);

type Cell = string | number | null;

/**
 * The columns of a report's figures, read straight from its rows: money in the currency's format on
 * screen and as an exact decimal in CSV (a spreadsheet sums it), counts grouped on screen.
 */
export function useFigureColumns<Row extends object>() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const fieldOf = (row: Row, key: string) => (row as Record<string, unknown>)[key];
  const column = (key: keyof Row & string): ColumnDef<Row, never> => ({
    id: key,
    header: t(`reports.columns.${key}`),
    meta: { numeric: true },
    accessorFn: (row) => fieldOf(row, key) as never,
    cell: (c) => {
      const value = c.getValue() as number;
      return MONEY_FIGURES.has(key) ? formatMoney(value, exponent) : formatCount(value);
    },
  });
  const csvValue = (row: Row, id: string): Cell => {
    const value = fieldOf(row, id);
    if (MONEY_FIGURES.has(id) && typeof value === 'number') return minorToDecimal(value, exponent);
    return (value as Cell | undefined) ?? null;
  };
  return { column, csvValue };
}
