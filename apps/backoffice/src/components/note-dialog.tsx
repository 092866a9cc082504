import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { showServerFieldErrors, useContractForm } from './contract-form.ts';
import { useErrorText } from './error-text.ts';

/** A body of one optional or required note: the shape of every review action's contract schema. */
type NoteSchema = z.ZodType<{ note?: string | undefined }, { note?: string | undefined }>;

export interface NoteDialogProps {
  title: string;
  /** The action's own contract schema (a reject needs a note; a confirm does not). */
  schema: NoteSchema;
  submitLabel: string;
  color?: string;
  onClose: () => void;
  onSubmit: (body: { note?: string | undefined }) => Promise<unknown>;
}

/** Confirms a review action with its note, checked by the same rule the server checks. */
export function NoteDialog(props: NoteDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useContractForm(props.schema, { note: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit({ note: values.note || undefined });
      props.onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <Modal opened onClose={props.onClose} title={props.title} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Textarea
            label={t('review.note')}
            autosize
            minRows={2}
            maxLength={200}
            error={errors.note?.message}
            {...form.register('note')}
          />
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={props.color} loading={isSubmitting}>
              {props.submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export const noteSchemaOf = (schema: z.ZodType) => schema as NoteSchema;
