import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { minorToInput } from '@platform/contract/money-text';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { type RiskSettings, RiskSettingsSchema } from '@platform/contract/risk-admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { SettingPage } from '../../components/setting-page.tsx';
import { WholeNumberField } from '../../components/whole-number-field.tsx';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';

type CountName = Exclude<keyof RiskSettings, 'bigWinAmount'>;

/** The thresholds by the rule they tune, in the queue's order; the big win's amount is money. */
const RULE_FIELDS: { rule: string; fields: (keyof RiskSettings)[] }[] = [
  { rule: 'shared-ip', fields: ['sharedIpMinAccounts', 'sharedIpHours'] },
  { rule: 'shared-bank', fields: ['sharedBankMinMembers'] },
  { rule: 'big-win', fields: ['bigWinAmount'] },
  {
    rule: 'rapid-cycle',
    fields: ['rapidCycleMinutes', 'rapidCycleWithdrawPercent', 'rapidCyclePlayPercent'],
  },
  { rule: 'bank-change', fields: ['bankChangeHours'] },
  { rule: 'bonus-abuse', fields: ['bonusWindowHours', 'bonusWagerPercent'] },
];

/** The contract's thresholds, with the big win typed as money. */
const formSchema = (exponent: number) =>
  RiskSettingsSchema.extend({
    bigWinAmount: moneyInput(exponent, RiskSettingsSchema.shape.bigWinAmount, { positive: true }),
  });

const formValues = (settings: RiskSettings, exponent: number) => ({
  ...settings,
  bigWinAmount: minorToInput(settings.bigWinAmount, exponent),
});

/** The merchant's risk rule thresholds; the next scan uses what is saved. */
export function RiskSettingsPage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  return (
    <SettingPage<RiskSettings> title={t('risk.settings.title')} path={ADMIN_PATHS.riskSettings}>
      {({ value, save }) => <SettingsForm key={exponent} settings={value} exponent={exponent} save={save} />}
    </SettingPage>
  );
}

function SettingsForm(props: {
  settings: RiskSettings;
  exponent: number;
  save: (body: RiskSettings) => Promise<RiskSettings>;
}) {
  const { exponent } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => formSchema(exponent), [exponent]);
  const form = useContractForm(schema, formValues(props.settings, exponent));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) =>
    form.reset(formValues(await props.save(values), exponent)),
  );
  const countField = (name: CountName) => (
    <WholeNumberField
      key={name}
      control={form.control}
      name={name}
      label={t(`risk.settings.${name}`)}
      min={0}
      error={errors[name]?.message}
    />
  );
  return (
    <SettingForm onSubmit={submit} maw={880} error={errors.root?.message} saved={saved} saving={isSubmitting}>
      <Text size="sm" c="dimmed">
        {t('risk.settings.intro')}
      </Text>
      {RULE_FIELDS.map(({ rule, fields }) => (
        <Stack key={rule} gap="xs">
          <Title order={4}>{t(`risk.rules.${rule}`)}</Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {fields.map((name) =>
              name === 'bigWinAmount' ? (
                <TextInput
                  key={name}
                  label={t('risk.settings.bigWinAmount')}
                  inputMode="decimal"
                  autoComplete="off"
                  error={errors.bigWinAmount?.message}
                  {...form.register('bigWinAmount')}
                />
              ) : (
                countField(name)
              ),
            )}
          </SimpleGrid>
        </Stack>
      ))}
    </SettingForm>
  );
}
