import { Alert, Button, Card, Group, Loader, Select, Stack, Text, TextInput } from '@mantine/core';
import { SOCIAL_TYPES } from '@platform/contract/constants';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { type SiteSocialLinks, SiteSocialLinksSchema } from '@platform/contract/site-config-admin';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowOrderButtons } from '../../components/row-order-buttons.tsx';
import { useSetting } from '../../lib/use-setting.ts';
import { useProblemText } from './problem-text.ts';

/** The footer's social links, one per network, in the order the footer shows them. */
export function SocialLinksPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { query } = useSetting<SiteSocialLinks>(ADMIN_PATHS.siteSocialLinks);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return (
    <>
      <PageHeader title={t('settings.social.title')} />
      <SocialLinksForm current={query.data} />
    </>
  );
}

function SocialLinksForm({ current }: { current: SiteSocialLinks }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { save } = useSetting<SiteSocialLinks>(ADMIN_PATHS.siteSocialLinks);
  const form = useContractForm(SiteSocialLinksSchema, current);
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) => form.reset(await save.mutateAsync(values)));
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'links' });
  const chosen = useWatch({ control: form.control, name: 'links' }).map((link) => link.type);
  const unused = SOCIAL_TYPES.filter((type) => !chosen.includes(type));
  const networks = SOCIAL_TYPES.map((value) => ({ value, label: t(`settings.social.names.${value}`) }));
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder maw={900}>
        <Stack>
          <Text c="dimmed" size="sm">
            {t(fields.length ? 'settings.social.hint' : 'settings.social.empty')}
          </Text>
          {fields.map((row, index) => (
            <Group key={row.id} align="flex-start" wrap="nowrap">
              <Controller
                control={form.control}
                name={`links.${index}.type`}
                render={({ field }) => (
                  <Select
                    w={180}
                    label={t('settings.social.type')}
                    data={networks}
                    value={field.value}
                    onChange={(value) => value && field.onChange(value)}
                    allowDeselect={false}
                    error={problem(errors.links?.[index]?.type, 'settings.social.networkOnce')}
                  />
                )}
              />
              <TextInput
                style={{ flex: 1 }}
                label={t('settings.social.url')}
                placeholder="https://"
                error={problem(errors.links?.[index]?.url, 'settings.social.urlRule')}
                {...form.register(`links.${index}.url`)}
              />
              <RowOrderButtons
                index={index}
                count={fields.length}
                move={move}
                remove={remove}
                labels={{
                  up: t('settings.social.up'),
                  down: t('settings.social.down'),
                  remove: t('settings.social.remove'),
                }}
              />
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              disabled={!unused.length}
              onClick={() => unused[0] && append({ type: unused[0], url: '' })}
            >
              {t('settings.social.add')}
            </Button>
          </Group>
          <FormFooter
            error={errors.root?.message ?? errors.links?.message}
            saved={saved}
            saving={isSubmitting}
          />
        </Stack>
      </Card>
    </form>
  );
}
