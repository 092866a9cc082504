import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { type KycSettings, KycSettingsSchema } from '@platform/contract/kyc-admin';
import { minorToInput } from '@platform/contract/money-text';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { MinorAmountSchema } from '@platform/contract/payments';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { SettingPage } from '../../components/setting-page.tsx';
import { WholeNumberField } from '../../components/whole-number-field.tsx';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';

const RETENTION = ['rejectedRetentionDays', 'closedRetentionDays'] as const;
const LIMITS = ['depositLimit', 'withdrawalLimit'] as const;

/** The contract's settings with each limit typed as money; an empty box means no limit. */
function formSchema(exponent: number) {
  const limit = z.union([
    z.literal('').transform(() => null),
    moneyInput(exponent, MinorAmountSchema, { positive: true }),
  ]);
  const tier = z.object({ tier: z.number(), depositLimit: limit, withdrawalLimit: limit });
  return z
    .object({ ...KycSettingsSchema.shape, limits: z.array(tier) })
    .pipe(KycSettingsSchema as unknown as z.ZodType<KycSettings, KycSettings>);
}

function formValues(settings: KycSettings, exponent: number) {
  const text = (minor: number | null) => (minor === null ? '' : minorToInput(minor, exponent));
  return {
    ...settings,
    limits: settings.limits.map((row) => ({
      tier: row.tier,
      depositLimit: text(row.depositLimit),
      withdrawalLimit: text(row.withdrawalLimit),
    })),
  };
}

/** Each verification tier's 30-day deposit and withdrawal limits, and how long documents are kept. */
export function KycSettingsPage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  return (
    <SettingPage<KycSettings> title={t('kyc.settingsTitle')} path={ADMIN_PATHS.kycSettings}>
      {({ value, save }) => <SettingsForm key={exponent} settings={value} exponent={exponent} save={save} />}
    </SettingPage>
  );
}

function SettingsForm(props: {
  settings: KycSettings;
  exponent: number;
  save: (body: KycSettings) => Promise<KycSettings>;
}) {
  const { exponent } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => formSchema(exponent), [exponent]);
  const form = useContractForm(schema, formValues(props.settings, exponent));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) =>
    form.reset(formValues(await props.save(values), exponent)),
  );
  return (
    <SettingForm onSubmit={submit} maw={720} error={errors.root?.message} saved={saved} saving={isSubmitting}>
      <Text size="sm" c="dimmed">
        {t('kyc.limitsHint')}
      </Text>
      {props.settings.limits.map((row, index) => (
        <SimpleGrid key={row.tier} cols={2}>
          {LIMITS.map((name) => (
            <TextInput
              key={name}
              label={t(`kyc.${name}`, { tier: row.tier })}
              placeholder={t('kyc.noLimit')}
              inputMode="decimal"
              autoComplete="off"
              error={errors.limits?.[index]?.[name]?.message}
              {...form.register(`limits.${index}.${name}`)}
            />
          ))}
        </SimpleGrid>
      ))}
      <SimpleGrid cols={2}>
        {RETENTION.map((name) => (
          <WholeNumberField
            key={name}
            control={form.control}
            name={name}
            label={t(`kyc.${name}`)}
            min={1}
            error={errors[name]?.message}
          />
        ))}
      </SimpleGrid>
    </SettingForm>
  );
}
