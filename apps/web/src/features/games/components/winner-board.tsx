import type { WinnerEntry } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListSkeleton } from '../../../components/ui/list-states.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useWinnerBoard } from '../api/use-winner-board.ts';
import styles from './home-games.module.css';

export interface Currency {
  symbol: string;
  exponent: number;
}

/** Spec §2 winner board: the biggest wins first, players masked by the server. */
export function WinnerBoard({ currency }: { currency: Currency }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const board = useWinnerBoard();
  if (board.isError) return null;
  const list: WinnerEntry[] | undefined = board.data;
  return (
    <section className={styles.row} aria-label={t('home_games.winners')}>
      <div className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>
          <Icon name="trophy" size={20} />
          {t('home_games.winners')}
        </h2>
      </div>
      {!list ? (
        <ListSkeleton rows={2} />
      ) : list.length === 0 ? (
        <p className={styles.muted}>{t('home_games.no_winners')}</p>
      ) : (
        <ol className={styles.winners} data-testid="winner-board">
          {list.map((entry, index) => (
            <li key={`${entry.settledAt}-${entry.player}-${entry.winAmount}`} className={styles.winner}>
              <span className={styles.rank}>{index + 1}</span>
              <span className={styles.winnerText}>
                <strong>{entry.player}</strong>
                <span className={styles.muted}>{entry.gameName}</span>
              </span>
              <span className={styles.amount}>
                {currency.symbol}
                {formatMoney(entry.winAmount, currency.exponent, language)}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
