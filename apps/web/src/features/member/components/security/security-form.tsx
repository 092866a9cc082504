import type { BaseSyntheticEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ContractForm, Form, type FormSchema } from '../../../../components/form/index.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../../lib/form-request.ts';
import { showToast } from '../../../../lib/notice.ts';
import styles from './security.module.css';

interface Outcome {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** The part of a react-query mutation a form sends through. */
interface Mutation<Values> {
  isPending: boolean;
  mutate: (values: Values, outcome: Outcome) => void;
}

/**
 * A security-centre form's request: the contract schema checks the fields first; a refusal goes
 * under the fields it names, anything else above the button; a success says so and closes the form.
 */
export function useSecurityRequest<Schema extends FormSchema>(
  form: ContractForm<Schema>,
  fields: readonly string[],
) {
  const { t } = useTranslation('account');
  const { failure, submit, refused } = useFormRequest(form);
  /** The mutation callbacks: saved (then `onDone`), or the refusal shown where it belongs. */
  const outcome = (onDone?: () => void): Outcome => ({
    onSuccess: () => {
      showToast(t('security.saved'));
      onDone?.();
    },
    onError: (error: unknown) => refused(error, fields),
  });
  return {
    failure,
    /** The form's submit: the last failure goes, the fields are checked, then `send` runs. */
    submit,
    outcome,
    /** SecurityForm's props when the checked values go to `mutation` as they are, one at a time. */
    sendsTo: (mutation: Mutation<z.output<Schema>>, onDone?: () => void) => ({
      onSubmit: submit((values) => {
        if (!mutation.isPending) mutation.mutate(values, outcome(onDone));
      }),
      failure,
      busy: mutation.isPending,
    }),
  };
}

interface SecurityFormProps<Schema extends FormSchema> {
  form: ContractForm<Schema>;
  onSubmit: (event?: BaseSyntheticEvent) => unknown;
  failure: unknown;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}

/** The fields, the request's own failure when no field explains it, and the submit button. */
export function SecurityForm<Schema extends FormSchema>({
  form,
  onSubmit,
  failure,
  busy,
  submitLabel,
  children,
}: SecurityFormProps<Schema>) {
  const { t } = useTranslation('account');
  return (
    <Form form={form} onSubmit={onSubmit} className={styles.form}>
      {children}
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
