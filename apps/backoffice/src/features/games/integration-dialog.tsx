import { Modal, Stack } from '@mantine/core';
import {
  type AdminVendorIntegration,
  LaunchTargetSchema,
} from '@platform/contract/vendor-integrations-admin';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { AllowedAddressesTextSchema, addressListError } from './allowed-addresses.ts';
import { AllowedAddressesField } from './allowed-addresses-field.tsx';
import { useUpdateIntegration } from './api/use-vendor-integrations.ts';
import { LaunchTargetField } from './launch-target-field.tsx';

const IntegrationFormSchema = z.object({
  launchTarget: LaunchTargetSchema,
  allowedIps: AllowedAddressesTextSchema,
});

/** Edits where a vendor's games open and which addresses its wallet calls may come from. */
export function IntegrationDialog(props: { integration: AdminVendorIntegration; onClose: () => void }) {
  const { t } = useTranslation();
  const { integration } = props;
  const update = useUpdateIntegration(integration.vendorCode);
  const form = useContractForm(IntegrationFormSchema, {
    launchTarget: integration.launchTarget,
    allowedIps: integration.allowedIps.join('\n'),
  });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await update.mutateAsync(values);
    props.onClose();
  });
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('games.integrations.editTitle', { name: integration.displayName })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <LaunchTargetField control={form.control} name="launchTarget" fallback={integration.launchTarget} />
          <AllowedAddressesField
            registration={form.register('allowedIps')}
            error={addressListError(errors.allowedIps)}
          />
          <FormFooter error={errors.root?.message} saving={isSubmitting} onCancel={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
