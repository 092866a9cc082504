import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { OnboardVendorSchema, VENDOR_WALLET_MODES } from '@platform/contract/vendor-integrations-admin';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { ShownOnce } from '../../components/shown-once.tsx';
import { AllowedAddressesTextSchema, addressListError } from './allowed-addresses.ts';
import { AllowedAddressesField } from './allowed-addresses-field.tsx';
import { useOnboardVendor } from './api/use-vendor-integrations.ts';
import { LaunchTargetField } from './launch-target-field.tsx';

const fields = OnboardVendorSchema.shape;

// What the operator types (addresses one per line, an empty wallet address for a seamless
// vendor), turned into the contract's request and checked by its own rules.
const OnboardFormSchema = z
  .object({
    vendorCode: z.string().transform((code) => code.trim().toUpperCase()),
    displayName: z.string(),
    walletMode: fields.walletMode,
    launchUrl: z.string(),
    launchTarget: fields.launchTarget,
    allowedIps: AllowedAddressesTextSchema,
    walletApiUrl: z.string().transform((address) => address.trim()),
  })
  // The wallet address field shows for a transfer vendor only; a value left in it otherwise is not sent.
  .transform(({ walletApiUrl, ...vendor }) =>
    vendor.walletMode === 'transfer' && walletApiUrl ? { ...vendor, walletApiUrl } : vendor,
  )
  .pipe(OnboardVendorSchema);

/**
 * Adds a vendor to the installation: how its games open and its wallet is reached, the addresses
 * its calls come from; then shows the generated signing secret this once, for the vendor's staff.
 */
export function OnboardVendorDialog(props: { onClose: () => void }) {
  const { t } = useTranslation();
  const onboard = useOnboardVendor();
  const form = useContractForm(OnboardFormSchema, {
    vendorCode: '',
    displayName: '',
    walletMode: 'seamless',
    launchUrl: 'https://',
    launchTarget: 'iframe',
    allowedIps: '',
    walletApiUrl: '',
  });
  const { errors, isSubmitting } = form.formState;
  const walletMode = useWatch({ control: form.control, name: 'walletMode' });
  const { submit } = useFormSubmit(form, (vendor) => onboard.mutateAsync(vendor));
  const secret = onboard.data?.secret;
  const options = (values: readonly string[], key: string) =>
    values.map((value) => ({ value, label: t(`${key}.${value}`) }));

  return (
    <Modal opened onClose={props.onClose} title={t('games.integrations.onboardTitle')} centered size="lg">
      {secret ? (
        <ShownOnce
          intro={t('games.integrations.onboarded', { name: onboard.data?.integration.displayName })}
          value={secret}
          warning={t('games.integrations.secretOnce')}
          testId="vendor-secret"
          onClose={props.onClose}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t('games.integrations.code')}
              description={t('games.integrations.codeHint')}
              error={errors.vendorCode?.message}
              {...form.register('vendorCode')}
            />
            <TextInput
              label={t('games.integrations.name')}
              error={errors.displayName?.message}
              {...form.register('displayName')}
            />
            <Controller
              control={form.control}
              name="walletMode"
              render={({ field }) => (
                <Select
                  label={t('games.vendors.walletMode')}
                  description={t('games.integrations.walletModeHint')}
                  data={options(VENDOR_WALLET_MODES, 'games.vendors.wallet')}
                  value={field.value}
                  onChange={(value) => field.onChange(value ?? 'seamless')}
                  allowDeselect={false}
                />
              )}
            />
            <TextInput
              label={t('games.integrations.launchUrl')}
              error={errors.launchUrl?.message}
              {...form.register('launchUrl')}
            />
            <LaunchTargetField control={form.control} name="launchTarget" fallback={'iframe'} />
            {walletMode === 'transfer' && (
              <TextInput
                label={t('games.integrations.walletApiUrl')}
                description={t('games.integrations.walletApiUrlHint')}
                error={errors.walletApiUrl?.message}
                {...form.register('walletApiUrl')}
              />
            )}
            <AllowedAddressesField
              registration={form.register('allowedIps')}
              error={addressListError(errors.allowedIps)}
            />
            <FormFooter
              error={errors.root?.message}
              saving={isSubmitting}
              submitLabel={t('games.integrations.onboard')}
              onCancel={props.onClose}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
