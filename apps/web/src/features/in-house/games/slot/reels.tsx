import { SLOT_REELS, SLOT_ROWS } from '@platform/games/slot/slot';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../../../lib/reduced-motion.ts';
import styles from './slot.module.css';
import { blurStrip, cellKey, SLOT } from './slot-logic.ts';
import { SlotSymbol } from './slot-symbol.tsx';

/** Shortest time the reels spin, however fast the server answers, and the gap between reel stops. */
export const MIN_SPIN_MS = 650;
export const REEL_STOP_GAP_MS = 170;

/** One colour per payline, so overlapping wins stay apart. */
export const LINE_COLOURS = [
  '#ffd23f',
  '#ff5d8f',
  '#3ddc97',
  '#4cc9f0',
  '#f77f00',
  '#b388ff',
  '#ff6b6b',
  '#80ed99',
  '#48bfe3',
  '#ffafcc',
  '#e9c46a',
  '#90e0ef',
  '#f4a261',
  '#c77dff',
  '#52b788',
  '#ff9e00',
  '#7bdff2',
  '#ef476f',
  '#06d6a0',
  '#ffd6a5',
];

export const lineColour = (line: number): string => LINE_COLOURS[line % LINE_COLOURS.length] as string;

interface ReelsProps {
  /** `window[reel][row]`: what the reels show once stopped. */
  window: readonly (readonly string[])[];
  /** True from the press of Spin until the answer is here: every reel turns. */
  spinning: boolean;
  /** Changes with every spin, so each landing animates again. */
  spinKey: number;
  /** Cells taking part in the win on show ("reel:row"); the others dim while any is lit. */
  highlight: ReadonlySet<string>;
  /** Paylines to draw across the reels. */
  lines: readonly number[];
  /** Called once the last reel of a spin has landed. */
  onSettled?: () => void;
  /** The symbol's name in the reader's language. */
  symbolName: (symbol: string) => string;
  label: string;
}

/**
 * Five reels of three rows. While a spin is asked for, each reel scrolls its own strip; when the
 * answer is here the reels land left to right with a small bounce. With reduced motion they just
 * show the result.
 */
export function Reels({
  window: shown,
  spinning,
  spinKey,
  highlight,
  lines,
  onSettled,
  symbolName,
  label,
}: ReelsProps) {
  const reduced = usePrefersReducedMotion();
  const [stopped, setStopped] = useState(SLOT_REELS);
  const startedAt = useRef(0);
  const awaiting = useRef(false);
  const settled = useRef(onSettled);
  settled.current = onSettled;

  useEffect(() => {
    if (!spinning) return;
    startedAt.current = performance.now();
    awaiting.current = true;
    setStopped(0);
  }, [spinning]);

  useEffect(() => {
    if (spinning) return;
    if (stopped >= SLOT_REELS) {
      if (awaiting.current) {
        awaiting.current = false;
        settled.current?.();
      }
      return;
    }
    if (reduced) {
      setStopped(SLOT_REELS);
      return;
    }
    const wait =
      stopped === 0 ? Math.max(MIN_SPIN_MS - (performance.now() - startedAt.current), 0) : REEL_STOP_GAP_MS;
    const timer = setTimeout(() => setStopped((count) => count + 1), wait);
    return () => clearTimeout(timer);
  }, [spinning, stopped, reduced]);

  const anyLit = highlight.size > 0;
  return (
    <figure className={styles.reels} aria-label={label} aria-busy={spinning || stopped < SLOT_REELS}>
      {Array.from({ length: SLOT_REELS }, (_, reel) => {
        const moving = spinning || reel >= stopped;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the reels are fixed, five of them
          <div key={reel} className={styles.reel} data-testid="reel">
            {moving ? (
              <div className={reduced ? styles.reelStill : styles.strip} aria-hidden="true">
                {(reduced ? (shown[reel] ?? []) : spinStrip(reel, spinKey)).map((symbol, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a strip repeats symbols
                  <div key={index} className={styles.cell}>
                    <SlotSymbol symbol={symbol} className={styles.symbol} />
                  </div>
                ))}
              </div>
            ) : (
              <div
                key={`${spinKey}`}
                className={reduced ? styles.column : `${styles.column} ${styles.landed}`}
              >
                {Array.from({ length: SLOT_ROWS }, (_, row) => {
                  const symbol = shown[reel]?.[row] ?? '';
                  const lit = highlight.has(cellKey(reel, row));
                  return (
                    <div
                      // biome-ignore lint/suspicious/noArrayIndexKey: three fixed rows
                      key={row}
                      role="img"
                      aria-label={symbolName(symbol)}
                      data-testid="reel-cell"
                      data-symbol={symbol}
                      data-lit={lit || undefined}
                      className={[styles.cell, lit ? styles.lit : anyLit ? styles.dim : '']
                        .filter(Boolean)
                        .join(' ')}
                    >
                      <SlotSymbol symbol={symbol} className={styles.symbol} />
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        );
      })}
      {lines.length > 0 && (
        <svg className={styles.lines} viewBox="0 0 50 30" preserveAspectRatio="none" aria-hidden="true">
          {lines.map((line) => (
            <polyline
              key={line}
              points={(SLOT.paylines[line] ?? [])
                .map((row, reel) => `${reel * 10 + 5},${row * 10 + 5}`)
                .join(' ')}
              style={{ '--line': lineColour(line) } as CSSProperties}
              className={styles.line}
            />
          ))}
        </svg>
      )}
    </figure>
  );
}

/** What scrolls past on a turning reel: a stretch of its own strip, twice, so the loop is seamless. */
function spinStrip(reel: number, spinKey: number): string[] {
  const part = blurStrip(reel, (spinKey * 7 + reel * 5) % 24, 9);
  return [...part, ...part];
}
