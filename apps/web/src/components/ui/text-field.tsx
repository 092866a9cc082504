import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './icon.tsx';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null;
  icon?: IconName;
  /** Password inputs get a show/hide toggle. */
  revealable?: boolean;
  hint?: ReactNode;
  /** Controls inside the field's box, before and after the input (dialling code, send-code button). */
  leading?: ReactNode;
  trailing?: ReactNode;
}

export function TextField({
  label,
  error,
  icon,
  revealable = false,
  hint,
  leading,
  trailing,
  required,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const [revealed, setRevealed] = useState(false);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {icon ? <Icon name={icon} size={18} className={styles.icon} /> : null}
        {leading}
        <input
          id={id}
          className={styles.input}
          type={revealable && revealed ? 'text' : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required={required || undefined}
          {...rest}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setRevealed((value) => !value)}
            aria-label={revealed ? t('auth.hide_password') : t('auth.show_password')}
            aria-pressed={revealed}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
          </button>
        ) : null}
        {trailing}
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}
