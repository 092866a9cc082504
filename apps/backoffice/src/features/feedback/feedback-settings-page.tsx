import { SimpleGrid, Text } from '@mantine/core';
import { type FeedbackBounds, FeedbackBoundsSchema } from '@platform/contract/feedback';
import { ADMIN_PATHS } from '@platform/contract/paths';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { SettingForm } from '../../components/setting-form.tsx';
import { SettingPage } from '../../components/setting-page.tsx';
import { WholeNumberField } from '../../components/whole-number-field.tsx';

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
    <SettingForm onSubmit={submit} maw={560} error={errors.root?.message} saved={saved} saving={isSubmitting}>
      <Text size="sm" c="dimmed">
        {t('feedback.boundsHint')}
      </Text>
      <SimpleGrid cols={2}>
        {FIELDS.map((name) => (
          <WholeNumberField
            key={name}
            control={form.control}
            name={name}
            label={t(`feedback.${name}`)}
            min={1}
            error={errors[name]?.message}
          />
        ))}
      </SimpleGrid>
    </SettingForm>
  );
}
