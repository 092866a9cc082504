import {
  Alert,
  Card,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { LANGUAGES } from '@platform/contract/constants';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { type SiteBrand, SiteBrandSchema } from '@platform/contract/site-config-admin';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useSetting } from '../../lib/use-setting.ts';
import { useProblemText } from './problem-text.ts';

/** The site's brand (header, footer), its licence and copyright lines, and the languages it offers. */
export function BrandPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { query } = useSetting<SiteBrand>(ADMIN_PATHS.siteBrand);
  if (query.isLoading) return <Loader />;
  if (!query.data) return <Alert color="red">{errorText(query.error)}</Alert>;
  return (
    <>
      <PageHeader title={t('settings.brand.title')} />
      <BrandForm brand={query.data} />
    </>
  );
}

function BrandForm({ brand }: { brand: SiteBrand }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const queryClient = useQueryClient();
  const { save } = useSetting<SiteBrand>(ADMIN_PATHS.siteBrand);
  const form = useContractForm(SiteBrandSchema, brand);
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) => {
    form.reset(await save.mutateAsync(values));
    // The console reads the default language from the public configuration too.
    await queryClient.invalidateQueries({ queryKey: ['site-config'] });
  });
  const offered = useWatch({ control: form.control, name: 'languages' });
  const languageName = (language: string) => t(`settings.site.languageNames.${language}`);
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder maw={900}>
        <Stack>
          <SimpleGrid cols={{ base: 1, md: 3 }}>
            <TextInput
              label={t('settings.brand.brandName')}
              error={errors.brandName?.message}
              {...form.register('brandName')}
            />
            <TextInput
              label={t('settings.brand.licenseNumber')}
              error={errors.licenseNumber?.message}
              {...form.register('licenseNumber')}
            />
            <Controller
              control={form.control}
              name="copyrightYear"
              render={({ field }) => (
                <NumberInput
                  label={t('settings.brand.copyrightYear')}
                  allowDecimal={false}
                  value={field.value}
                  onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                  error={errors.copyrightYear?.message}
                />
              )}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Controller
              control={form.control}
              name="languages"
              render={({ field }) => (
                <MultiSelect
                  label={t('settings.brand.languages')}
                  data={LANGUAGES.map((value) => ({ value, label: languageName(value) }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={problem(errors.languages, 'settings.brand.languagesOnce')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="defaultLanguage"
              render={({ field }) => (
                <Select
                  label={t('settings.brand.defaultLanguage')}
                  data={offered.map((value) => ({ value, label: languageName(value) }))}
                  value={offered.includes(field.value) ? field.value : null}
                  onChange={(value) => value && field.onChange(value)}
                  allowDeselect={false}
                  error={problem(errors.defaultLanguage, 'settings.brand.defaultNotOffered')}
                />
              )}
            />
          </SimpleGrid>
          <FormFooter error={errors.root?.message} saved={saved} saving={isSubmitting} />
        </Stack>
      </Card>
    </form>
  );
}
