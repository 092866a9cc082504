import { type ReactNode, useId } from 'react';
import styles from './check-field.module.css';
import { useFormField } from './use-form-field.ts';

interface CheckFieldProps {
  /** The form value it ticks (a boolean). */
  name: string;
  children: ReactNode;
  required?: boolean;
}

/** A checkbox with its label and, when unticked but needed, its problem (spec §5 terms and age). */
export function CheckField({ name, children, required }: CheckFieldProps) {
  const field = useFormField<boolean | undefined>(name);
  const errorId = useId();
  return (
    <div className={styles.checkField}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name={name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          aria-invalid={field.error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={field.error ? errorId : undefined}
        />
        <span className={required ? styles.requiredMark : undefined}>{children}</span>
      </label>
      {field.error ? (
        <p id={errorId} className={styles.fieldError} role="alert">
          {field.error}
        </p>
      ) : null}
    </div>
  );
}
