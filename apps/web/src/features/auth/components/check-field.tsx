import { type ReactNode, useId } from 'react';
import styles from './auth-form.module.css';

interface CheckFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  error?: string;
  required?: boolean;
  name?: string;
}

/** A checkbox with its label and, when unticked but needed, its error (spec §5 terms and age). */
export function CheckField({ checked, onChange, children, error, required, name }: CheckFieldProps) {
  const errorId = useId();
  return (
    <div className={styles.checkField}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span className={required ? styles.requiredMark : undefined}>{children}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
