import { NumberInput } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * A whole-number box bound to a number field of a form. An emptied box holds NaN, so the schema
 * refuses it under the box, and shows empty rather than the word.
 */
export function WholeNumberField<Values extends FieldValues, Output>(props: {
  control: Control<Values, unknown, Output>;
  name: FieldPath<Values>;
  label: string;
  description?: string;
  min: number;
  error: string | undefined;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field }) => (
        <NumberInput
          label={props.label}
          description={props.description}
          allowDecimal={false}
          min={props.min}
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
          error={props.error}
        />
      )}
    />
  );
}
