import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInHouseWallet } from '../lib/money.ts';
import styles from './bet-spot.module.css';

interface BetSpotProps {
  /** The spot's name, as read out and (without children) shown. */
  label: string;
  /** The pay table's odds, "8:1". */
  pays: string;
  /** What is on the spot now, minor units. */
  stake: number;
  onBet: () => void;
  disabled?: boolean;
  /** How the spot fared in the round just shown. */
  result?: 'win' | 'lose';
  /** The visible face, when richer than the label (dice, colours). */
  children?: ReactNode;
  className?: string;
  /** Marks a pressed selection (roulette's numbers being picked for a split). */
  pressed?: boolean;
  /** Placement on a grid layout (roulette's cells). */
  style?: CSSProperties;
}

/** A place on the table to put chips on: a real button named by its bet, odds and stake. */
export function BetSpot({
  label,
  pays,
  stake,
  onBet,
  disabled,
  result,
  children,
  className,
  pressed,
  style,
}: BetSpotProps) {
  const { t } = useTranslation('inHouse');
  const { money, amount } = useInHouseWallet();
  const name =
    stake > 0
      ? t('common.spot_with_stake', { spot: label, pays, amount: money(stake) })
      : t('common.spot', { spot: label, pays });
  return (
    <button
      type="button"
      className={[styles.spot, className].filter(Boolean).join(' ')}
      onClick={onBet}
      disabled={disabled}
      aria-label={name}
      aria-pressed={pressed}
      style={style}
      data-result={result}
    >
      <span className={styles.face} aria-hidden="true">
        {children ?? <span className={styles.label}>{label}</span>}
        <span className={styles.pays}>{pays}</span>
      </span>
      {stake > 0 ? (
        <span className={`${styles.stack} tabular`} aria-hidden="true">
          {amount(stake)}
        </span>
      ) : null}
    </button>
  );
}
