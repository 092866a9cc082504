import { useTranslation } from 'react-i18next';
import { ListSkeleton, QueryView } from '../../../../components/ui/list-states.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { useBetRecords } from '../../api/use-records.ts';
import { Money, useCurrency } from '../money.tsx';
import styles from '../wallet-pages.module.css';
import { Pager, RecordFilters, usePaging, useRecordFilter } from './record-filters.tsx';

/** Spec §2 personalHistoryCopy (betting record): one row per round, stake, payout and result. */
export default function BetHistoryTab() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const currency = useCurrency();
  const { filter, choose, setDays } = useRecordFilter();
  const { paging, firstPage, pagerProps } = usePaging();
  const records = useBetRecords({ ...filter.window, ...paging, language });

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
      />
      {currency ? (
        <QueryView query={records} isEmpty={(data) => data.list.length === 0} emptyIcon="ticket">
          {(data) => (
            <>
              <table className={styles.table} aria-busy={records.isPlaceholderData || undefined}>
                <thead>
                  <tr>
                    <th scope="col">{t('funds.columns.time')}</th>
                    <th scope="col">{t('funds.columns.game')}</th>
                    <th scope="col">{t('funds.columns.round')}</th>
                    <th scope="col" className={styles.numeric}>
                      {t('funds.columns.stake')}
                    </th>
                    <th scope="col" className={styles.numeric}>
                      {t('funds.columns.payout')}
                    </th>
                    <th scope="col" className={styles.numeric}>
                      {t('funds.columns.result')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.list.map((row) => (
                    <tr key={row.reference}>
                      <td data-label={t('funds.columns.time')}>{formatDateTime(row.time, language)}</td>
                      <td data-label={t('funds.columns.game')}>
                        {row.gameName ?? '—'}
                        {row.vassalage ? <span className={styles.muted}> · {row.vassalage}</span> : null}
                        {row.status === 'open' ? (
                          <span className={styles.muted}> · {t('funds.round_open')}</span>
                        ) : null}
                        {row.status === 'cancelled' ? (
                          <span className={styles.muted}> · {t('funds.round_cancelled')}</span>
                        ) : null}
                      </td>
                      <td data-label={t('funds.columns.round')} className={styles.reference}>
                        {row.reference}
                      </td>
                      <td data-label={t('funds.columns.stake')} className={styles.numeric}>
                        <Money minor={row.stake} currency={currency} />
                      </td>
                      <td data-label={t('funds.columns.payout')} className={styles.numeric}>
                        <Money minor={row.payout} currency={currency} />
                      </td>
                      <td data-label={t('funds.columns.result')} className={styles.numeric}>
                        <Money minor={row.result} currency={currency} signed />
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
