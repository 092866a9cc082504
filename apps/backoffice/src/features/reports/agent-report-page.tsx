import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import type { AgentReportRow } from '@platform/contract/reports';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import { fetchAgentReport, useAgentReport } from './api/use-agent-report.ts';
import type { DayRange } from './day-range-picker.tsx';
import { useFigureColumns } from './report-columns.tsx';
import { ReportHeader } from './report-header.tsx';

const PAGE_SIZE = 20;
const FIGURES = ['members', 'activePlayers', 'deposits', 'withdrawals', 'bets', 'wins', 'ggr'] as const;

/**
 * The agent tree a level at a time: each member directly under the agent (`?agentId=`, none for the
 * top) with their whole subtree's figures; a member with a downline opens their own level.
 */
export function AgentReportPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const agentId = Number(params.get('agentId')) || undefined;
  const [range, setRange] = useState<DayRange>(null);
  // A new agent or range starts again at its first page.
  const filter = useMemo(() => ({ ...range, agentId }), [range, agentId]);
  const [pageNo, setPageNo] = useFilterPage(filter);
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const { data, error, isLoading } = useAgentReport(query);
  const figures = useFigureColumns<AgentReportRow>();
  const open = (id: number | undefined) => setParams(id === undefined ? {} : { agentId: String(id) });
  const typeName = (type: number) => t(`agents.types.${type}`, { defaultValue: String(type) });

  const columns = [
    {
      id: 'account',
      header: t('reports.columns.account'),
      accessorKey: 'account',
      cell: ({ row }: { row: { original: AgentReportRow } }) =>
        // Someone is under them: their own level opens here.
        row.original.members > 1 ? (
          <Anchor
            component="button"
            type="button"
            onClick={() => open(row.original.id)}
            aria-label={t('reports.agents.open', { account: row.original.account })}
          >
            {row.original.account}
          </Anchor>
        ) : (
          row.original.account
        ),
    },
    { id: 'nickname', header: t('reports.columns.nickname'), accessorKey: 'nickname' },
    {
      id: 'type',
      header: t('reports.columns.type'),
      accessorKey: 'type',
      cell: ({ row }: { row: { original: AgentReportRow } }) => typeName(row.original.type),
    },
    ...FIGURES.map(figures.column),
  ];
  const path = data?.path ?? [];

  return (
    <>
      <ReportHeader title={t('reports.nav.agents')} range={range} answered={data} onChange={setRange} />
      <Box component="nav" aria-label={t('reports.agents.path')} mb="sm">
        <Breadcrumbs>
          {agentId === undefined ? (
            <Text fw={500}>{t('reports.agents.top')}</Text>
          ) : (
            <Anchor component="button" type="button" onClick={() => open(undefined)}>
              {t('reports.agents.top')}
            </Anchor>
          )}
          {path.map((step, i) =>
            i === path.length - 1 ? (
              <Text key={step.id} fw={500}>
                {step.account}
              </Text>
            ) : (
              <Anchor key={step.id} component="button" type="button" onClick={() => open(step.id)}>
                {step.account}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </Box>
      <Text c="dimmed" size="sm" mb="md">
        {t('reports.agents.hint')} {agentId === undefined && t('reports.agents.topHint')}
      </Text>
      <ErrorAlert error={error} />
      <DataTable
        caption={t('reports.nav.agents')}
        columns={columns as never}
        rows={data?.list}
        total={data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={isLoading}
        exportName={`agent-tree-${path.at(-1)?.account ?? 'top'}`}
        exportRows={() =>
          fetchAllPages((next) => fetchAgentReport({ ...query, pageNo: next, pageSize: 100 }))
        }
        csvValue={(row, id) => (id === 'type' ? typeName(row.type) : figures.csvValue(row, id))}
      />
    </>
  );
}
