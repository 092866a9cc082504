import { Modal, NumberInput, Stack, Text } from '@mantine/core';
import {
  type AdminVendorIntegration,
  RotateVendorSecretSchema,
} from '@platform/contract/vendor-integrations-admin';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { ShownOnce } from '../../components/shown-once.tsx';
import { useRotateVendorSecret } from './api/use-vendor-integrations.ts';

const DEFAULT_GRACE_MINUTES = 60;

/**
 * Replaces a vendor's signing secret: the operator picks how long the old one keeps working,
 * then sees the new one this once, to hand to the vendor's integration staff.
 */
export function RotateSecretDialog(props: { integration: AdminVendorIntegration; onClose: () => void }) {
  const { t } = useTranslation();
  const { integration } = props;
  const rotate = useRotateVendorSecret(integration.vendorCode);
  const form = useContractForm(RotateVendorSecretSchema, { graceMinutes: DEFAULT_GRACE_MINUTES });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, (values) => rotate.mutateAsync(values.graceMinutes));
  const secret = rotate.data?.secret;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('games.integrations.rotateTitle', { name: integration.displayName })}
      centered
    >
      {secret ? (
        <ShownOnce
          intro={t('games.integrations.newSecret')}
          value={secret}
          warning={t('games.integrations.secretOnce')}
          testId="vendor-secret"
          onClose={props.onClose}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{t('games.integrations.rotateExplain')}</Text>
            <Controller
              control={form.control}
              name="graceMinutes"
              render={({ field }) => (
                <NumberInput
                  label={t('games.integrations.grace')}
                  description={t('games.integrations.graceHint')}
                  allowDecimal={false}
                  allowNegative={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                  error={errors.graceMinutes?.message}
                />
              )}
            />
            <FormFooter
              error={errors.root?.message}
              saving={isSubmitting}
              submitLabel={t('games.integrations.rotate')}
              submitColor="red"
              onCancel={props.onClose}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
