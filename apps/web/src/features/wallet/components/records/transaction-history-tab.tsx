import type { TransactionPage } from '@platform/contract/records';
import { TRANSACTION_KINDS, type TransactionKind } from '@platform/contract/wallet-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { useTransactionRecords } from '../../api/use-records.ts';
import { Money } from '../money.tsx';
import styles from '../wallet-pages.module.css';
import { RecordList, useRecordListing } from './record-list.tsx';

/**
 * Spec §2 transactionHistory (account record): every movement of the wallet, labelled, newest first.
 * With `onlyKind` it is a view of one kind of movement (bonus details), without the kind filter.
 */
export default function TransactionHistoryTab({ onlyKind }: { onlyKind?: TransactionKind }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const listing = useRecordListing();
  const [chosenKind, setKind] = useState<TransactionKind | ''>('');
  const kind = onlyKind ?? chosenKind;
  const records = useTransactionRecords({ ...listing.request, ...(kind ? { kind } : {}) });

  const kindFilter = onlyKind ? null : (
    <label className={styles.dateField}>
      <span>{t('funds.records.kind')}</span>
      <select
        value={kind}
        onChange={(event) => {
          setKind(event.target.value as TransactionKind | '');
          listing.firstPage();
        }}
      >
        <option value="">{t('funds.records.all_kinds')}</option>
        {TRANSACTION_KINDS.map((option) => (
          <option key={option} value={option}>
            {t(`funds.kinds.${option}`)}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <RecordList<TransactionPage['list'][number]>
      listing={listing}
      query={records}
      rowKey={(row) => String(row.id)}
      emptyIcon="clock"
      extraFilters={kindFilter}
      columns={(currency) => [
        { key: 'time', header: t('funds.columns.time'), cell: (row) => formatDateTime(row.time, language) },
        {
          key: 'kind',
          header: t('funds.columns.kind'),
          className: styles.kind,
          cell: (row) => t(`funds.kinds.${row.kind}`, { defaultValue: row.kind }),
        },
        {
          key: 'amount',
          header: t('funds.columns.amount'),
          numeric: true,
          cell: (row) => <Money minor={row.amount} currency={currency} signed />,
        },
        {
          key: 'balance',
          header: t('funds.columns.balance_after'),
          numeric: true,
          cell: (row) => <Money minor={row.balanceAfter} currency={currency} />,
        },
        {
          key: 'reference',
          header: t('funds.columns.reference'),
          className: styles.reference,
          cell: (row) => row.reference,
        },
      ]}
    />
  );
}
