import { type BaseSyntheticEvent, type ReactNode, useState } from 'react';
import type { SubmitHandler } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ContractForm, Form, type FormSchema } from '../../../../components/form/index.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { showToast } from '../../../../lib/notice.ts';
import styles from './security.module.css';

/**
 * A security-centre form's request: the contract schema checks the fields first; a refusal goes
 * under the fields it names, anything else above the button; a success says so and closes the form.
 */
export function useSecurityRequest<Schema extends FormSchema>(
  form: ContractForm<Schema>,
  fields: readonly string[],
) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<unknown>(null);
  return {
    failure,
    /** The form's submit: the last failure goes, the fields are checked, then `send` runs. */
    submit: (send: SubmitHandler<z.output<Schema>>) => (event?: BaseSyntheticEvent) => {
      setFailure(null);
      return form.submitWith(send)(event);
    },
    /** The mutation callbacks: saved (then `onDone`), or the refusal shown where it belongs. */
    outcome: (onDone?: () => void) => ({
      onSuccess: () => {
        showToast(t('security.saved'));
        onDone?.();
      },
      onError: (error: unknown) => setFailure(form.showServerProblems(error, fields) ? null : error),
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
