import { useTranslation } from 'react-i18next';
import type { RoundDescriber } from '../../components/round-history.tsx';
import styles from './slot.module.css';
import { asSlotRound } from './slot-logic.ts';
import { SlotSymbol } from './slot-symbol.tsx';

/** How the history tells a slot round: the reels it stopped on, and what it won. */
export function useSlotDescriber(): RoundDescriber {
  const { t } = useTranslation('inHouse');
  return {
    spot: (bet) => (bet.spot === 'SPIN' ? t('slot.history.spin') : bet.spot),
    outcome: (round) => {
      const outcome = asSlotRound(round.outcome);
      if (!outcome) return null;
      const parts = [
        outcome.lineWins.length > 0
          ? t('slot.history.lineWins', { lines: outcome.lineWins.length })
          : t('slot.history.noLineWin'),
      ];
      if (outcome.freeSpinSpins.length > 0)
        parts.push(t('slot.freeSpinsWon', { spins: outcome.freeSpinSpins.length }));
      return (
        <span className={styles.historyOutcome}>
          <span className={styles.miniReels} aria-hidden="true">
            {outcome.window.map((column, reel) =>
              column.map((symbol, row) => (
                <SlotSymbol
                  // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5 × 3 window
                  key={`${reel}:${row}`}
                  symbol={symbol}
                  className={styles.miniSymbol}
                />
              )),
            )}
          </span>
          <span>{parts.join(' · ')}</span>
        </span>
      );
    },
  };
}
