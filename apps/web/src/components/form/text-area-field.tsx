import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { controlAria, FieldFrame } from './field-frame.tsx';
import { useFormField } from './use-form-field.ts';

interface TextAreaFieldProps {
  name: string;
  label: string;
  rows?: number;
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
}

/** Several lines of text (a description, a complaint) in the field's box; the schema checks its length. */
export function TextAreaField({ name, label, rows = 5, placeholder, required, hint }: TextAreaFieldProps) {
  const id = useId();
  const field = useFormField<string | undefined>(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={field.error} hint={hint}>
      <textarea
        className={`${styles.input} ${styles.textarea}`}
        name={name}
        rows={rows}
        placeholder={placeholder}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        {...controlAria(id, field.error, required)}
      />
    </FieldFrame>
  );
}
