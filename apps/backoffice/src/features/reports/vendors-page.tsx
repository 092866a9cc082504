import type { VendorReportRow } from '@platform/contract/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { localeTag } from '../../lib/i18n.ts';
import { useVendorReport } from './api/use-vendor-report.ts';
import type { DayRange } from './day-range-picker.tsx';
import { useFigureColumns } from './report-columns.tsx';
import { ReportHeader } from './report-header.tsx';
import { WholeReportTable } from './whole-report-table.tsx';

const FIGURES = ['rounds', 'players', 'bets', 'wins', 'ggr'] as const;

/** A share in basis points as a percentage to two places; none when the total GGR is not positive. */
function formatShare(bp: number | null): string {
  if (bp === null) return '—';
  return new Intl.NumberFormat(localeTag(), { style: 'percent', minimumFractionDigits: 2 }).format(
    bp / 10_000,
  );
}

/** Each vendor's rounds, players, stakes, payouts and GGR over a range, with its share of the GGR. */
export function VendorsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DayRange>(null);
  const { data, error, isLoading } = useVendorReport(range);
  const figures = useFigureColumns<VendorReportRow>();
  const columns = [
    { id: 'vendor', header: t('reports.columns.vendor'), accessorKey: 'vendor' },
    ...FIGURES.map(figures.column),
    {
      id: 'ggrShareBp',
      header: t('reports.columns.ggrShare'),
      accessorKey: 'ggrShareBp',
      cell: ({ row }: { row: { original: VendorReportRow } }) => formatShare(row.original.ggrShareBp),
    },
  ];

  return (
    <>
      <ReportHeader title={t('reports.nav.vendors')} range={range} answered={data} onChange={setRange} />
      <ErrorAlert error={error} />
      <WholeReportTable
        caption={t('reports.nav.vendors')}
        columns={columns as never}
        rows={data?.rows}
        total={data && { vendor: t('reports.total'), ...data.total, ggrShareBp: null }}
        loading={isLoading}
        exportName={data ? `vendors-${data.from}-${data.to}` : 'vendors'}
        csvValue={(row, id) =>
          id === 'ggrShareBp' ? formatShare(row.ggrShareBp) : figures.csvValue(row, id)
        }
      />
    </>
  );
}
