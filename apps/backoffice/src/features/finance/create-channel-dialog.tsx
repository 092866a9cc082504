import { Alert, Modal, Select, Stack, TextInput } from '@mantine/core';
import {
  channelHasAccount,
  PAYMENT_CHANNEL_KINDS,
  type PaymentChannelKind,
} from '@platform/contract/payments';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useCreatePaymentChannel } from './api/use-create-payment-channel.ts';
import { AccountFields, ChannelFields } from './channel-fields.tsx';
import { createChannelFormSchema, EMPTY_ACCOUNT } from './channel-form.ts';

/** Adds a channel; a bank transfer's account waits for another operator before members see the channel. */
export function CreateChannelDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const create = useCreatePaymentChannel();
  const schema = useMemo(() => createChannelFormSchema(exponent), [exponent]);
  const form = useContractForm(schema, {
    code: '',
    kind: 'manual-bank',
    name: '',
    minAmount: '',
    maxAmount: '',
    enabled: true,
    sortOrder: 0,
    settings: EMPTY_ACCOUNT,
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await create.mutateAsync(values);
    onClose();
  });
  const kind = form.watch('kind');
  return (
    <Modal opened onClose={onClose} title={t('finance.channels.createTitle')} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('finance.channels.code')}
            description={t('finance.channels.codeHint')}
            autoComplete="off"
            error={errors.code?.message}
            {...form.register('code')}
          />
          <Controller
            control={form.control}
            name="kind"
            render={({ field }) => (
              <Select
                label={t('finance.channels.kind')}
                allowDeselect={false}
                value={field.value}
                onChange={(value) => {
                  const next = (value ?? field.value) as PaymentChannelKind;
                  field.onChange(next);
                  // Only a kind with its own account sends one; a gateway's is the deployment's.
                  form.setValue('settings', channelHasAccount(next) ? EMPTY_ACCOUNT : undefined);
                }}
                data={PAYMENT_CHANNEL_KINDS.map((value) => ({
                  value,
                  label: t(`finance.channels.kinds.${value}`),
                }))}
              />
            )}
          />
          <ChannelFields form={form} />
          {channelHasAccount(kind) && (
            <>
              <AccountFields form={form} />
              <Alert color="yellow">{t('finance.channels.newAccountHint')}</Alert>
            </>
          )}
          <FormFooter
            error={errors.root?.message}
            saving={isSubmitting}
            submitLabel={t('finance.channels.create')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
