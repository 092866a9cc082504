import { AreaChart, BarChart } from '@mantine/charts';
import { Card, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { DASHBOARD_MAX_DAYS_AFTER, DashboardQuerySchema } from '@platform/contract/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatCount, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { type DayRange, DayRangePicker } from '../reports/day-range-picker.tsx';
import { useDashboard } from './api/use-dashboard.ts';

const MONEY_TOTALS = ['deposits', 'withdrawals', 'bets', 'wins', 'ggr', 'bonuses', 'ngr'] as const;
const COUNT_TOTALS = ['activePlayers', 'newPlayers', 'firstDepositors'] as const;

/** The day's and a range's business at a glance, read from the ledger and bet records. */
export function DashboardPage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const [range, setRange] = useState<DayRange>(null);
  const { data, error } = useDashboard(range);
  const money = (minor: number) => formatMoney(minor, exponent);

  return (
    <>
      <PageHeader title={t('nav.dashboard')}>
        <DayRangePicker
          asked={range}
          answered={data}
          onChange={setRange}
          schema={DashboardQuerySchema}
          maxDays={DASHBOARD_MAX_DAYS_AFTER + 1}
        />
      </PageHeader>
      <ErrorAlert error={error} />
      {data && (
        <>
          <SimpleGrid cols={{ base: 2, md: 3 }} mb="md">
            <PendingCard
              label={t('dashboard.pendingDeposits')}
              count={data.pending.deposits}
              to="/deposits"
            />
            <PendingCard
              label={t('dashboard.pendingWithdrawals')}
              count={data.pending.withdrawals}
              to="/withdrawals"
            />
            <PendingCard
              label={t('dashboard.disputedReceipts')}
              count={data.pending.disputedReceipts}
              to="/withdrawals"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 2, md: 5 }} mb="md">
            {MONEY_TOTALS.map((key) => (
              <Stat
                key={key}
                label={t(`dashboard.${key}`)}
                value={money(data.totals[key])}
                testId={`total-${key}`}
              />
            ))}
            {COUNT_TOTALS.map((key) => (
              <Stat
                key={key}
                label={t(`dashboard.${key}`)}
                value={formatCount(data.totals[key])}
                testId={`total-${key}`}
              />
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }} mb="md">
            <Paper withBorder p="md">
              <Title order={4} mb="sm">
                {t('dashboard.cashFlow')}
              </Title>
              <AreaChart
                h={260}
                withLegend
                data={data.daily}
                dataKey="day"
                valueFormatter={money}
                series={[
                  { name: 'deposits', label: t('dashboard.deposits'), color: 'teal.6' },
                  { name: 'withdrawals', label: t('dashboard.withdrawals'), color: 'red.6' },
                ]}
              />
            </Paper>
            <Paper withBorder p="md">
              <Title order={4} mb="sm">
                {t('dashboard.gaming')}
              </Title>
              <BarChart
                h={260}
                withLegend
                data={data.daily}
                dataKey="day"
                valueFormatter={money}
                series={[
                  { name: 'bets', label: t('dashboard.bets'), color: 'blue.6' },
                  { name: 'wins', label: t('dashboard.wins'), color: 'orange.6' },
                  { name: 'ggr', label: t('dashboard.ggr'), color: 'grape.6' },
                ]}
              />
            </Paper>
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Breakdown
              title={t('dashboard.byVendor')}
              rows={data.byVendor.map((row) => ({ name: row.vendor, ...row }))}
              money={money}
            />
            <Breakdown
              title={t('dashboard.byCategory')}
              rows={data.byCategory.map((row) => ({ name: row.category, ...row }))}
              money={money}
            />
          </SimpleGrid>
        </>
      )}
    </>
  );
}

function Stat(props: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder padding="sm">
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="lg" data-testid={props.testId}>
        {props.value}
      </Text>
    </Card>
  );
}

function PendingCard(props: { label: string; count: number; to: string }) {
  return (
    <Card withBorder padding="sm" component={Link} to={props.to}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={700} size="xl" c={props.count > 0 ? 'orange' : undefined}>
        {formatCount(props.count)}
      </Text>
    </Card>
  );
}

function Breakdown(props: {
  title: string;
  rows: { name: string; bets: number; wins: number; ggr: number }[];
  money: (minor: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Title order={4} mb="sm">
        {props.title}
      </Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{props.title}</Table.Th>
            <Table.Th ta="right">{t('dashboard.bets')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.wins')}</Table.Th>
            <Table.Th ta="right">{t('dashboard.ggr')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.name}>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td ta="right">{props.money(row.bets)}</Table.Td>
              <Table.Td ta="right">{props.money(row.wins)}</Table.Td>
              <Table.Td ta="right">{props.money(row.ggr)}</Table.Td>
            </Table.Tr>
          ))}
          {props.rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text c="dimmed" ta="center">
                  {t('common.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
