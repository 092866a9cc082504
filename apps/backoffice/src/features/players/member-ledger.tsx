import type { AdminMemberLedgerEntry } from '@platform/contract/members-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useMemberLedger } from './api/use-member-ledger.ts';

const column = createColumnHelper<AdminMemberLedgerEntry>();
const PAGE_SIZE = 20;

/** Every posting on the member's accounts, newest first, with the balance after each. */
export function MemberLedger({ memberId, exponent }: { memberId: number; exponent: number }) {
  const { t } = useTranslation();
  const [pageNo, setPageNo] = useState(1);
  const ledger = useMemberLedger(memberId, pageNo, PAGE_SIZE);
  const columns = [
    column.accessor('createdAt', { header: t('ledger.at'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('kind', { header: t('ledger.kind') }),
    column.accessor('reference', { header: t('ledger.reference') }),
    column.accessor('accountKind', {
      header: t('ledger.account'),
      cell: (c) => t(`wallets.${c.getValue()}`, { defaultValue: c.row.original.vendorCode ?? c.getValue() }),
    }),
    column.accessor('amount', {
      header: t('ledger.amount'),
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
    column.accessor('balanceAfter', {
      header: t('ledger.balanceAfter'),
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
  ];
  return (
    <DataTable
      caption={t('players.ledger')}
      columns={columns as never}
      rows={ledger.data?.list}
      total={ledger.data?.total ?? 0}
      pageNo={pageNo}
      pageSize={PAGE_SIZE}
      onPage={setPageNo}
      loading={ledger.isLoading}
    />
  );
}
