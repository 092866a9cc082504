import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type InHouseGame, type InHouseLimit, InHouseLimitSchema } from '@platform/contract/in-house';
import { minorToInput, parseAmount } from '@platform/contract/money-text';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useUpdateInHouseLimit } from './api/use-update-in-house-limit.ts';

const PROBLEM_WORDS = {
  required: 'games.limits.required',
  format: 'games.limits.format',
  precision: 'games.limits.precision',
  too_large: 'games.limits.tooLarge',
} as const;

/** Amounts typed in the currency's major units, read exactly into minor units, then the contract's limit rule. */
function limitFormSchema(exponent: number) {
  const amount = z.string().transform((text, ctx) => {
    const parsed = parseAmount(text, exponent);
    if (parsed.ok) return parsed.minor;
    ctx.addIssue({ code: 'custom', message: PROBLEM_WORDS[parsed.problem] });
    return z.NEVER;
  });
  return z.object({ min: amount, max: amount }).pipe(InHouseLimitSchema);
}

/** Sets one in-house game's smallest and largest stake per bet (games.write, audited). */
export function LimitDialog(props: {
  game: InHouseGame;
  limit: InHouseLimit;
  exponent: number;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useErrorText();
  const update = useUpdateInHouseLimit();
  const form = useContractForm(limitFormSchema(props.exponent), {
    min: minorToInput(props.limit.min, props.exponent),
    max: minorToInput(props.limit.max, props.exponent),
  });
  const { errors, isSubmitting } = form.formState;
  // Reading problems carry their words' key; the contract's rules are a positive stake and max >= min.
  const problem = (error: FieldError | undefined) => {
    if (!error) return undefined;
    if (error.message && i18n.exists(error.message)) return t(error.message, { digits: props.exponent });
    return t(error.type === 'custom' ? 'games.limits.maxBelowMin' : 'games.limits.positive');
  };
  const submit = form.handleSubmit(async (limit) => {
    try {
      await update.mutateAsync({ game: props.game, limit });
      props.onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });
  const name = t(`games.limits.names.${props.game}`);
  return (
    <Modal opened onClose={props.onClose} title={t('games.limits.title', { game: name })} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('games.limits.perBet')}
          </Text>
          <TextInput
            inputMode="decimal"
            label={t('games.limits.min')}
            error={problem(errors.min)}
            {...form.register('min')}
          />
          <TextInput
            inputMode="decimal"
            label={t('games.limits.max')}
            error={problem(errors.max)}
            {...form.register('max')}
          />
          {errors.root && <Alert color="red">{errors.root.message}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('games.limits.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
