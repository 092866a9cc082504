import { type ReactNode, useId } from 'react';
import { Icon } from '../ui/icon.tsx';
import styles from './field.module.css';
import { controlAria, FieldFrame } from './field-frame.tsx';
import { useFormField } from './use-form-field.ts';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps {
  /** The form value it sets (the chosen option's value, a string). */
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The first, empty choice ('Choose a bank'); its value is ''. */
  placeholder?: string;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A native select in the field's box: phones get their own picker, keyboards work. */
export function SelectField({
  name,
  label,
  options,
  placeholder,
  required,
  hint,
  disabled,
}: SelectFieldProps) {
  const id = useId();
  const field = useFormField<string | undefined>(name);
  return (
    <FieldFrame id={id} label={label} required={required} error={field.error} hint={hint}>
      <select
        className={`${styles.input} ${styles.select}`}
        name={name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        disabled={disabled}
        {...controlAria(id, field.error, required)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" size={14} className={styles.icon} />
    </FieldFrame>
  );
}
