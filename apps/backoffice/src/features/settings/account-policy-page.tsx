import { Alert, Group, Loader, MultiSelect, NumberInput, SimpleGrid, Switch, TagsInput } from '@mantine/core';
import { FIREBASE_CHANNELS } from '@platform/contract/accounts';
import { AccountPolicySchema, type AccountPolicySettings } from '@platform/contract/operators';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { useSetting } from '../../lib/use-setting.ts';

const NUMBERS = [
  'passwordMaxAgeDays',
  'captchaAfterFailures',
  'lockoutAfterFailures',
  'lockoutMinutes',
  'smsExpiredMinutes',
] as const;
const SWITCHES = ['verifyUnknownIp', 'captchaOnRegister'] as const;

/** How players' accounts are protected: password age, captcha and lock-out, SMS codes, sign-in options. */
export function AccountPolicyPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { query } = useSetting<AccountPolicySettings>(ADMIN_PATHS.accountPolicy);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return (
    <>
      <PageHeader title={t('settings.policy.title')} />
      <PolicyForm policy={query.data} />
    </>
  );
}

function PolicyForm({ policy }: { policy: AccountPolicySettings }) {
  const { t } = useTranslation();
  const { save } = useSetting<AccountPolicySettings>(ADMIN_PATHS.accountPolicy);
  const form = useContractForm(AccountPolicySchema, policy);
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) => form.reset(await save.mutateAsync(values)));
  return (
    <SettingForm onSubmit={submit} maw={900} error={errors.root?.message} saved={saved} saving={isSubmitting}>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {NUMBERS.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <NumberInput
                label={t(`settings.policy.${name}`)}
                allowDecimal={false}
                min={1}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                error={errors[name]?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
      <Group>
        {SWITCHES.map((name) => (
          <Controller
            key={name}
            control={form.control}
            name={name}
            render={({ field }) => (
              <Switch
                label={t(`settings.policy.${name}`)}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
        ))}
      </Group>
      <Controller
        control={form.control}
        name="countries"
        render={({ field }) => (
          <TagsInput
            label={t('settings.policy.countries')}
            description={t('settings.policy.countriesHint')}
            value={field.value}
            onChange={(value) => field.onChange(value.map((code) => code.trim().toUpperCase()))}
            error={errors.countries?.message ?? errors.countries?.find?.((problem) => problem)?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="identityProviders"
        render={({ field }) => (
          <MultiSelect
            label={t('settings.policy.identityProviders')}
            data={FIREBASE_CHANNELS.map((value) => ({
              value,
              label: t(`settings.policy.providers.${value}`),
            }))}
            value={field.value}
            onChange={field.onChange}
            error={errors.identityProviders?.message}
          />
        )}
      />
    </SettingForm>
  );
}
