import {
  Alert,
  Button,
  Fieldset,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { AdminLottery } from '@platform/contract/lottery-admin';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { WholeNumberField } from '../../components/whole-number-field.tsx';
import { useUpdateLottery } from './api/use-lotteries.ts';
import { lotteryFormSchema, lotteryFormValues, oddsText } from './lottery-form.ts';
import { useLotteryWords } from './lottery-words.ts';

/** Sets one lottery's switch, stake limits, exposure cap, close and odds (games.write, audited). */
export function LotteryDialog(props: { lottery: AdminLottery; exponent: number; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const words = useLotteryWords();
  const errorText = useErrorText();
  const update = useUpdateLottery();
  const { lottery } = props;
  const form = useContractForm(
    lotteryFormSchema(lottery, props.exponent),
    lotteryFormValues(lottery, props.exponent),
  );
  const { errors, isSubmitting } = form.formState;
  // Reading problems carry their words' key; the contract's own rules get this screen's words.
  const problem = (error: FieldError | undefined, otherwise: string) => {
    if (!error) return undefined;
    if (error.message && i18n.exists(error.message)) return t(error.message);
    return t(otherwise);
  };
  const submit = form.handleSubmit(async (settings) => {
    try {
      await update.mutateAsync({ gameCode: lottery.gameCode, settings });
      props.onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });
  const oddsErrors = errors.odds as Record<string, Record<string, FieldError> | undefined> | undefined;

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('lotteries.form.title', { name: lottery.gameCode })}
      centered
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch
                label={t('lotteries.form.enabled')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
              />
            )}
          />
          <Text size="sm" c="dimmed">
            {t('lotteries.form.perBet')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              inputMode="decimal"
              label={t('lotteries.minStake')}
              error={problem(errors.minStake, 'common.money.positive')}
              {...form.register('minStake')}
            />
            <TextInput
              inputMode="decimal"
              label={t('lotteries.maxStake')}
              error={problem(
                errors.maxStake,
                errors.maxStake?.type === 'custom' ? 'lotteries.form.maxBelowMin' : 'common.money.positive',
              )}
              {...form.register('maxStake')}
            />
            <TextInput
              inputMode="decimal"
              label={t('lotteries.maxExposure')}
              error={problem(errors.maxExposure, 'common.money.positive')}
              {...form.register('maxExposure')}
            />
          </SimpleGrid>
          <WholeNumberField
            control={form.control}
            name="closeBeforeSeconds"
            label={t('lotteries.form.closeBefore')}
            description={t('lotteries.form.closeHint')}
            min={0}
            error={problem(errors.closeBeforeSeconds, 'lotteries.form.closeRange')}
          />
          <Fieldset legend={t('lotteries.form.oddsTitle')}>
            <Text size="sm" c="dimmed" mb="sm">
              {t('lotteries.form.oddsHint')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {lottery.markets.flatMap((market) =>
                Object.entries(market.defaultOdds).map(([key, fallback]) => (
                  <TextInput
                    key={`${market.code}.${key}`}
                    inputMode="decimal"
                    label={words.oddsLabel(market.code, key)}
                    description={t('lotteries.form.default', { odds: oddsText(fallback) })}
                    error={problem(oddsErrors?.[market.code]?.[key], 'lotteries.form.oddsRange')}
                    {...form.register(`odds.${market.code}.${key}`)}
                  />
                )),
              )}
            </SimpleGrid>
          </Fieldset>
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('lotteries.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
