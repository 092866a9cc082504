import { Modal, Select, Stack, Textarea } from '@mantine/core';
import {
  type AdminVendorIntegration,
  AllowedAddressListSchema,
  LAUNCH_TARGETS,
  LaunchTargetSchema,
} from '@platform/contract/vendor-integrations-admin';
import { Controller, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useUpdateIntegration } from './api/use-vendor-integrations.ts';

// The addresses typed one per line, checked by the contract's own list rule.
const IntegrationFormSchema = z.object({
  launchTarget: LaunchTargetSchema,
  allowedIps: z
    .string()
    .transform((typed) =>
      typed
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .pipe(AllowedAddressListSchema),
});

/** The first message under a list field: its own, or the first of one of its lines. */
function listError(error: FieldErrors<{ allowedIps: string }>['allowedIps']): string | undefined {
  if (!error) return undefined;
  if (error.message) return error.message;
  const lines = Object.values(error as Record<string, { message?: string } | undefined>);
  return lines.find((line) => line?.message)?.message;
}

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
          <Controller
            control={form.control}
            name="launchTarget"
            render={({ field }) => (
              <Select
                label={t('games.integrations.target')}
                description={t('games.integrations.targetHint')}
                data={LAUNCH_TARGETS.map((value) => ({
                  value,
                  label: t(`games.integrations.targets.${value}`),
                }))}
                value={field.value}
                onChange={(value) => field.onChange(value ?? integration.launchTarget)}
                allowDeselect={false}
              />
            )}
          />
          <Textarea
            label={t('games.integrations.allowedIps')}
            description={t('games.integrations.allowedIpsHint')}
            autosize
            minRows={3}
            error={listError(errors.allowedIps)}
            {...form.register('allowedIps')}
          />
          <FormFooter error={errors.root?.message} saving={isSubmitting} onCancel={props.onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
