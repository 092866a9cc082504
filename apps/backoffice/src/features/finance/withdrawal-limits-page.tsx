import { Alert, Loader, SimpleGrid, TextInput } from '@mantine/core';
import { minorToInput } from '@platform/contract/money-text';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { SetWithdrawalPolicySchema, type WithdrawalPolicy } from '@platform/contract/withdrawals';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { WholeNumberField } from '../../components/whole-number-field.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useSetting } from '../../lib/use-setting.ts';
import { withMoneyFields } from './money-form.ts';

const COUNTS = ['dailyCount', 'receiptConfirmMinutes'] as const;
type WithdrawalPolicyInput = z.output<typeof SetWithdrawalPolicySchema>;

/** The contract's policy, with the amounts typed in money. */
const formSchema = (exponent: number) =>
  withMoneyFields(SetWithdrawalPolicySchema, ['minAmount', 'maxAmount'], exponent);

/** The form as the policy is now; a merchant without one starts from empty fields. */
function formValues(policy: WithdrawalPolicy | null, exponent: number) {
  return {
    minAmount: policy ? minorToInput(policy.minAmount, exponent) : '',
    maxAmount: policy ? minorToInput(policy.maxAmount, exponent) : '',
    dailyCount: policy?.dailyCount ?? Number.NaN,
    receiptConfirmMinutes: policy?.receiptConfirmMinutes ?? Number.NaN,
  };
}

/** Withdrawal limits: amount range, requests a day, and the minutes a player has to confirm receipt. */
export function WithdrawalLimitsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exponent = useCurrencyExponent();
  const { query, save } = useSetting<WithdrawalPolicy, WithdrawalPolicyInput>(ADMIN_PATHS.withdrawalPolicy);
  const unset = query.error instanceof ApiError && query.error.code === 'NOT_FOUND';
  return (
    <>
      <PageHeader title={t('finance.nav.withdrawalLimits')} />
      {query.isLoading && <Loader />}
      {query.error && !unset && <Alert color="red">{errorText(query.error)}</Alert>}
      {(query.data || unset) && (
        <LimitsForm key={exponent} policy={query.data ?? null} exponent={exponent} save={save.mutateAsync} />
      )}
    </>
  );
}

// The form takes the save from the page: a second observer of a query that failed (no limits yet)
// would fetch it again on mount, and the page would flip back to loading.
function LimitsForm(props: {
  policy: WithdrawalPolicy | null;
  exponent: number;
  save: (body: WithdrawalPolicyInput) => Promise<WithdrawalPolicy>;
}) {
  const { policy, exponent } = props;
  const { t } = useTranslation();
  const schema = useMemo(() => formSchema(exponent), [exponent]);
  const form = useContractForm(schema, formValues(policy, exponent));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) =>
    form.reset(formValues(await props.save(values), exponent)),
  );
  return (
    <SettingForm onSubmit={submit} maw={720} error={errors.root?.message} saved={saved} saving={isSubmitting}>
      {!policy && <Alert color="yellow">{t('finance.withdrawalLimits.unset')}</Alert>}
      <SimpleGrid cols={2}>
        {(['minAmount', 'maxAmount'] as const).map((name) => (
          <TextInput
            key={name}
            label={t(`finance.withdrawalLimits.${name}`)}
            inputMode="decimal"
            autoComplete="off"
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
        {COUNTS.map((name) => (
          <WholeNumberField
            key={name}
            control={form.control}
            name={name}
            label={t(`finance.withdrawalLimits.${name}`)}
            description={t(`finance.withdrawalLimits.${name}Hint`)}
            min={1}
            error={errors[name]?.message}
          />
        ))}
      </SimpleGrid>
    </SettingForm>
  );
}
