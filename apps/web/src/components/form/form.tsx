import type { BaseSyntheticEvent, FormHTMLAttributes, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';

interface FormProps<Values extends FieldValues, Output>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: UseFormReturn<Values, unknown, Output>;
  /** The handler `submitWith` made: it checks the fields before anything is sent. */
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  children: ReactNode;
}

/**
 * The form element of a kit form: the fields inside find their form, and the browser's own
 * validation is off so every message is the spec's, in the reader's language.
 */
export function Form<Values extends FieldValues, Output>({
  form,
  onSubmit,
  children,
  ...rest
}: FormProps<Values, Output>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
