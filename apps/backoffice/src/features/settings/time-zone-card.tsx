import { Alert, Card, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { type MerchantTimeZone, MerchantTimeZoneSchema } from '@platform/contract/jobs';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { useSetting } from '../../lib/use-setting.ts';

const ZONES = Intl.supportedValuesOf('timeZone');

/** The merchant's time zone: where its days (daily jobs, turnover, the dashboard) start. */
export function TimeZoneCard() {
  const errorText = useErrorText();
  const { query } = useSetting<MerchantTimeZone>(ADMIN_PATHS.merchantTimeZone);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return <TimeZoneForm current={query.data} />;
}

function TimeZoneForm({ current }: { current: MerchantTimeZone }) {
  const { t } = useTranslation();
  const { save } = useSetting<MerchantTimeZone>(ADMIN_PATHS.merchantTimeZone);
  const form = useContractForm(MerchantTimeZoneSchema, current);
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, (values) => save.mutateAsync(values));
  return (
    <Card withBorder maw={640} mb="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('settings.timeZone.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('settings.timeZone.hint')}
          </Text>
          <Controller
            control={form.control}
            name="timeZone"
            render={({ field }) => (
              <Select
                label={t('settings.timeZone.label')}
                searchable
                // The browser may know a zone by another of its names (Asia/Rangoon for Asia/Yangon).
                data={ZONES.includes(current.timeZone) ? ZONES : [current.timeZone, ...ZONES]}
                value={field.value}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.timeZone?.message}
              />
            )}
          />
          <FormFooter error={errors.root?.message} saved={saved} saving={isSubmitting} />
        </Stack>
      </form>
    </Card>
  );
}
