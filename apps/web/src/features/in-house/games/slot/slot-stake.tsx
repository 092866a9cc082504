import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './slot.module.css';
import { SLOT_LINES } from './slot-logic.ts';

interface SlotStakeProps {
  /** The stakes on offer, ascending: multiples of the lines within the limits (`slotStakeSteps`). */
  steps: readonly number[];
  value: number;
  onChange: (stake: number) => void;
  money: (minor: number) => string;
  disabled?: boolean;
}

/**
 * The stake per spin: a list of the allowed stakes between a minus and a plus button, so no stake
 * the server would refuse (not a multiple of the lines, outside the limits) can be chosen.
 */
export function SlotStake({ steps, value, onChange, money, disabled = false }: SlotStakeProps) {
  const { t } = useTranslation('inHouse');
  const id = useId();
  const index = steps.indexOf(value);
  const step = (by: number) => {
    const next = steps[Math.min(Math.max(index + by, 0), steps.length - 1)];
    if (next !== undefined && next !== value) onChange(next);
  };
  return (
    <div className={styles.stake}>
      <label className={styles.stakeLabel} htmlFor={id}>
        {t('slot.stake')}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => step(-1)}
          disabled={disabled || index <= 0}
          aria-label={t('slot.stakeDown')}
        >
          −
        </button>
        <select
          id={id}
          className={styles.stakeSelect}
          value={value}
          disabled={disabled || steps.length === 0}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          {steps.map((stake) => (
            <option key={stake} value={stake}>
              {money(stake)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={styles.stepButton}
          onClick={() => step(1)}
          disabled={disabled || index < 0 || index >= steps.length - 1}
          aria-label={t('slot.stakeUp')}
        >
          +
        </button>
      </div>
      <span className={styles.stakeHint}>
        {t('slot.lineBet', { lineBet: money(Math.floor(value / SLOT_LINES)), lines: SLOT_LINES })}
      </span>
    </div>
  );
}
