import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  type Adjustment,
  ApproveAdjustmentSchema,
  RejectAdjustmentSchema,
} from '@platform/contract/adjustments';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { NoteDialog, noteSchemaOf } from '../../components/note-dialog.tsx';
import { RequesterCell } from '../../components/requester-cell.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import { useMe } from '../auth/api/use-me.ts';
import { type AdjustmentQuery, fetchAdjustments, useAdjustments } from './api/use-adjustments.ts';
import { type AdjustmentDecision, useDecideAdjustment } from './api/use-decide-adjustment.ts';

const column = createColumnHelper<Adjustment>();
const PAGE_SIZE = 20;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
// A badge clips its text instead of growing: keep the table from squeezing it.
const FIT = { width: 'max-content' } as const;

/** A decision as the dialog offers it: withdrawing one's own request is a rejection by its maker. */
type Step = {
  adjustment: Adjustment;
  decision: AdjustmentDecision;
  words: 'approve' | 'reject' | 'withdraw';
};

/**
 * Manual adjustments for a filter (the approval queue, or one player's), with approve for requests
 * of other operators only, and reject (or withdraw, for one's own) while pending.
 */
export function AdjustmentTable({ filter }: { filter: Omit<AdjustmentQuery, 'pageNo' | 'pageSize'> }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const myId = useMe().data?.id;
  const [pageNo, setPageNo] = useFilterPage(filter);
  const [step, setStep] = useState<Step | null>(null);
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const list = useAdjustments(query);
  const decide = useDecideAdjustment();
  const money = (adjustment: Adjustment) =>
    `${adjustment.direction === 'debit' ? '−' : '+'}${formatMoney(adjustment.amount, exponent)}`;

  const columns = [
    column.accessor('reference', { header: t('adjustments.reference') }),
    column.accessor('memberAccount', {
      header: t('adjustments.member'),
      cell: (c) => (
        <Anchor component={Link} to={`/players/${c.row.original.memberId}`}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('amount', {
      header: t('adjustments.amount'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" c={row.original.direction === 'debit' ? 'red' : 'teal'} fw={600} style={NOWRAP}>
            {money(row.original)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`wallets.${row.original.account}`)}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('reason', {
      header: t('adjustments.reason'),
      cell: (c) => (
        <Text size="sm" lineClamp={2} title={c.getValue()}>
          {c.getValue()}
        </Text>
      ),
    }),
    column.accessor('requestedByName', {
      header: t('adjustments.requestedBy'),
      cell: ({ row }) => (
        <RequesterCell
          name={row.original.requestedByName}
          mine={row.original.requestedBy === myId}
          at={row.original.createdAt}
        />
      ),
    }),
    column.accessor('status', {
      header: t('adjustments.status'),
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start" style={FIT}>
          <StatusBadge status={row.original.status} />
          {row.original.decidedByName && (
            <Text size="xs" c="dimmed" style={NOWRAP}>
              {row.original.decidedByName}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => {
        const adjustment = row.original;
        if (adjustment.status !== 'pending') return null;
        const mine = adjustment.requestedBy === myId;
        return (
          <Group gap="xs" wrap="nowrap">
            {!mine && (
              <Button
                size="compact-sm"
                onClick={() => setStep({ adjustment, decision: 'approve', words: 'approve' })}
              >
                {t('adjustments.approve')}
              </Button>
            )}
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => setStep({ adjustment, decision: 'reject', words: mine ? 'withdraw' : 'reject' })}
            >
              {t(mine ? 'adjustments.withdraw' : 'adjustments.reject')}
            </Button>
          </Group>
        );
      },
    }),
  ];

  return (
    <>
      <DataTable
        caption={t('adjustments.nav.approvals')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        exportName="adjustments"
        exportRows={() =>
          fetchAllPages((page) => fetchAdjustments({ ...query, pageNo: page, pageSize: 200 }))
        }
      />
      {step && (
        <NoteDialog
          title={t(`adjustments.${step.words}Title`, {
            account: step.adjustment.memberAccount,
            amount: money(step.adjustment),
            direction: t(`adjustments.directions.${step.adjustment.direction}`),
          })}
          schema={noteSchemaOf(
            step.decision === 'approve' ? ApproveAdjustmentSchema : RejectAdjustmentSchema,
          )}
          submitLabel={t(`adjustments.${step.words}`)}
          color={step.decision === 'approve' ? undefined : 'red'}
          onClose={() => setStep(null)}
          onSubmit={(body) =>
            decide.mutateAsync({ id: step.adjustment.id, decision: step.decision, ...body })
          }
        />
      )}
    </>
  );
}
