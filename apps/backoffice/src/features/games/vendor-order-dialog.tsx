import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type AdminVendor, AdminVendorPatchSchema } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useUpdateVendor } from './api/use-update-vendor.ts';

// The contract's rule for a vendor's position, required here: the dialog exists to set it.
const OrderSchema = z.object({ sortOrder: AdminVendorPatchSchema.shape.sortOrder.unwrap() });

/** Moves a vendor in this site's menus and lanes (lower positions come first). */
export function VendorOrderDialog({ vendor, onClose }: { vendor: AdminVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateVendor();
  const form = useContractForm(OrderSchema, { sortOrder: vendor.sortOrder });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (patch) => {
    try {
      await update.mutateAsync({ vassalage: vendor.vassalage, patch });
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('games.vendors.moveTitle', { name: vendor.displayName })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            type="number"
            min={0}
            step={1}
            label={t('games.vendors.position')}
            error={errors.sortOrder?.message}
            {...form.register('sortOrder', { valueAsNumber: true })}
          />
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('games.vendors.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
