import { Card, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { type FeedbackBounds, FeedbackBoundsSchema } from '@platform/contract/feedback';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { SettingPage } from '../../components/setting-page.tsx';

const FIELDS = ['minLength', 'maxLength'] as const;

/** The feedback description's length bounds (spec §5): players are never shown the numbers up front. */
export function FeedbackSettingsPage() {
  const { t } = useTranslation();
  return (
    <SettingPage<FeedbackBounds> title={t('feedback.settingsTitle')} path={ADMIN_PATHS.feedbackSettings}>
      {({ value, save }) => <BoundsForm bounds={value} save={save} />}
    </SettingPage>
  );
}

function BoundsForm(props: {
  bounds: FeedbackBounds;
  save: (body: FeedbackBounds) => Promise<FeedbackBounds>;
}) {
  const { t } = useTranslation();
  const form = useContractForm(FeedbackBoundsSchema, props.bounds);
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) => form.reset(await props.save(values)));
  return (
    <form onSubmit={submit} noValidate>
      <Card withBorder maw={560}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('feedback.boundsHint')}
          </Text>
          <SimpleGrid cols={2}>
            {FIELDS.map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <NumberInput
                    label={t(`feedback.${name}`)}
                    allowDecimal={false}
                    min={1}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(value) => field.onChange(typeof value === 'number' ? value : Number.NaN)}
                    error={errors[name]?.message}
                  />
                )}
              />
            ))}
          </SimpleGrid>
          <FormFooter error={errors.root?.message} saved={saved} saving={isSubmitting} />
        </Stack>
      </Card>
    </form>
  );
}
