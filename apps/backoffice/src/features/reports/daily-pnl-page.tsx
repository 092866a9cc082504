import { LineChart } from '@mantine/charts';
import { Paper, Title } from '@mantine/core';
import type { DailyPnl } from '@platform/contract/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useDailyPnl } from './api/use-daily-pnl.ts';
import type { DayRange } from './day-range-picker.tsx';
import { useFigureColumns } from './report-columns.tsx';
import { ReportHeader } from './report-header.tsx';
import { WholeReportTable } from './whole-report-table.tsx';

type Row = DailyPnl['rows'][number];
const FIGURES = [
  'deposits',
  'withdrawals',
  'bets',
  'wins',
  'ggr',
  'bonuses',
  'ngr',
  'activePlayers',
  'newPlayers',
  'firstDepositors',
] as const;

/** Money and players of each of the merchant's days, with the range's total row (the dashboard's totals). */
export function DailyPnlPage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const [range, setRange] = useState<DayRange>(null);
  const { data, error, isLoading } = useDailyPnl(range);
  const { column, csvValue } = useFigureColumns<Row>();
  const columns = [
    { id: 'day', header: t('reports.columns.day'), accessorKey: 'day' },
    ...FIGURES.map(column),
  ];

  return (
    <>
      <ReportHeader title={t('reports.nav.daily')} range={range} answered={data} onChange={setRange} />
      <ErrorAlert error={error} />
      {data && (
        <Paper withBorder p="md" mb="md">
          <Title order={4} mb="sm">
            {t('reports.daily.chart')}
          </Title>
          <LineChart
            h={260}
            withLegend
            data={data.rows}
            dataKey="day"
            // Straight between days: a smoothed curve would draw money between them.
            curveType="linear"
            valueFormatter={(minor) => formatMoney(minor, exponent)}
            series={[
              { name: 'deposits', label: t('reports.columns.deposits'), color: 'teal.6' },
              { name: 'withdrawals', label: t('reports.columns.withdrawals'), color: 'red.6' },
              { name: 'ggr', label: t('reports.columns.ggr'), color: 'grape.6' },
              { name: 'ngr', label: t('reports.columns.ngr'), color: 'blue.6' },
            ]}
          />
        </Paper>
      )}
      <WholeReportTable
        caption={t('reports.nav.daily')}
        columns={columns as never}
        rows={data?.rows}
        total={data && { day: t('reports.total'), ...data.total }}
        loading={isLoading}
        exportName={data ? `daily-pnl-${data.from}-${data.to}` : 'daily-pnl'}
        csvValue={csvValue}
      />
    </>
  );
}
