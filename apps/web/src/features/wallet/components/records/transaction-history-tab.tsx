import { TRANSACTION_KINDS, type TransactionKind } from '@platform/contract/wallet-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryView } from '../../../../components/ui/list-states.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { useTransactionRecords } from '../../api/use-records.ts';
import { Money, useCurrency } from '../money.tsx';
import styles from '../wallet-pages.module.css';
import { Pager, RecordFilters, usePaging, useRecordFilter } from './record-filters.tsx';

/**
 * Spec §2 transactionHistory (account record): every movement of the wallet, labelled, newest first.
 * With `onlyKind` it is a view of one kind of movement (bonus details), without the kind filter.
 */
export default function TransactionHistoryTab({ onlyKind }: { onlyKind?: TransactionKind }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const currency = useCurrency();
  const { filter, choose, setDays } = useRecordFilter();
  const [chosenKind, setKind] = useState<TransactionKind | ''>('');
  const kind = onlyKind ?? chosenKind;
  const { paging, firstPage, pagerProps } = usePaging();
  const records = useTransactionRecords({ ...filter.window, ...paging, ...(kind ? { kind } : {}) });

  return (
    <div className={styles.stack}>
      <RecordFilters
        filter={filter}
        onShortcut={(shortcut) => {
          choose(shortcut);
          firstPage();
        }}
        onDays={(from, to) => {
          setDays(from, to);
          firstPage();
        }}
      >
        {onlyKind ? null : (
          <label className={styles.dateField}>
            <span>{t('funds.records.kind')}</span>
            <select
              value={kind}
              onChange={(event) => {
                setKind(event.target.value as TransactionKind | '');
                firstPage();
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
        )}
      </RecordFilters>
      {currency ? (
        <QueryView query={records} isEmpty={(data) => data.list.length === 0} emptyIcon="clock">
          {(data) => (
            <>
              <table className={styles.table} aria-busy={records.isPlaceholderData || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t('funds.columns.time')}</th>
                    <th scope="col">{t('funds.columns.kind')}</th>
                    <th scope="col" className={styles.numeric}>
                      {t('funds.columns.amount')}
                    </th>
                    <th scope="col" className={styles.numeric}>
                      {t('funds.columns.balance_after')}
                    </th>
                    <th scope="col">{t('funds.columns.reference')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.id}>
                      <td data-label={t('funds.columns.time')}>{formatDateTime(row.time, language)}</td>
                      <td data-label={t('funds.columns.kind')} className={styles.kind}>
                        {t(`funds.kinds.${row.kind}`, { defaultValue: row.kind })}
                      </td>
                      <td data-label={t('funds.columns.amount')} className={styles.numeric}>
                        <Money minor={row.amount} currency={currency} signed />
                      </td>
                      <td data-label={t('funds.columns.balance_after')} className={styles.numeric}>
                        <Money minor={row.balanceAfter} currency={currency} />
                      </td>
                      <td data-label={t('funds.columns.reference')} className={styles.reference}>
                        {row.reference}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager {...pagerProps(data)} />
            </>
          )}
        </QueryView>
      ) : (
        <ListSkeleton />
      )}
    </div>
  );
}
