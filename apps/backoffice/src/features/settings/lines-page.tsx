import { Alert, Button, Card, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  LINE_URL_TWICE,
  SITE_LINES_MAX,
  type SiteLines,
  SiteLinesSchema,
} from '@platform/contract/site-config-admin';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowOrderButtons } from '../../components/row-order-buttons.tsx';
import { useSetting } from '../../lib/use-setting.ts';
import { useProblemText } from './problem-text.ts';

/** The addresses the site's line-detection page times, in the order it lists them. */
export function LinesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { query } = useSetting<SiteLines>(ADMIN_PATHS.siteLines);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return (
    <>
      <PageHeader title={t('settings.lines.title')} />
      <LinesForm current={query.data} />
    </>
  );
}

function LinesForm({ current }: { current: SiteLines }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { save } = useSetting<SiteLines>(ADMIN_PATHS.siteLines);
  const form = useContractForm(SiteLinesSchema, current);
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) => form.reset(await save.mutateAsync(values)));
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'lines' });
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder maw={900}>
        <Stack>
          <Text c="dimmed" size="sm">
            {t(fields.length ? 'settings.lines.hint' : 'settings.lines.empty')}
          </Text>
          {fields.map((row, index) => {
            const urlError = errors.lines?.[index]?.url;
            return (
              <Group key={row.id} align="flex-start" wrap="nowrap">
                <TextInput
                  w={180}
                  label={t('settings.lines.name')}
                  error={errors.lines?.[index]?.name?.message}
                  {...form.register(`lines.${index}.name`)}
                />
                <TextInput
                  style={{ flex: 1 }}
                  label={t('settings.lines.url')}
                  placeholder="https://"
                  error={problem(
                    urlError,
                    urlError?.message === LINE_URL_TWICE
                      ? 'settings.lines.urlOnce'
                      : 'settings.lines.urlRule',
                  )}
                  {...form.register(`lines.${index}.url`)}
                />
                <RowOrderButtons
                  index={index}
                  count={fields.length}
                  move={move}
                  remove={remove}
                  labels={{
                    up: t('settings.lines.up'),
                    down: t('settings.lines.down'),
                    remove: t('settings.lines.remove'),
                  }}
                />
              </Group>
            );
          })}
          <Group>
            <Button
              variant="light"
              disabled={fields.length >= SITE_LINES_MAX}
              onClick={() => append({ name: '', url: '' })}
            >
              {t('settings.lines.add')}
            </Button>
          </Group>
          <FormFooter
            error={errors.root?.message ?? errors.lines?.message}
            saved={saved}
            saving={isSubmitting}
          />
        </Stack>
      </Card>
    </form>
  );
}
