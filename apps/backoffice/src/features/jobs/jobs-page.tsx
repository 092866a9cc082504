import { Anchor, Badge, Button, Stack, Text } from '@mantine/core';
import type { Job } from '@platform/contract/jobs';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useJobAction, useJobs } from './api/use-jobs.ts';
import { JobRunsTable } from './job-runs-table.tsx';

const column = createColumnHelper<Job>();

/**
 * The scheduled work of the site (rebates, reports, clean-ups): each job's schedule, last run and
 * failures, pause and resume, and every run below, to re-run a period that went wrong.
 */
export function JobsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const jobs = useJobs();
  const action = useJobAction();
  const [selected, setSelected] = useState<string | null>(null);
  const rows = jobs.data ?? [];

  const columns = [
    column.accessor('name', {
      header: t('jobs.job'),
      cell: (c) => (
        <Anchor component="button" type="button" size="sm" onClick={() => setSelected(c.getValue())}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('scope', { header: t('jobs.scope'), cell: (c) => t(`jobs.scopes.${c.getValue()}`) }),
    column.accessor('schedule', {
      header: t('jobs.schedule'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" ff="monospace">
            {row.original.schedule}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.timeZone}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('lastRun', {
      header: t('jobs.lastRun'),
      cell: (c) => {
        const run = c.getValue();
        if (!run) return '—';
        return (
          <Stack gap={2} align="flex-start">
            <StatusBadge status={run.status} />
            <Text size="xs" c="dimmed">
              {run.period} · {formatMoment(run.finishedAt ?? run.startedAt)}
            </Text>
          </Stack>
        );
      },
    }),
    column.accessor('failedRuns', {
      header: t('jobs.failedRuns'),
      cell: (c) => (c.getValue() > 0 ? <Badge color="red">{c.getValue()}</Badge> : 0),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => {
        const kind = row.original.paused ? 'resume' : 'pause';
        return (
          <Button
            size="compact-sm"
            variant="light"
            color={row.original.paused ? 'teal' : 'orange'}
            loading={
              action.isPending &&
              action.variables?.job === row.original.name &&
              action.variables.kind === kind
            }
            onClick={() => action.mutate({ kind, job: row.original.name })}
          >
            {t(`jobs.${kind}`)}
          </Button>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title={t('jobs.title')} />
      {action.isError && (
        <Text c="red" role="alert" mb="sm">
          {errorText(action.error)}
        </Text>
      )}
      <DataTable
        caption={t('jobs.title')}
        columns={columns as never}
        rows={jobs.data}
        total={rows.length}
        pageNo={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => undefined}
        loading={jobs.isLoading}
      />
      <Stack mt="lg">
        {selected && (
          <Anchor component="button" type="button" size="sm" onClick={() => setSelected(null)}>
            {t('jobs.allRuns')}
          </Anchor>
        )}
        <JobRunsTable key={selected ?? 'all'} job={selected} />
      </Stack>
    </>
  );
}
