import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { lineColour } from './reels.tsx';
import styles from './slot.module.css';
import { PAY_SYMBOLS, SLOT, SLOT_LINES } from './slot-logic.ts';
import { SlotSymbol } from './slot-symbol.tsx';

interface PaytableProps {
  /** The stake per spin the pays are shown for, minor units (a multiple of the lines). */
  stake: number;
  money: (minor: number) => string;
  symbolName: (symbol: string) => string;
}

const COUNTS = [5, 4, 3] as const;

/** The machine's rules and pays at the chosen stake, every figure read from the engine's configuration. */
export function Paytable({ stake, money, symbolName }: PaytableProps) {
  const { t } = useTranslation('inHouse');
  const lineBet = Math.floor(stake / SLOT_LINES);
  const [three, four, five] = SLOT.scatterPays;
  const [spins3, spins4, spins5] = SLOT.freeSpins;
  return (
    <details className={styles.paytable}>
      <summary className={styles.paytableSummary}>{t('slot.paytable.title')}</summary>
      <div className={styles.paytableBody}>
        <ul className={styles.payGrid} aria-label={t('slot.paytable.pays')}>
          {[...PAY_SYMBOLS, SLOT.scatter].map((symbol) => {
            const scatter = symbol === SLOT.scatter;
            const pays = scatter ? SLOT.scatterPays : (SLOT.paytable[symbol] ?? [0, 0, 0]);
            return (
              <li key={symbol} className={styles.payCard}>
                <SlotSymbol symbol={symbol} className={styles.payIcon} />
                <div>
                  <p className={styles.payName}>{symbolName(symbol)}</p>
                  <dl className={styles.payRows}>
                    {COUNTS.map((count) => (
                      <div key={count} className={styles.payRow}>
                        <dt>{t('slot.paytable.count', { n: count })}</dt>
                        <dd>{money((pays[count - 3] ?? 0) * (scatter ? stake : lineBet))}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            );
          })}
        </ul>
        <ul className={styles.rules}>
          <li>{t('slot.rules.lines', { lines: SLOT_LINES, lineBet: money(lineBet) })}</li>
          <li>{t('slot.rules.leftToRight')}</li>
          <li>{t('slot.rules.wild', { wild: symbolName(SLOT.wild), scatter: symbolName(SLOT.scatter) })}</li>
          <li>
            {t('slot.rules.scatter', {
              scatter: symbolName(SLOT.scatter),
              three,
              four,
              five,
              spins3,
              spins4,
              spins5,
            })}
          </li>
          <li>
            {t(SLOT.retrigger ? 'slot.rules.freeSpinsRetrigger' : 'slot.rules.freeSpins', {
              multiplier: SLOT.freeSpinMultiplier,
            })}
          </li>
        </ul>
        <h3 className={styles.sectionTitle}>{t('slot.paytable.paylines')}</h3>
        <ol className={styles.paylines}>
          {SLOT.paylines.map((rows, line) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the paylines are fixed and numbered
            <li key={line} className={styles.payline}>
              <svg
                className={styles.paylineGrid}
                viewBox="0 0 50 30"
                role="img"
                aria-label={t('slot.paytable.lineShape', {
                  line: line + 1,
                  rows: rows.map((row) => row + 1).join(', '),
                })}
                style={{ '--line': lineColour(line) } as CSSProperties}
              >
                {[0, 1, 2].map((row) =>
                  [0, 1, 2, 3, 4].map((reel) => (
                    <rect
                      key={`${reel}:${row}`}
                      x={reel * 10 + 1.5}
                      y={row * 10 + 1.5}
                      width="7"
                      height="7"
                      rx="1.5"
                      className={rows[reel] === row ? styles.paylineOn : styles.paylineDot}
                    />
                  )),
                )}
              </svg>
              <span aria-hidden="true">{line + 1}</span>
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}
