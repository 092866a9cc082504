import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from './contract-form.ts';
import { useErrorText } from './error-text.ts';

/**
 * A form's submit: checks with its schema, runs `action` with the checked values, and puts a
 * refusal under the fields it names or, when none explains it, above the buttons (`errors.root`).
 * `saved` says the last submit went through.
 */
export function useFormSubmit<Values extends FieldValues, Output>(
  form: UseFormReturn<Values, unknown, Output>,
  action: (values: Output) => Promise<unknown>,
) {
  const errorText = useErrorText();
  const [saved, setSaved] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await action(values);
      setSaved(true);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });
  return { submit, saved };
}

/** The end of a form: its refusal, that it was saved, and its buttons. */
export function FormFooter(props: {
  error: string | undefined;
  saved?: boolean;
  saving: boolean;
  submitLabel?: string;
  submitColor?: string | undefined;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {props.error && <Alert color="red">{props.error}</Alert>}
      {props.saved && <Alert color="green">{t('common.saved')}</Alert>}
      <Group justify="flex-end">
        {props.onCancel && (
          <Button variant="default" onClick={props.onCancel}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="submit" color={props.submitColor} loading={props.saving}>
          {props.submitLabel ?? t('common.save')}
        </Button>
      </Group>
    </>
  );
}
