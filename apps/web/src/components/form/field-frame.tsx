import type { ReactNode } from 'react';
import styles from './field.module.css';

interface FieldFrameProps {
  /** The control's id: the label points at it, the error is `<id>-error`. */
  id: string;
  label: string;
  required?: boolean | undefined;
  error?: string | null | undefined;
  hint?: ReactNode;
  /** What goes in the field's box: the control and any buttons beside it. */
  children: ReactNode;
}

/** The id of a field's error line, for the control's aria-describedby. */
export const errorIdOf = (id: string) => `${id}-error`;

/**
 * Every field's frame: the label (required marked *, spec §5), the box around the control, and
 * under it the problem (announced) or else the hint.
 */
export function FieldFrame({ id, label, required, error, hint, children }: FieldFrameProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={required ? `${styles.label} ${styles.required}` : styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>{children}</div>
      {error ? (
        <p id={errorIdOf(id)} className={styles.error} role="alert">
          {error}
        </p>
      ) : hint ? (
        <p className={styles.hint}>{hint}</p>
      ) : null}
    </div>
  );
}

/** The accessibility attributes of a framed control. */
export function controlAria(id: string, error: string | null | undefined, required: boolean | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
    'aria-required': required || undefined,
  } as const;
}
