import { type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { controlAria, FieldFrame } from './field-frame.tsx';
import { useFormField } from './use-form-field.ts';

interface FileFieldProps {
  /** The form value: the chosen files (File[]); `fileList` checks them. */
  name: string;
  label: string;
  /** The types the picker offers ('image/png,image/jpeg'); the schema still checks each file. */
  accept: string;
  multiple?: boolean;
  required?: boolean;
  hint?: ReactNode;
}

/** A file picker whose files are checked (type, size, count) before the form sends anything. */
export function FileField({ name, label, accept, multiple = false, required, hint }: FileFieldProps) {
  const id = useId();
  const field = useFormField<File[] | undefined>(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={field.error} hint={hint}>
      <input
        className={`${styles.input} ${styles.file}`}
        type="file"
        name={name}
        accept={accept}
        multiple={multiple}
        onChange={(event) => field.onChange(Array.from(event.target.files ?? []))}
        onBlur={field.onBlur}
        {...controlAria(id, field.error, required)}
      />
    </FieldFrame>
  );
}
