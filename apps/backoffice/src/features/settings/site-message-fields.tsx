import { SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { LANGUAGES, type Language } from '@platform/contract/constants';
import type { LocalizedText } from '@platform/contract/i18n';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Every platform language with its text, '' where there is none, as the message inputs hold it. */
export function messageInputs(message: LocalizedText): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, message[language] ?? ''])) as Record<
    Language,
    string
  >;
}

/** A gate page's message, one input per language; a blank one shows the default language's message. */
export function SiteMessageFields<Values extends FieldValues, Output>(props: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 1, lg: LANGUAGES.length }}>
        {LANGUAGES.map((language) => (
          <MessageInput
            key={language}
            control={props.control}
            name={`${props.name}.${language}` as Path<Values>}
            language={language}
          />
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('settings.site.messageHint')}
      </Text>
    </Stack>
  );
}

function MessageInput<Values extends FieldValues, Output>(props: {
  control: Control<Values, unknown, Output>;
  name: Path<Values>;
  language: Language;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: props.control, name: props.name });
  return (
    <Textarea
      {...field}
      value={field.value ?? ''}
      label={t('settings.site.messageIn', { language: t(`settings.site.languageNames.${props.language}`) })}
      autosize
      minRows={2}
      maxRows={6}
      error={fieldState.error?.message}
    />
  );
}
