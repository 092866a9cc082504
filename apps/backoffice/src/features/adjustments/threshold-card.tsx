import { Alert, Button, Card, Group, Text, TextInput, Title } from '@mantine/core';
import { SetAdjustmentPolicySchema } from '@platform/contract/adjustments';
import { minorToInput } from '@platform/contract/money-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { formatMoney } from '../../lib/format.ts';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useCan } from '../auth/api/use-me.ts';
import { useAdjustmentPolicy } from './api/use-adjustment-policy.ts';
import { useSetAdjustmentPolicy } from './api/use-set-adjustment-policy.ts';

const formSchema = (exponent: number) =>
  SetAdjustmentPolicySchema.extend({
    approvalThreshold: moneyInput(exponent, SetAdjustmentPolicySchema.shape.approvalThreshold, {
      positive: false,
    }),
  });

/** The approval threshold: read by every checker, set by an administrator (settings.write). */
export function ThresholdCard() {
  const { t } = useTranslation();
  const can = useCan();
  const exponent = useCurrencyExponent();
  const policy = useAdjustmentPolicy();
  const threshold = policy.data?.approvalThreshold;
  return (
    <Card withBorder padding="md" mb="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={4}>{t('adjustments.threshold.title')}</Title>
          {threshold !== undefined && (
            <Text size="sm" c="dimmed" data-testid="approval-threshold">
              {threshold === 0
                ? t('adjustments.threshold.zero')
                : t('adjustments.threshold.current', { amount: formatMoney(threshold, exponent) })}
            </Text>
          )}
        </div>
        {can('settings.write') && threshold !== undefined && (
          <ThresholdForm key={exponent} threshold={threshold} exponent={exponent} />
        )}
      </Group>
    </Card>
  );
}

function ThresholdForm({ threshold, exponent }: { threshold: number; exponent: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSetAdjustmentPolicy();
  const [saved, setSaved] = useState(false);
  const schema = useMemo(() => formSchema(exponent), [exponent]);
  const form = useContractForm(schema, { approvalThreshold: minorToInput(threshold, exponent) });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      setSaved(true);
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('adjustments.threshold.label')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.approvalThreshold?.message ?? errors.root?.message}
          {...form.register('approvalThreshold', { onChange: () => setSaved(false) })}
        />
        <Button type="submit" mt={24} loading={isSubmitting}>
          {t('adjustments.threshold.save')}
        </Button>
        {saved && (
          <Alert color="green" py={6} mt={24}>
            {t('adjustments.threshold.saved')}
          </Alert>
        )}
      </Group>
    </form>
  );
}
