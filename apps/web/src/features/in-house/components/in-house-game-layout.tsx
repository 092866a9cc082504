import { IN_HOUSE_TRIAL_LOW, type InHouseGame } from '@platform/contract/in-house';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { useTrialRefill } from '../api/use-in-house.ts';
import { useInHouseWallet } from '../lib/money.ts';
import { inHouseErrorText } from '../lib/round-error.ts';
import { FairnessPanel } from './fairness-panel.tsx';
import styles from './in-house-game-layout.module.css';
import { type RoundDescriber, RoundHistory } from './round-history.tsx';

interface InHouseGameLayoutProps {
  game: InHouseGame;
  title: string;
  /** The animated table: cards, wheel, dice or reels, and the spots to bet on. */
  board: ReactNode;
  /** Chips, stake and the buttons that play. */
  controls: ReactNode;
  /** How the history words this game's outcomes and bets. */
  describe?: RoundDescriber;
}

/** Free play: the badge, and a top-up once the trial money runs low (the server refuses it before). */
function TrialMoney() {
  const { t } = useTranslation('inHouse');
  const { balance, money } = useInHouseWallet();
  const refill = useTrialRefill();
  const low = balance !== undefined && balance < IN_HOUSE_TRIAL_LOW;
  return (
    <div className={styles.trial}>
      <span className={styles.badge} title={t('common.trial_hint')}>
        {t('common.trial_badge')}
      </span>
      {low ? (
        <Button size="sm" variant="violet" busy={refill.isPending} onClick={() => refill.mutate()}>
          {t('common.refill')}
        </Button>
      ) : null}
      <span role="status" className={styles.refillNote}>
        {refill.isSuccess ? t('common.refilled') : ''}
      </span>
      {refill.isError ? (
        <span role="alert" className={styles.refillError}>
          {inHouseErrorText(refill.error, t, money)}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The frame of every in-house game page: the way back to the lobby, the title, the balance (and
 * trial money), the table and its controls, then the member's last rounds of the game and the
 * fairness panel.
 */
export function InHouseGameLayout({ game, title, board, controls, describe }: InHouseGameLayoutProps) {
  const { t } = useTranslation('inHouse');
  const { balance, money, trial: trialWallet } = useInHouseWallet();
  const session = useSession();
  const trial = trialWallet || isTrialSession(session);
  return (
    <div className={styles.page} data-game={game}>
      <header className={styles.top}>
        <Link to="/inHouse" className={styles.back}>
          <Icon name="chevronLeft" size={18} />
          <span>{t('common.back')}</span>
        </Link>
        <div className={styles.heading}>
          <p className={styles.eyebrow}>{t('common.eyebrow')}</p>
          <h1 className={styles.title}>{title}</h1>
        </div>
        <div className={styles.wallet}>
          {trial ? <TrialMoney /> : null}
          <p className={styles.balance}>
            <span className={styles.balanceLabel}>{t('common.balance')}</span>
            <span className={`${styles.balanceValue} tabular`}>
              {balance === undefined ? '…' : money(balance)}
            </span>
          </p>
        </div>
      </header>
      <section className={styles.table} aria-label={title}>
        {board}
      </section>
      <section className={styles.controls} aria-label={t('common.your_bets')}>
        {controls}
      </section>
      <div className={styles.below}>
        <RoundHistory game={game} describe={describe} />
        <FairnessPanel />
      </div>
    </div>
  );
}
