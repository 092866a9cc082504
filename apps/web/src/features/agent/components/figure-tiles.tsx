import type { ReactNode } from 'react';
import styles from './team-overview.module.css';

/** Figures of the agent's team, each a tile: its name over its value. */
export function FigureTiles({
  label,
  className,
  children,
}: {
  label: string;
  /** Another grid of the tiles (wider ones for large sums). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul className={className ?? styles.tiles} aria-label={label}>
      {children}
    </ul>
  );
}

export function FigureTile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{children}</span>
    </li>
  );
}
