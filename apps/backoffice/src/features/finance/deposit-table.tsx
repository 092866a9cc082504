import { Button, Group } from '@mantine/core';
import { type AdminDeposit, ConfirmDepositSchema, RejectDepositSchema } from '@platform/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { NoteDialog, noteSchemaOf } from '../../components/note-dialog.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import {
  type DepositQuery,
  fetchDeposits,
  useAdminDeposits,
  useReviewDeposit,
} from './api/use-admin-deposits.ts';

const column = createColumnHelper<AdminDeposit>();
const PAGE_SIZE = 20;
type Review = { deposit: AdminDeposit; decision: 'confirm' | 'reject' };
export type DepositFilter = Omit<DepositQuery, 'pageNo' | 'pageSize'>;

/** A page of deposits for a filter (the queue, or one player's), with the review of pending manual ones. */
export function DepositTable({ filter }: { filter: DepositFilter }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const [pageNo, setPageNo] = useFilterPage(filter);
  const [review, setReview] = useState<Review | null>(null);
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const list = useAdminDeposits(query);
  const reviewDeposit = useReviewDeposit();

  const columns = [
    column.accessor('orderNo', { header: t('finance.orderNo') }),
    column.accessor('memberId', { header: t('finance.memberId') }),
    column.accessor('channelName', { header: t('finance.channel') }),
    column.accessor('amount', {
      header: t('finance.amount'),
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
    column.accessor('memberReference', { header: t('finance.reference'), cell: (c) => c.getValue() ?? '—' }),
    column.accessor('status', {
      header: t('finance.status'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('createdAt', { header: t('finance.createdAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) =>
        row.original.status === 'pending' && row.original.channelKind === 'manual-bank' ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              onClick={() => setReview({ deposit: row.original, decision: 'confirm' })}
            >
              {t('finance.confirm')}
            </Button>
            <Button
              size="compact-sm"
              color="red"
              variant="light"
              onClick={() => setReview({ deposit: row.original, decision: 'reject' })}
            >
              {t('finance.reject')}
            </Button>
          </Group>
        ) : null,
    }),
  ];

  return (
    <>
      <DataTable
        caption={t('nav.deposits')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        exportName="deposits"
        exportRows={() => fetchAllPages((next) => fetchDeposits({ ...query, pageNo: next, pageSize: 200 }))}
      />
      {review && (
        <NoteDialog
          title={t(review.decision === 'confirm' ? 'finance.confirmTitle' : 'finance.rejectTitle', {
            orderNo: review.deposit.orderNo,
            amount: formatMoney(review.deposit.amount, exponent),
          })}
          schema={noteSchemaOf(review.decision === 'confirm' ? ConfirmDepositSchema : RejectDepositSchema)}
          submitLabel={t(review.decision === 'confirm' ? 'finance.confirm' : 'finance.reject')}
          color={review.decision === 'confirm' ? undefined : 'red'}
          onClose={() => setReview(null)}
          onSubmit={(body) =>
            reviewDeposit.mutateAsync({ id: review.deposit.id, decision: review.decision, ...body })
          }
        />
      )}
    </>
  );
}
