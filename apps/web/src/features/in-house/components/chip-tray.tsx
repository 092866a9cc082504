import type { InHouseLimit } from '@platform/contract/in-house';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chipFace, useInHouseWallet } from '../lib/money.ts';
import { chipValues } from '../lib/use-bet-slip.ts';
import styles from './chip-tray.module.css';

interface ChipTrayProps {
  limits: Pick<InHouseLimit, 'min' | 'max'>;
  /** The chip in hand, minor units. */
  value: number;
  onChange: (value: number) => void;
  /** Chips worth more than this are greyed out (what the balance can still cover). */
  affordable?: number;
}

/**
 * The chips to bet with: a radio group of native radios (arrow keys move, the chosen one is
 * announced), each chip a coloured disc showing its short value and named by its full amount.
 */
export function ChipTray({ limits, value, onChange, affordable }: ChipTrayProps) {
  const { t } = useTranslation('inHouse');
  const name = useId();
  const { money, exponent } = useInHouseWallet();
  return (
    <fieldset className={styles.tray}>
      <legend className={styles.legend}>{t('common.chips')}</legend>
      <div className={styles.chips}>
        {chipValues(limits).map((chip, index) => (
          <label
            key={chip}
            className={styles.chip}
            data-tone={index % 6}
            data-short={affordable !== undefined && chip > affordable ? '' : undefined}
          >
            <input
              type="radio"
              name={name}
              className={styles.input}
              value={chip}
              checked={chip === value}
              onChange={() => onChange(chip)}
              aria-label={t('common.chip', { amount: money(chip) })}
            />
            <span className={styles.face} aria-hidden="true">
              {chipFace(chip, exponent)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
