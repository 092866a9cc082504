import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../ui/icon.tsx';
import styles from './field.module.css';
import { controlAria, FieldFrame } from './field-frame.tsx';

export interface InputBoxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | null | undefined;
  icon?: IconName;
  /** Password inputs get a show/hide toggle. */
  revealable?: boolean;
  hint?: ReactNode;
  /** Controls inside the field's box, before and after the input (dialling code, send-code button). */
  leading?: ReactNode;
  trailing?: ReactNode;
  /** The input's new text on every change, for a field whose value its parent holds. */
  onValue?: (value: string) => void;
}

/** A labelled input in its box; the kit's fields bind it to a form, and it also works on its own. */
export function InputBox({
  label,
  error,
  icon,
  revealable = false,
  hint,
  leading,
  trailing,
  required,
  type = 'text',
  onValue,
  ...rest
}: InputBoxProps) {
  const { t } = useTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      {icon ? <Icon name={icon} size={18} className={styles.icon} /> : null}
      {leading}
      <input
        className={styles.input}
        type={revealable && revealed ? 'text' : type}
        {...controlAria(id, error, required)}
        {...rest}
        onChange={(event) => {
          rest.onChange?.(event);
          onValue?.(event.target.value);
        }}
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
    </FieldFrame>
  );
}
