import { Alert, Card, Loader, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  COUNTRY_CODES,
  type SiteRegionsInput,
  SiteRegionsSchema,
  type SiteRegionsView,
} from '@platform/contract/site-config-admin';
import { useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { localeTag } from '../../lib/i18n.ts';
import { useSetting } from '../../lib/use-setting.ts';
import { useProblemText } from './problem-text.ts';
import { messageInputs, SiteMessageFields } from './site-message-fields.tsx';

/** Every country the contract knows, named in the reader's language (the platform's own names). */
function useCountryOptions() {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the console's language.
  return useMemo(() => {
    const names = new Intl.DisplayNames([localeTag()], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` })).sort(
      (a, b) => a.label.localeCompare(b.label, localeTag()),
    );
  }, [i18n.language]);
}

/** Countries whose visitors see the region page instead of the site, and what that page says. */
export function RegionsCard() {
  const errorText = useErrorText();
  const { query } = useSetting<SiteRegionsView, SiteRegionsInput>(ADMIN_PATHS.siteRegions);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return <RegionsForm current={query.data} />;
}

function RegionsForm({ current }: { current: SiteRegionsView }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const countries = useCountryOptions();
  const { save } = useSetting<SiteRegionsView, SiteRegionsInput>(ADMIN_PATHS.siteRegions);
  const inputsOf = (view: SiteRegionsView) => ({
    blockedCountries: view.blockedCountries,
    restrictionMessage: messageInputs(view.restrictionMessage),
  });
  const form = useContractForm(SiteRegionsSchema, inputsOf(current));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) =>
    form.reset(inputsOf(await save.mutateAsync(values))),
  );
  return (
    <Card withBorder maw={1100}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={4}>{t('settings.regions.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('settings.regions.hint')}
          </Text>
          <Controller
            control={form.control}
            name="blockedCountries"
            render={({ field }) => (
              <MultiSelect
                label={t('settings.regions.countries')}
                placeholder={t('settings.regions.placeholder')}
                searchable
                clearable
                data={countries}
                value={field.value}
                onChange={field.onChange}
                error={problem(errors.blockedCountries, 'settings.regions.countryRule')}
              />
            )}
          />
          <SiteMessageFields control={form.control} name="restrictionMessage" />
          <FormFooter error={errors.root?.message} saved={saved} saving={isSubmitting} />
        </Stack>
      </form>
    </Card>
  );
}
