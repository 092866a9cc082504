import { Button, Group, Text } from '@mantine/core';
import { JOB_RUN_STATUSES, type JobRun } from '@platform/contract/jobs';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { StatusSelect } from '../../components/status-select.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useJobAction, useJobRuns } from './api/use-jobs.ts';

const column = createColumnHelper<JobRun>();
const PAGE_SIZE = 20;

/** The runs of every job (or one), newest period first, with their error and a re-run of a finished period. */
export function JobRunsTable({ job }: { job: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [status, setStatus] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const runs = useJobRuns({
    job: job ?? undefined,
    status: status ?? undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });
  const action = useJobAction();

  const columns = [
    column.accessor('job', { header: t('jobs.job') }),
    column.accessor('period', { header: t('jobs.period') }),
    column.accessor('status', {
      header: t('jobs.status'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('attempts', { header: t('jobs.attempts') }),
    column.accessor('finishedAt', { header: t('jobs.finishedAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('durationMs', {
      header: t('jobs.duration'),
      cell: (c) => (c.getValue() === null ? '—' : t('jobs.ms', { count: c.getValue() ?? 0 })),
    }),
    column.accessor('error', {
      header: t('jobs.error'),
      cell: (c) => (
        <Text size="xs" c="red" lineClamp={2} title={c.getValue() ?? undefined}>
          {c.getValue() ?? ''}
        </Text>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) =>
        row.original.status === 'done' || row.original.status === 'failed' ? (
          <Button
            size="compact-sm"
            variant="light"
            loading={
              action.isPending &&
              action.variables?.kind === 'rerun' &&
              action.variables.period === row.original.period
            }
            onClick={() =>
              action.mutate({ kind: 'rerun', job: row.original.job, period: row.original.period })
            }
          >
            {t('jobs.rerun')}
          </Button>
        ) : null,
    }),
  ];

  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{job ? t('jobs.runsOf', { job }) : t('jobs.runs')}</Text>
        <StatusSelect
          label={t('jobs.status')}
          statuses={JOB_RUN_STATUSES}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNo(1);
          }}
        />
      </Group>
      {action.isError && (
        <Text c="red" role="alert" mb="xs">
          {errorText(action.error)}
        </Text>
      )}
      <DataTable
        caption={t('jobs.runs')}
        columns={columns as never}
        rows={runs.data?.list}
        total={runs.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={runs.isLoading}
      />
    </>
  );
}
