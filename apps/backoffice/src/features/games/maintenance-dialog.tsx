import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type AdminVendor, AdminVendorPatchSchema } from '@platform/contract/games';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { fromLocalInput, localTimeZone, toLocalInput } from '../../lib/datetime-local.ts';
import { useUpdateVendor } from './api/use-update-vendor.ts';

const HOUR = 3_600_000;
// The contract's window (start, optional end after it), read from the operator's local inputs.
const WindowSchema = AdminVendorPatchSchema.shape.maintenance.unwrap().unwrap();
const MaintenanceFormSchema = z
  .object({ startsAt: z.string(), endsAt: z.string() })
  .transform(({ startsAt, endsAt }) => ({
    startsAt: fromLocalInput(startsAt),
    endsAt: endsAt.trim() ? fromLocalInput(endsAt) : null,
  }))
  .pipe(WindowSchema);

/** Sets a vendor's maintenance window: the form refuses an end before the start and sends nothing. */
export function MaintenanceDialog({ vendor, onClose }: { vendor: AdminVendor; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateVendor();
  const now = new Date();
  const form = useContractForm(MaintenanceFormSchema, {
    startsAt: toLocalInput(vendor.maintenanceStartsAt ?? now),
    endsAt: vendor.maintenanceStartsAt
      ? vendor.maintenanceEndsAt
        ? toLocalInput(vendor.maintenanceEndsAt)
        : ''
      : toLocalInput(new Date(now.getTime() + HOUR)),
  });
  const { errors, isSubmitting } = form.formState;
  // The contract's own rule (the end after the start) is its one custom check; the rest is format.
  const problem = (error: FieldError | undefined) =>
    error &&
    t(error.type === 'custom' ? 'games.maintenance.endAfterStart' : 'games.maintenance.invalidMoment');
  const submit = form.handleSubmit(async (maintenance) => {
    try {
      await update.mutateAsync({ vassalage: vendor.vassalage, patch: { maintenance } });
      onClose();
    } catch (error) {
      form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('games.maintenance.title', { name: vendor.displayName })}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('games.maintenance.shared', { name: vendor.displayName })}
          </Text>
          <TextInput
            type="datetime-local"
            label={t('games.maintenance.startsAt')}
            description={t('games.maintenance.localTime', { zone: localTimeZone() })}
            error={problem(errors.startsAt)}
            {...form.register('startsAt')}
          />
          <TextInput
            type="datetime-local"
            label={t('games.maintenance.endsAt')}
            description={t('games.maintenance.endsHint')}
            error={problem(errors.endsAt)}
            {...form.register('endsAt')}
          />
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color="orange" loading={isSubmitting}>
              {t('games.maintenance.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
