import { Button, Group } from '@mantine/core';
import {
  type AdminWithdrawal,
  ApproveWithdrawalSchema,
  ForceReceiptSchema,
  MarkWithdrawalPaidSchema,
  RefundWithdrawalSchema,
  RejectWithdrawalSchema,
} from '@platform/contract/withdrawals';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DataTable } from '../../components/data-table.tsx';
import { NoteDialog, noteSchemaOf } from '../../components/note-dialog.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import {
  fetchWithdrawals,
  useAdminWithdrawals,
  useWithdrawalAction,
  type WithdrawalAction,
  type WithdrawalQuery,
} from './api/use-admin-withdrawals.ts';
import { ProofsDialog } from './proofs-dialog.tsx';

const column = createColumnHelper<AdminWithdrawal>();
const PAGE_SIZE = 20;

/** Which steps a withdrawal offers in each status, with the rule of each step's note. */
const ACTIONS: { action: WithdrawalAction; from: string[]; schema: z.ZodType; color?: string }[] = [
  { action: 'approve', from: ['requested'], schema: ApproveWithdrawalSchema },
  { action: 'reject', from: ['requested', 'approved'], schema: RejectWithdrawalSchema, color: 'red' },
  { action: 'paid', from: ['approved'], schema: MarkWithdrawalPaidSchema, color: 'teal' },
  { action: 'force-receipt', from: ['paid', 'disputed'], schema: ForceReceiptSchema, color: 'gray' },
  { action: 'refund', from: ['disputed'], schema: RefundWithdrawalSchema, color: 'orange' },
];

/**
 * A page of withdrawals for a filter (the queue, or one player's): approve, reject, mark paid, and
 * settle receipts the member disputes.
 */
export function WithdrawalTable({ filter }: { filter: Omit<WithdrawalQuery, 'pageNo' | 'pageSize'> }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const [pageNo, setPageNo] = useFilterPage(filter);
  const [step, setStep] = useState<{ withdrawal: AdminWithdrawal; action: (typeof ACTIONS)[number] } | null>(
    null,
  );
  const [proofsOf, setProofsOf] = useState<AdminWithdrawal | null>(null);
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const list = useAdminWithdrawals(query);
  const act = useWithdrawalAction();

  const columns = [
    column.accessor('orderNo', { header: t('finance.orderNo') }),
    column.accessor('memberId', { header: t('finance.memberId') }),
    column.accessor('amount', {
      header: t('finance.amount'),
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
    column.display({
      id: 'payee',
      header: t('finance.payee'),
      cell: ({ row }) =>
        `${row.original.bankName} · ${row.original.accountNumber} · ${row.original.holderName}`,
    }),
    column.accessor('status', {
      header: t('finance.status'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('createdAt', { header: t('finance.createdAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          {row.original.status === 'disputed' && (
            <Button size="compact-sm" variant="default" onClick={() => setProofsOf(row.original)}>
              {t('finance.proofs')}
            </Button>
          )}
          {ACTIONS.filter((entry) => entry.from.includes(row.original.status)).map((entry) => (
            <Button
              key={entry.action}
              size="compact-sm"
              color={entry.color}
              variant={entry.color ? 'light' : 'filled'}
              onClick={() => setStep({ withdrawal: row.original, action: entry })}
            >
              {t(`withdrawalActions.${entry.action}`)}
            </Button>
          ))}
        </Group>
      ),
    }),
  ];

  return (
    <>
      <DataTable
        caption={t('nav.withdrawals')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        exportName="withdrawals"
        exportRows={() =>
          fetchAllPages((page) => fetchWithdrawals({ ...query, pageNo: page, pageSize: 200 }))
        }
      />
      {step && (
        <NoteDialog
          title={t(`withdrawalActions.${step.action.action}Title`, {
            orderNo: step.withdrawal.orderNo,
            amount: formatMoney(step.withdrawal.amount, exponent),
          })}
          schema={noteSchemaOf(step.action.schema)}
          submitLabel={t(`withdrawalActions.${step.action.action}`)}
          color={step.action.color}
          onClose={() => setStep(null)}
          onSubmit={(body) =>
            act.mutateAsync({ id: step.withdrawal.id, action: step.action.action, ...body })
          }
        />
      )}
      {proofsOf && (
        <ProofsDialog withdrawal={proofsOf} exponent={exponent} onClose={() => setProofsOf(null)} />
      )}
    </>
  );
}
