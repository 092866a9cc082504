import { Button, Card, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type CannedReply, CannedReplyInputSchema } from '@platform/contract/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useCannedActions, useCannedReplies } from './api/use-support.ts';

/** Adds a canned reply, or changes the one being edited. */
function CannedForm({ editing, onDone }: { editing: CannedReply | null; onDone: () => void }) {
  const { t } = useTranslation();
  const { create, update } = useCannedActions();
  const form = useContractForm(CannedReplyInputSchema, {
    title: editing?.title ?? '',
    body: editing?.body ?? '',
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (body) => {
    if (editing) await update.mutateAsync({ id: editing.id, body });
    else await create.mutateAsync(body);
    form.reset({ title: '', body: '' });
    onDone();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder maw={720}>
        <Stack>
          <TextInput
            label={t('support.cannedTitle')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label={t('support.cannedBody')}
            autosize
            minRows={3}
            error={errors.body?.message}
            {...form.register('body')}
          />
          <FormFooter
            error={errors.root?.message}
            saving={isSubmitting}
            submitLabel={editing ? t('support.cannedSave') : t('support.cannedAdd')}
            {...(editing ? { onCancel: onDone } : {})}
          />
        </Stack>
      </Card>
    </form>
  );
}

/** The merchant's canned replies: the support inbox offers them in its reply box. */
export function CannedRepliesPage() {
  const { t } = useTranslation();
  const canned = useCannedReplies();
  const { remove } = useCannedActions();
  const [editing, setEditing] = useState<CannedReply | null>(null);
  return (
    <>
      <PageHeader title={t('support.cannedPageTitle')} />
      <ErrorAlert error={canned.error ?? remove.error} />
      <Stack>
        <CannedForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
        {canned.data?.list.map((item) => (
          <Card key={item.id} withBorder maw={720}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={4}>
                <Text fw={600}>{item.title}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {item.body}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button size="compact-sm" variant="light" onClick={() => setEditing(item)}>
                  {t('support.cannedEdit', { title: item.title })}
                </Button>
                <Button size="compact-sm" variant="light" color="red" onClick={() => remove.mutate(item.id)}>
                  {t('support.cannedDelete', { title: item.title })}
                </Button>
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
