import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import {
  ACCOUNT_CHANGE_STATUSES,
  type ChannelAccountChange,
  RejectAccountChangeSchema,
} from '@platform/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { NoteDialog, noteSchemaOf } from '../../components/note-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RequesterCell } from '../../components/requester-cell.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { StatusSelect } from '../../components/status-select.tsx';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import { useMe } from '../auth/api/use-me.ts';
import { useAccountChanges } from './api/use-account-changes.ts';
import { useDecideAccountChange } from './api/use-decide-account-change.ts';
import { ApproveAccountDialog } from './approve-account-dialog.tsx';
import { MaskedAccount } from './masked-account.tsx';

const column = createColumnHelper<ChannelAccountChange>();
const PAGE_SIZE = 20;
const NOWRAP = { whiteSpace: 'nowrap' } as const;

type Step = { change: ChannelAccountChange; decision: 'approve' | 'reject' };

/**
 * The approval queue of channel account changes (maker-checker): another operator than the one
 * who asked approves or rejects; an outdated change (its account was replaced meanwhile) can only
 * be rejected.
 */
export function AccountChangesPage() {
  const { t } = useTranslation();
  const myId = useMe().data?.id;
  const [status, setStatus] = useState<string | null>('pending');
  const filter = useMemo(() => ({ status: status ?? undefined }), [status]);
  const [pageNo, setPageNo] = useFilterPage(filter);
  const [step, setStep] = useState<Step | null>(null);
  const list = useAccountChanges({ ...filter, pageNo, pageSize: PAGE_SIZE });
  const decide = useDecideAccountChange();

  const columns = [
    column.accessor('channelName', {
      header: t('finance.accountChanges.channel'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.channelName}</Text>
          <Text size="xs" c="dimmed">
            {row.original.channelCode}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'before',
      header: t('finance.accountChanges.before'),
      cell: ({ row }) =>
        row.original.before ? (
          <MaskedAccount account={row.original.before} />
        ) : (
          <Text size="sm" c="dimmed">
            {t('finance.accountChanges.newChannel')}
          </Text>
        ),
    }),
    column.display({
      id: 'after',
      header: t('finance.accountChanges.after'),
      cell: ({ row }) => <MaskedAccount account={row.original.after} />,
    }),
    column.accessor('requestedByName', {
      header: t('finance.accountChanges.requestedBy'),
      cell: ({ row }) => (
        <RequesterCell
          name={row.original.requestedByName}
          mine={row.original.requestedBy === myId}
          at={row.original.createdAt}
        />
      ),
    }),
    column.accessor('status', {
      header: t('finance.status'),
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <StatusBadge status={row.original.status} />
          {row.original.outdated && (
            <Badge color="gray" variant="light">
              {t('finance.accountChanges.outdated')}
            </Badge>
          )}
          {row.original.decidedByName && (
            <Text size="xs" c="dimmed" style={NOWRAP}>
              {row.original.decidedByName}
            </Text>
          )}
          {row.original.decisionNote && (
            <Text size="xs" lineClamp={2} title={row.original.decisionNote}>
              {row.original.decisionNote}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => {
        const change = row.original;
        if (change.status !== 'pending') return null;
        // The one who asked decides nothing: the server refuses it too (ACCOUNT_CHANGE_SELF_DECISION).
        if (change.requestedBy === myId)
          return (
            <Text size="xs" c="dimmed">
              {t('finance.accountChanges.awaitingOther')}
            </Text>
          );
        return (
          <Group gap="xs" wrap="nowrap">
            {!change.outdated && (
              <Button size="compact-sm" onClick={() => setStep({ change, decision: 'approve' })}>
                {t('finance.accountChanges.approve')}
              </Button>
            )}
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => setStep({ change, decision: 'reject' })}
            >
              {t('finance.accountChanges.reject')}
            </Button>
          </Group>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title={t('finance.nav.accountChanges')}>
        <StatusSelect
          label={t('finance.status')}
          statuses={ACCOUNT_CHANGE_STATUSES}
          value={status}
          onChange={setStatus}
        />
      </PageHeader>
      <DataTable
        caption={t('finance.nav.accountChanges')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
      />
      {step?.decision === 'approve' && (
        <ApproveAccountDialog change={step.change} onClose={() => setStep(null)} />
      )}
      {step?.decision === 'reject' && (
        <NoteDialog
          title={t('finance.accountChanges.rejectTitle', { channel: step.change.channelName })}
          schema={noteSchemaOf(RejectAccountChangeSchema)}
          submitLabel={t('finance.accountChanges.reject')}
          color="red"
          onClose={() => setStep(null)}
          onSubmit={(body) => decide.mutateAsync({ id: step.change.id, decision: 'reject', ...body })}
        />
      )}
    </>
  );
}
