import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  ADJUSTMENT_ACCOUNTS,
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASON_MAX,
  type Adjustment,
  CreateAdjustmentSchema,
} from '@platform/contract/adjustments';
import { newRequestKey } from '@platform/contract/request-key';
import i18n from 'i18next';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useAdjustmentPolicy } from './api/use-adjustment-policy.ts';
import { useRequestAdjustment } from './api/use-request-adjustment.ts';

export interface AdjustmentDialogProps {
  memberId: number;
  /** The player's login name, for the title. */
  memberAccount: string;
  /** The player's balances by account kind, in minor units. */
  balances: Partial<Record<string, number>>;
  onClose: () => void;
}

/** The contract's request, with the amount typed as money in the currency's major units. */
function formSchema(exponent: number) {
  return CreateAdjustmentSchema.pick({ account: true, direction: true }).extend({
    amount: moneyInput(exponent, CreateAdjustmentSchema.shape.amount, { positive: true }),
    // A blank reason gets a plain word; the contract's own rule still checks the rest.
    reason: z
      .string()
      .trim()
      .min(1, { error: () => i18n.t('adjustments.reasonRequired') })
      .pipe(CreateAdjustmentSchema.shape.reason),
  });
}

/**
 * Credit or debit one of a player's balances. The answer says whether it posted at once or waits
 * for another operator; one key per distinct request, so a retried click never posts twice.
 */
export function AdjustmentDialog(props: AdjustmentDialogProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exponent = useCurrencyExponent();
  const policy = useAdjustmentPolicy();
  const send = useRequestAdjustment();
  const schema = useMemo(() => formSchema(exponent), [exponent]);
  const form = useContractForm(schema, { account: 'cash', direction: 'credit', amount: '', reason: '' });
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);
  const [done, setDone] = useState<Adjustment | null>(null);
  const { errors, isSubmitting } = form.formState;
  const account = form.watch('account');

  const submit = form.handleSubmit(async (values) => {
    const fingerprint = JSON.stringify(values);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newRequestKey(), fingerprint };
    try {
      setDone(
        await send.mutateAsync({ memberId: props.memberId, ...values, idempotencyKey: attempt.current.key }),
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_FUNDS')
        form.setError('amount', { message: errorText(error) });
      else if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });

  const title = t('adjustments.title', { account: props.memberAccount });
  if (done)
    return (
      <Modal opened onClose={props.onClose} title={title} centered>
        <Stack>
          <Alert color={done.status === 'posted' ? 'green' : 'yellow'}>
            {done.status === 'posted'
              ? t('adjustments.posted', { amount: formatMoney(done.balanceAfter ?? 0, exponent) })
              : t('adjustments.queued')}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={props.onClose}>{t('adjustments.close')}</Button>
          </Group>
        </Stack>
      </Modal>
    );

  return (
    <Modal opened onClose={props.onClose} title={title} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="account"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="adjustment-account">
                  {t('adjustments.account')}
                </Text>
                <SegmentedControl
                  aria-labelledby="adjustment-account"
                  value={field.value}
                  onChange={field.onChange}
                  data={ADJUSTMENT_ACCOUNTS.map((value) => ({ value, label: t(`wallets.${value}`) }))}
                />
                <Text size="xs" c="dimmed">
                  {t('adjustments.balanceNow', {
                    amount: formatMoney(props.balances[account] ?? 0, exponent),
                  })}
                </Text>
              </Stack>
            )}
          />
          <Controller
            control={form.control}
            name="direction"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="adjustment-direction">
                  {t('adjustments.direction')}
                </Text>
                <SegmentedControl
                  aria-labelledby="adjustment-direction"
                  value={field.value}
                  onChange={field.onChange}
                  color={field.value === 'debit' ? 'red' : 'teal'}
                  data={ADJUSTMENT_DIRECTIONS.map((value) => ({
                    value,
                    label: t(`adjustments.directions.${value}`),
                  }))}
                />
              </Stack>
            )}
          />
          <TextInput
            label={t('adjustments.amount')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.amount?.message}
            description={
              policy.data
                ? t('adjustments.thresholdHint', {
                    amount: formatMoney(policy.data.approvalThreshold, exponent),
                  })
                : undefined
            }
            {...form.register('amount')}
          />
          <Textarea
            label={t('adjustments.reason')}
            description={t('adjustments.reasonHint')}
            autosize
            minRows={2}
            maxLength={ADJUSTMENT_REASON_MAX}
            error={errors.reason?.message}
            {...form.register('reason')}
          />
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('adjustments.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The player page's entry point: the button, and the dialog while it is open. */
export function AdjustBalanceButton(props: Omit<AdjustmentDialogProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="light" color="grape" onClick={() => setOpen(true)}>
        {t('adjustments.open')}
      </Button>
      {open && <AdjustmentDialog {...props} onClose={() => setOpen(false)} />}
    </>
  );
}
