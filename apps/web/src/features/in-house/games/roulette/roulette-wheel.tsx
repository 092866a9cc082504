import type { InHouseRound } from '@platform/contract/in-house';
import { colourOf, type RouletteOutcome } from '@platform/games/roulette/roulette';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './roulette.module.css';
import { WHEEL_ORDER } from './roulette-layout.ts';

/** How long the wheel turns before the ball settles (the CSS transition's duration). */
export const SPIN_MS = 3200;

const SEGMENT = 360 / WHEEL_ORDER.length;
const COLOURS = { GREEN: '#16a34a', RED: '#c62828', BLACK: '#1b1e27' } as const;

/** The wheel's face: one coloured slice per pocket, in wheel order. */
const FACE = `conic-gradient(${WHEEL_ORDER.map(
  (pocket, index) => `${COLOURS[colourOf(pocket)]} ${index * SEGMENT}deg ${(index + 1) * SEGMENT}deg`,
).join(', ')})`;

/**
 * The wheel: it turns a few times and stops with the winning pocket under the ball at the top.
 * The turn is a CSS transition, so reduced motion (which zeroes it) just shows where it stopped.
 */
export function RouletteWheel({ round, revealed }: { round: InHouseRound | null; revealed: boolean }) {
  const { t } = useTranslation('inHouse');
  const outcome = (round?.outcome ?? null) as RouletteOutcome | null;
  const [angle, setAngle] = useState(0);
  const spun = useRef<string | null>(null);

  useEffect(() => {
    if (!round || !outcome || spun.current === round.id) return;
    spun.current = round.id;
    const index = WHEEL_ORDER.indexOf(outcome.pocket as (typeof WHEEL_ORDER)[number]);
    // Forward from where it stands: five whole turns, then the pocket's slice centred at the top.
    setAngle((current) => {
      const target = 360 - (index * SEGMENT + SEGMENT / 2);
      const base = current - (current % 360) + 5 * 360;
      return base + target;
    });
  }, [round, outcome]);

  const pocket = outcome && revealed ? outcome.pocket : null;
  return (
    <div className={styles.wheelBox}>
      <div className={styles.wheel} role="img" aria-label={t('roulette.wheel')}>
        <div
          className={styles.rotor}
          style={{ '--angle': `${angle}deg`, '--spin-ms': `${SPIN_MS}ms`, background: FACE } as CSSProperties}
        >
          {WHEEL_ORDER.map((number, index) => (
            <span
              key={number}
              className={styles.pocket}
              style={{ '--at': `${index * SEGMENT + SEGMENT / 2}deg` } as CSSProperties}
              aria-hidden="true"
            >
              {number}
            </span>
          ))}
          <span className={styles.hub} aria-hidden="true" />
        </div>
        <span className={styles.ball} data-rolling={(round && !revealed) || undefined} aria-hidden="true" />
      </div>
      <p className={styles.winning} aria-live="polite">
        {pocket !== null ? (
          <>
            <span className={styles.winningNumber} data-colour={colourOf(pocket)}>
              {pocket}
            </span>
            <span>{t(`roulette.colour.${colourOf(pocket)}`)}</span>
          </>
        ) : (
          <span className={styles.winningIdle}>{t('roulette.place_bets')}</span>
        )}
      </p>
    </div>
  );
}
