import { useId } from 'react';
import styles from './logo.module.css';

/** The brand mark: a gold star tile. Decorative; the wordmark beside it carries the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const id = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}-g`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe09a" />
          <stop offset="0.55" stopColor="#f5b83d" />
          <stop offset="1" stopColor="#d98a12" />
        </linearGradient>
        <linearGradient id={`${id}-b`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2a2350" />
          <stop offset="1" stopColor="#141a2e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${id}-b)`} />
      <rect x="1" y="1" width="62" height="62" rx="15" fill="none" stroke="#f5b83d" strokeOpacity="0.45" />
      <path
        d="M32 10l6.3 12.8 14.2 2-10.3 10 2.4 14.1L32 42.3l-12.6 6.6 2.4-14.1-10.3-10 14.2-2z"
        fill={`url(#${id}-g)`}
      />
    </svg>
  );
}

/**
 * The mark and the brand's name. `markOnPhones`: phones show the mark alone, where the header gives
 * its width to a member's balance (a cut "N…" says less than the mark, and the link names the brand).
 */
export function Logo({
  brand,
  compact = false,
  markOnPhones = false,
}: {
  brand: string;
  compact?: boolean;
  markOnPhones?: boolean;
}) {
  return (
    <span className={markOnPhones ? `${styles.logo} ${styles.markOnPhones}` : styles.logo}>
      <BrandMark size={compact ? 30 : 34} />
      <span className={styles.word}>{brand}</span>
    </span>
  );
}
