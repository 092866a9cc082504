import { Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractForm } from './contract-form.ts';
import { FormFooter, useFormSubmit } from './form-submit.tsx';

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
  const form = useContractForm(props.schema, { note: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await props.onSubmit({ note: values.note || undefined });
    props.onClose();
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
          <FormFooter
            error={errors.root?.message}
            saving={isSubmitting}
            submitLabel={props.submitLabel}
            submitColor={props.color}
            onCancel={props.onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}

export const noteSchemaOf = (schema: z.ZodType) => schema as NoteSchema;
