import type { BetPage } from '@platform/contract/records';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { useBetRecords } from '../../api/use-records.ts';
import { Money } from '../money.tsx';
import styles from '../wallet-pages.module.css';
import { RecordList, useRecordListing } from './record-list.tsx';

/** Spec §2 personalHistoryCopy (betting record): one row per round, stake, payout and result. */
export default function BetHistoryTab() {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const listing = useRecordListing();
  const records = useBetRecords({ ...listing.request, language });

  return (
    <RecordList<BetPage['list'][number]>
      listing={listing}
      query={records}
      rowKey={(row) => row.reference}
      emptyIcon="ticket"
      columns={(currency) => [
        { key: 'time', header: t('funds.columns.time'), cell: (row) => formatDateTime(row.time, language) },
        {
          key: 'game',
          header: t('funds.columns.game'),
          cell: (row) => (
            <>
              {row.gameName ?? '—'}
              {row.vassalage ? <span className={styles.muted}> · {row.vassalage}</span> : null}
              {row.status === 'open' ? (
                <span className={styles.muted}> · {t('funds.round_open')}</span>
              ) : null}
              {row.status === 'cancelled' ? (
                <span className={styles.muted}> · {t('funds.round_cancelled')}</span>
              ) : null}
            </>
          ),
        },
        {
          key: 'round',
          header: t('funds.columns.round'),
          className: styles.reference,
          cell: (row) => row.reference,
        },
        {
          key: 'stake',
          header: t('funds.columns.stake'),
          numeric: true,
          cell: (row) => <Money minor={row.stake} currency={currency} />,
        },
        {
          key: 'payout',
          header: t('funds.columns.payout'),
          numeric: true,
          cell: (row) => <Money minor={row.payout} currency={currency} />,
        },
        {
          key: 'result',
          header: t('funds.columns.result'),
          numeric: true,
          cell: (row) => <Money minor={row.result} currency={currency} signed />,
        },
      ]}
    />
  );
}
