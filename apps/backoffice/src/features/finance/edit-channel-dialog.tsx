import { Alert, Modal, Stack, Switch, Text } from '@mantine/core';
import { type AdminPaymentChannel, channelHasAccount } from '@platform/contract/payments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useUpdatePaymentChannel } from './api/use-update-payment-channel.ts';
import { AccountFields, ChannelFields } from './channel-fields.tsx';
import { approvedAccount, EMPTY_ACCOUNT, editChannelFormSchema, editDefaults } from './channel-form.ts';
import { MaskedAccount } from './masked-account.tsx';

/**
 * Changes a channel. Name, limits, order and on/off apply at once; a new receiving account is
 * sent only when the operator asks for one, and waits for another operator's approval.
 */
export function EditChannelDialog({
  channel,
  onClose,
}: {
  channel: AdminPaymentChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const update = useUpdatePaymentChannel();
  const schema = useMemo(() => editChannelFormSchema(exponent), [exponent]);
  const form = useContractForm(schema, editDefaults(channel, exponent));
  const [newAccount, setNewAccount] = useState(false);
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await update.mutateAsync({ id: channel.id, ...values });
    onClose();
  });
  const current = approvedAccount(channel);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('finance.channels.editTitle', { name: channel.name, code: channel.code })}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <ChannelFields form={form} />
          {channelHasAccount(channel.kind) && (
            <Stack gap="xs">
              <Text size="sm" fw={500}>
                {t('finance.channels.account')}
              </Text>
              {current ? (
                <MaskedAccount account={current} />
              ) : (
                <Text size="sm">{t('finance.channels.noAccount')}</Text>
              )}
              <Switch
                label={t('finance.channels.requestAccount')}
                checked={newAccount}
                onChange={(event) => {
                  const asked = event.currentTarget.checked;
                  setNewAccount(asked);
                  form.setValue('settings', asked ? (current ?? EMPTY_ACCOUNT) : undefined);
                }}
              />
              {newAccount && (
                <>
                  <AccountFields form={form} />
                  <Alert color="yellow">{t('finance.channels.accountChangeHint')}</Alert>
                </>
              )}
            </Stack>
          )}
          <FormFooter error={errors.root?.message} saving={isSubmitting} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
