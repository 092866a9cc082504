import { MAIN_WALLET } from '@platform/contract/wallet-constants';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { useConsolidatedFunds, useMerchantWallet } from '../api/use-consolidated-funds.ts';
import { GameWalletTransfer } from './game-wallet-transfer.tsx';
import { Money } from './money.tsx';
import styles from './wallet-pages.module.css';

const ACTIONS: ReadonlyArray<{
  tab: string;
  icon: IconName;
  label: string;
  variant: 'primary' | 'secondary';
}> = [
  { tab: 'depositv2', icon: 'download', label: 'member.menu.depositv2', variant: 'primary' },
  { tab: 'withdraw', icon: 'wallet', label: 'member.menu.withdraw', variant: 'secondary' },
  { tab: 'transferUpline', icon: 'chevronRight', label: 'member.menu.transferUpline', variant: 'secondary' },
];

/** Spec §2 transferFund: the main wallet first, then everything else the member holds (§7 consolidated funds). */
export default function WalletTab() {
  const { t } = useTranslation('pages');
  const funds = useConsolidatedFunds();
  const merchantWallet = useMerchantWallet();

  if (!funds.data) {
    return funds.isError ? (
      <ListError error={funds.error} onRetry={() => void funds.refetch()} />
    ) : (
      <ListSkeleton rows={2} />
    );
  }
  const data = funds.data;
  const main = data.wallets.find((wallet) => wallet.code === MAIN_WALLET)?.balance ?? 0;
  const vendors = data.wallets.filter((wallet) => wallet.code !== MAIN_WALLET);
  const others: Array<{ key: string; label: string; minor: number; hint?: string }> = [
    { key: 'total', label: t('funds.wallet.total'), minor: data.total, hint: t('funds.wallet.total_hint') },
    { key: 'bonus', label: t('funds.wallet.bonus'), minor: data.bonus },
    {
      key: 'hold',
      label: t('funds.wallet.withdrawal_hold'),
      minor: data.withdrawalHold,
      hint: t('funds.wallet.withdrawal_hold_hint'),
    },
    { key: 'commission', label: t('funds.wallet.commission'), minor: data.commission },
    ...vendors.map((wallet) => ({ key: wallet.code, label: wallet.name, minor: wallet.balance })),
  ];

  return (
    <div className={styles.stack}>
      <section className={styles.hero} aria-labelledby="main-wallet">
        <div className={styles.heroHead}>
          <h3 id="main-wallet" className={styles.heroLabel}>
            <Icon name="wallet" size={20} />
            {t('funds.wallet.main')}
          </h3>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void funds.refetch()}
            busy={funds.isFetching}
            icon={<Icon name="refresh" size={16} />}
          >
            {t('funds.refresh')}
          </Button>
        </div>
        <p className={styles.heroAmount} data-testid="main-wallet-balance">
          <Money minor={main} currency={data} />
        </p>
        <p className={styles.heroHint}>
          {merchantWallet.data?.isSingle === false ? t('funds.wallet.multi') : t('funds.wallet.single')}
        </p>
        <div className={styles.heroActions}>
          {ACTIONS.map((action) => (
            <Link
              key={action.tab}
              to={{ search: `?tab=${action.tab}` }}
              className={buttonClass(action.variant)}
            >
              <Icon name={action.icon} size={18} />
              <span>{t(action.label)}</span>
            </Link>
          ))}
        </div>
      </section>
      <section aria-labelledby="other-funds">
        <h3 id="other-funds" className="visually-hidden">
          {t('funds.wallet.others')}
        </h3>
        <ul className={styles.tiles}>
          {others.map((item) => (
            <li key={item.key} className={styles.tile}>
              <span className={styles.tileLabel}>{item.label}</span>
              <Money minor={item.minor} currency={data} className={styles.tileAmount} />
              {item.hint ? <span className={styles.tileHint}>{item.hint}</span> : null}
            </li>
          ))}
        </ul>
      </section>
      {vendors.length > 0 ? <GameWalletTransfer funds={data} /> : null}
    </div>
  );
}
