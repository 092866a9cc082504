import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { LOCAL_KEYS, readItem, writeItem } from '../../../lib/storage.ts';
import { useWalletBalance } from '../api/use-wallet-balance.ts';
import styles from './header-balance.module.css';

const MASK = '****';

/**
 * The header balance (spec §2): the currency symbol and amount, a button that hides it as
 * asterisks (remembered on this device) and a refresh button. The socket listener keeps it current.
 */
export default function HeaderBalance() {
  const { t } = useTranslation();
  const language = useLanguage();
  const balance = useWalletBalance();
  const [hidden, setHidden] = useState(() => readItem('local', LOCAL_KEYS.balanceHidden) === 'true');
  const data = balance.data;
  const label = data?.wallet === 'trial' ? t('wallet.trial_balance') : t('wallet.balance');

  function toggleHidden() {
    const next = !hidden;
    setHidden(next);
    writeItem('local', LOCAL_KEYS.balanceHidden, next ? 'true' : null);
  }

  let amount: string;
  if (data) amount = hidden ? MASK : formatMoney(data.balance, data.currencyExponent, language);
  else amount = balance.isError ? '--' : '';

  return (
    <section className={styles.root} aria-label={label} data-testid="header-balance">
      <p className={styles.value} title={balance.isError && !data ? t('wallet.unavailable') : undefined}>
        {data ? <span className={styles.symbol}>{data.currencySymbol}</span> : null}
        {amount ? (
          <span className={`${styles.amount} tabular`} aria-hidden={hidden && data ? true : undefined}>
            {amount}
          </span>
        ) : (
          <span className={styles.skeleton}>
            <span className="visually-hidden">{t('common.loading')}</span>
          </span>
        )}
        {hidden && data ? <span className="visually-hidden">{t('wallet.hidden')}</span> : null}
        {balance.isError && !data ? <span className="visually-hidden">{t('wallet.unavailable')}</span> : null}
      </p>
      <button
        type="button"
        className={styles.iconButton}
        onClick={toggleHidden}
        aria-label={hidden ? t('wallet.show') : t('wallet.hide')}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={16} />
      </button>
      <button
        type="button"
        className={styles.iconButton}
        onClick={() => void balance.refetch()}
        disabled={balance.isFetching}
        aria-busy={balance.isFetching || undefined}
        aria-label={t('wallet.refresh')}
      >
        <Icon name="refresh" size={16} className={balance.isFetching ? styles.spinning : undefined} />
      </button>
    </section>
  );
}
