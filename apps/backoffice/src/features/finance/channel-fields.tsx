import { Group, NumberInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import type { ManualBankSettingsInput } from '@platform/contract/payments';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** What the create and the edit form share: the fields that apply at once, and the account. */
type ChannelFormValues = {
  name?: string | undefined;
  minAmount: string;
  maxAmount: string;
  enabled?: boolean | undefined;
  sortOrder?: number | undefined;
  settings?: ManualBankSettingsInput | undefined;
};

// Both forms hold these fields under these names; the fields only need that common part.
const common = <Values extends ChannelFormValues, Output>(form: UseFormReturn<Values, unknown, Output>) =>
  form as unknown as UseFormReturn<ChannelFormValues, unknown, unknown>;

/** Name, limits (in money), order and on/off of a channel. */
export function ChannelFields<Values extends ChannelFormValues, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const { t } = useTranslation();
  const form = common(props.form);
  const { errors } = form.formState;
  return (
    <>
      <TextInput label={t('finance.channels.name')} error={errors.name?.message} {...form.register('name')} />
      <SimpleGrid cols={2}>
        {(['minAmount', 'maxAmount'] as const).map((name) => (
          <TextInput
            key={name}
            label={t(`finance.channels.${name}`)}
            inputMode="decimal"
            autoComplete="off"
            error={errors[name]?.message}
            {...form.register(name)}
          />
        ))}
      </SimpleGrid>
      <Group align="flex-end">
        <Controller
          control={form.control}
          name="sortOrder"
          render={({ field }) => (
            <NumberInput
              label={t('finance.channels.sortOrder')}
              description={t('finance.channels.sortOrderHint')}
              allowDecimal={false}
              min={0}
              max={999}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
              error={errors.sortOrder?.message}
            />
          )}
        />
        <Controller
          control={form.control}
          name="enabled"
          render={({ field }) => (
            <Switch
              mb={8}
              label={t('finance.channels.enabled')}
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
      </Group>
    </>
  );
}

/** The receiving account members transfer to; it applies only once another operator approves it. */
export function AccountFields<Values extends ChannelFormValues, Output>(props: {
  form: UseFormReturn<Values, unknown, Output>;
}) {
  const { t } = useTranslation();
  const form = common(props.form);
  const errors = form.formState.errors.settings;
  return (
    <SimpleGrid cols={3}>
      {(['bankName', 'accountName', 'accountNumber'] as const).map((name) => (
        <TextInput
          key={name}
          label={t(`finance.channels.${name}`)}
          autoComplete="off"
          error={errors?.[name]?.message}
          {...form.register(`settings.${name}`)}
        />
      ))}
    </SimpleGrid>
  );
}
