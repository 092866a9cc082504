import { SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { type ChatSettings, ChatSettingsSchema } from '@platform/contract/chat';
import { minorToInput } from '@platform/contract/money-text';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { SettingPage } from '../../components/setting-page.tsx';
import { WholeNumberField } from '../../components/whole-number-field.tsx';
import { moneyInput } from '../../lib/money-input.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';

const NUMBERS = ['maxPerWindow', 'windowSeconds', 'maxLength'] as const;

/** The contract's settings with the word list as lines and the threshold typed as money. */
function formSchema(exponent: number) {
  return z
    .object({
      ...ChatSettingsSchema.shape,
      blockedWords: z.string().transform((lines) =>
        lines
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
      winThreshold: moneyInput(exponent, ChatSettingsSchema.shape.winThreshold, { positive: false }),
    })
    .pipe(ChatSettingsSchema as unknown as z.ZodType<ChatSettings, ChatSettings>);
}

function formValues(settings: ChatSettings, exponent: number) {
  return {
    ...settings,
    blockedWords: settings.blockedWords.join('\n'),
    winThreshold: minorToInput(settings.winThreshold, exponent),
  };
}

/** The chat room's rules: posts per window, length, the word filter and links, and the win feed's threshold. */
export function ChatSettingsPage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  return (
    <SettingPage<ChatSettings> title={t('chat.settingsTitle')} path={ADMIN_PATHS.chatSettings}>
      {({ value, save }) => <SettingsForm key={exponent} settings={value} exponent={exponent} save={save} />}
    </SettingPage>
  );
}

function SettingsForm(props: {
  settings: ChatSettings;
  exponent: number;
  save: (body: ChatSettings) => Promise<ChatSettings>;
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
        {t('chat.settingsHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {NUMBERS.map((name) => (
          <WholeNumberField
            key={name}
            control={form.control}
            name={name}
            label={t(`chat.${name}`)}
            min={1}
            error={errors[name]?.message}
          />
        ))}
      </SimpleGrid>
      <Textarea
        label={t('chat.blockedWords')}
        description={t('chat.blockedWordsHint')}
        autosize
        minRows={3}
        maxRows={12}
        error={errors.blockedWords?.message ?? errors.blockedWords?.root?.message}
        {...form.register('blockedWords')}
      />
      <Controller
        control={form.control}
        name="blockLinks"
        render={({ field }) => (
          <Switch
            label={t('chat.blockLinks')}
            description={t('chat.blockLinksHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <TextInput
        label={t('chat.winThreshold')}
        description={t('chat.winThresholdHint')}
        inputMode="decimal"
        autoComplete="off"
        error={errors.winThreshold?.message}
        {...form.register('winThreshold')}
      />
    </SettingForm>
  );
}
