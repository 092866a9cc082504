import type { CSSProperties } from 'react';
import styles from './sic-bo.module.css';

/** Which of the 3×3 pip places each face fills (0 top left .. 8 bottom right). */
const PIPS: Readonly<Record<number, readonly number[]>> = {
  1: [4],
  2: [0, 8],
  3: [0, 4, 8],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

interface DieProps {
  face: number;
  /** Big dice in the tray tumble in; small ones print on the spots. */
  size?: 'small' | 'big';
  /** Which die of the three: each lands a moment after the last. */
  order?: number;
  /** Replays the tumble (a new roll). */
  rolling?: boolean;
}

/** A die drawn with pips (the face is named by its spot or the roll's summary, so it is decoration). */
export function Die({ face, size = 'small', order = 0, rolling = false }: DieProps) {
  const pips = PIPS[face] ?? [];
  return (
    <span
      className={`${styles.die} ${size === 'big' ? styles.big : ''}`}
      data-face={face}
      data-rolling={rolling || undefined}
      style={{ '--order': order } as CSSProperties}
      aria-hidden="true"
    >
      {Array.from({ length: 9 }, (_, place) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the nine pip places are fixed
        <span key={place} className={pips.includes(place) ? styles.pip : undefined} />
      ))}
    </span>
  );
}
