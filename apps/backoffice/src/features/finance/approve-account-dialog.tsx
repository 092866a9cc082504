import { Alert, Loader, Modal, Stack, Table, Textarea } from '@mantine/core';
import { ApproveAccountChangeSchema, type ChannelAccountChange } from '@platform/contract/payments';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useAccountChange } from './api/use-account-change.ts';
import { useDecideAccountChange } from './api/use-decide-account-change.ts';

const FIELDS = ['bankName', 'accountName', 'accountNumber'] as const;

/**
 * The checker's view of one change: the current and the new account in full (lists mask them),
 * so the approval is of the exact numbers members will be told to pay into.
 */
export function ApproveAccountDialog({
  change,
  onClose,
}: {
  change: ChannelAccountChange;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const detail = useAccountChange(change.id);
  const decide = useDecideAccountChange();
  const form = useContractForm(ApproveAccountChangeSchema, { note: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await decide.mutateAsync({ id: change.id, decision: 'approve', note: values.note || undefined });
    onClose();
  });
  const accounts = detail.data;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('finance.accountChanges.approveTitle', { channel: change.channelName })}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {detail.isLoading && <Loader size="sm" />}
          {detail.error && <Alert color="red">{errorText(detail.error)}</Alert>}
          {accounts && (
            <Table withTableBorder aria-label={t('finance.accountChanges.compare')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th />
                  <Table.Th>{t('finance.accountChanges.before')}</Table.Th>
                  <Table.Th>{t('finance.accountChanges.after')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {FIELDS.map((field) => (
                  <Table.Tr key={field}>
                    <Table.Th>{t(`finance.channels.${field}`)}</Table.Th>
                    <Table.Td>{accounts.before?.[field] ?? '—'}</Table.Td>
                    <Table.Td fw={600}>{accounts.after[field]}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
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
            submitLabel={t('finance.accountChanges.approve')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
