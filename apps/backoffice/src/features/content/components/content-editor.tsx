import '@fontsource/noto-sans-myanmar/400.css';
import '@fontsource/noto-sans-myanmar/700.css';
import {
  Alert,
  Button,
  Group,
  Modal,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  useMantineTheme,
} from '@mantine/core';
import { LANGUAGES, type Language } from '@platform/contract/constants';
import { type CSSProperties, useMemo, useState } from 'react';
import { type FieldErrors, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useContractForm } from '../../../components/contract-form.ts';
import { useErrorText } from '../../../components/error-text.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSaveContentItem } from '../api/use-save-content-item.ts';
import type { ContentKind } from '../content-kinds.ts';
import { type ContentRow, editorSchema, type FormValues, formValuesOf } from '../content-values.ts';
import { FieldInput } from './content-fields.tsx';
import { ContentPreview } from './content-preview.tsx';

const MYANMAR = "'Noto Sans Myanmar', sans-serif";

export interface ContentEditorProps {
  kind: ContentKind;
  /** The item to change; none to create one. */
  row?: ContentRow | undefined;
  onClose: () => void;
}

/** A message the form holds for a path (a whole field, or one language of it). */
function messageAt(errors: FieldErrors<FormValues>, path: string): string | undefined {
  let found: unknown = errors;
  for (const part of path.split('.')) found = (found as Record<string, unknown> | undefined)?.[part];
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * The editor of every kind: its fields, its texts with one tab per language, and beside them a
 * preview of the site in the tab's language. The contract's create or update schema is the
 * resolver, so what it refuses is never sent; an edit sends only the fields that changed.
 */
export function ContentEditor({ kind, row, onClose }: ContentEditorProps) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const errorText = useErrorText();
  const initial = useMemo(() => (row ? formValuesOf(kind, row.values) : undefined), [kind, row]);
  const schema = useMemo(() => editorSchema(kind, initial), [kind, initial]);
  const form = useContractForm(schema, initial ?? formValuesOf(kind));
  const values = useWatch({ control: form.control }) as FormValues;
  const [language, setLanguage] = useState<Language>(currentLanguage());
  const save = useSaveContentItem(kind);
  const { errors, isSubmitting } = form.formState;
  const languageName = (l: Language) => t(`content.options.languages.${l}`);
  const kindName = t(`content.kinds.${kind.key}.one`);
  const hasTexts = kind.title || kind.content !== undefined;
  // A rule over the whole body (an edit that changes nothing) has no field to stand under.
  const formMessage = errors.root?.message ?? messageAt(errors, '');

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: row?.id, body });
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
    }
  });

  const languagePicker = (
    <SegmentedControl
      size="xs"
      aria-label={t('content.preview.language')}
      value={language}
      onChange={(value) => setLanguage(value as Language)}
      data={LANGUAGES.map((l) => ({ value: l, label: languageName(l) }))}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      size="min(1240px, 96vw)"
      title={
        row
          ? t('content.editor.edit', { kind: kindName, id: row.id })
          : t('content.editor.create', { kind: kindName })
      }
    >
      <form
        onSubmit={submit}
        noValidate
        // Burmese texts need a Myanmar-script font (the one the player site ships) in every input.
        style={
          {
            '--mantine-font-family': `${theme.fontFamily}, ${MYANMAR}`,
            '--mantine-font-family-headings': `${theme.headings.fontFamily ?? theme.fontFamily}, ${MYANMAR}`,
            fontFamily: 'var(--mantine-font-family)',
          } as CSSProperties
        }
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack>
            {hasTexts && (
              <Stack gap={4}>
                <Tabs
                  value={language}
                  onChange={(value) => value && setLanguage(value as Language)}
                  keepMountedMode="display-none"
                >
                  <Tabs.List>
                    {LANGUAGES.map((l) => (
                      <Tabs.Tab
                        key={l}
                        value={l}
                        color={
                          messageAt(errors, `title.${l}`) || messageAt(errors, `content.${l}`)
                            ? 'red'
                            : undefined
                        }
                      >
                        {languageName(l)}
                      </Tabs.Tab>
                    ))}
                  </Tabs.List>
                  {LANGUAGES.map((l) => (
                    <Tabs.Panel key={l} value={l} pt="sm">
                      <Stack gap="sm">
                        {kind.title && (
                          <TextInput
                            label={t('content.fields.titleIn', { language: languageName(l) })}
                            error={messageAt(errors, `title.${l}`)}
                            {...form.register(`title.${l}`)}
                          />
                        )}
                        {kind.content && (
                          <Textarea
                            label={t(`content.fields.${kind.content === 'html' ? 'htmlIn' : 'textIn'}`, {
                              language: languageName(l),
                            })}
                            description={kind.content === 'html' ? t('content.hints.html') : undefined}
                            autosize
                            minRows={6}
                            maxRows={16}
                            error={messageAt(errors, `content.${l}`)}
                            {...form.register(`content.${l}`)}
                          />
                        )}
                      </Stack>
                    </Tabs.Panel>
                  ))}
                </Tabs>
                {[messageAt(errors, 'title'), messageAt(errors, 'content')].filter(Boolean).map((message) => (
                  <Text key={message} c="red" size="sm" role="alert">
                    {message}
                  </Text>
                ))}
              </Stack>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {kind.fields.map((spec) => (
                <div
                  key={spec.name}
                  style={
                    spec.type === 'images' || spec.type === 'image' ? { gridColumn: '1 / -1' } : undefined
                  }
                >
                  <Stack gap="sm">
                    <FieldInput spec={spec} control={form.control} />
                  </Stack>
                </div>
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="sm">
            <Group justify="space-between">
              <Text fw={700}>{t('content.preview.heading')}</Text>
              {languagePicker}
            </Group>
            <ContentPreview kind={kind} values={values} language={language} />
          </Stack>
        </SimpleGrid>
        {formMessage && (
          <Alert color="red" mt="md">
            {formMessage}
          </Alert>
        )}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {t('content.editor.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
