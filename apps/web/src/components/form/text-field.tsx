import type { ComponentProps, FocusEvent } from 'react';
import { InputBox as TextBox } from './input-box.tsx';
import { useFormField } from './use-form-field.ts';

export type TextFieldProps = Omit<ComponentProps<typeof TextBox>, 'name' | 'value' | 'onChange' | 'error'> & {
  /** The form value it edits (a string). */
  name: string;
};

/**
 * A text input of a kit form: label (required marked *), hint, and the field's problem under it,
 * wired for assistive tech (label for, aria-invalid, aria-describedby). The value is trimmed by
 * the schema when the form is sent, not while typing.
 */
export function TextField({ name, onBlur, ...input }: TextFieldProps) {
  const field = useFormField<string | undefined>(name);
  return (
    <TextBox
      {...input}
      name={name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={field.error}
    />
  );
}
