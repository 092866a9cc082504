import type { LotteryDraw } from '@platform/contract/lottery';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/** The numbers a tier-shaped result (Vietnamese, 4D) shows first: its headline prize. */
const HEADLINE_TIERS = ['SPECIAL', 'FIRST', 'SECOND', 'THIRD'] as const;

/**
 * A draw's numbers as balls: the five digits of a fast lottery, or the headline prizes of a
 * Vietnamese or 4D draw (the full table is in the draw's JSON, which the verifier shows).
 */
export function DrawResult({ draw, compact = false }: { draw: LotteryDraw; compact?: boolean }) {
  const { t } = useTranslation('pages');
  const { result } = draw;
  if (result === null) return <span className={styles.muted}>{t('lottery.not_drawn')}</span>;
  if (Array.isArray(result))
    return (
      <span className={compact ? styles.ballsCompact : styles.balls} role="img" aria-label={result.join(' ')}>
        {result.map((digit, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a position is the digit's identity
          <span key={index} className={styles.ball} aria-hidden="true">
            {String(digit)}
          </span>
        ))}
      </span>
    );
  const tiers = result as Record<string, readonly string[]>;
  const shown = HEADLINE_TIERS.filter((tier) => tiers[tier]?.length).slice(0, compact ? 1 : 3);
  return (
    <span className={styles.tiers}>
      {shown.map((tier) => (
        <span key={tier} className={styles.tier}>
          <span className={styles.muted}>{t(`lottery.tier.${tier}`)}</span>{' '}
          <strong className={styles.number}>{tiers[tier]?.join(' ')}</strong>
        </span>
      ))}
    </span>
  );
}
