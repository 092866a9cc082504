import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { MerchantTimeZone } from '@platform/contract/jobs';
import { ADMIN_PATHS } from '@platform/contract/paths';
import {
  type SiteMaintenanceInput,
  SiteMaintenanceSchema,
  type SiteMaintenanceView,
} from '@platform/contract/site-config-admin';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { FormFooter, useFormSubmit } from '../../components/form-submit.tsx';
import { fromLocalInput, toLocalInput } from '../../lib/datetime-local.ts';
import { useSetting } from '../../lib/use-setting.ts';
import { useProblemText } from './problem-text.ts';
import { messageInputs, SiteMessageFields } from './site-message-fields.tsx';

/**
 * The contract's window read from date-time inputs in the merchant's time zone (the zone its
 * players' days run in), not the operator's: two blank inputs are no window.
 */
function maintenanceFormSchema(timeZone: string) {
  const moment = (value: string) => (value.trim() ? fromLocalInput(value, timeZone) : null);
  return z
    .object({ start: z.string(), end: z.string(), message: z.record(z.string(), z.string()) })
    .transform(({ start, end, message }) => ({ start: moment(start), end: moment(end), message }))
    .pipe(SiteMaintenanceSchema);
}

/** The site's maintenance window: while it covers now, every visitor sees the maintenance page. */
export function MaintenanceCard() {
  const errorText = useErrorText();
  const { query } = useSetting<SiteMaintenanceView, SiteMaintenanceInput>(ADMIN_PATHS.siteMaintenance);
  const zone = useSetting<MerchantTimeZone>(ADMIN_PATHS.merchantTimeZone).query;
  if (query.isLoading || zone.isLoading) return <Loader />;
  if (!query.data || !zone.data) return <Alert color="red">{errorText(query.error ?? zone.error)}</Alert>;
  return <MaintenanceForm current={query.data} timeZone={zone.data.timeZone} />;
}

function MaintenanceForm({ current, timeZone }: { current: SiteMaintenanceView; timeZone: string }) {
  const { t } = useTranslation();
  const problem = useProblemText();
  const { save } = useSetting<SiteMaintenanceView, SiteMaintenanceInput>(ADMIN_PATHS.siteMaintenance);
  const schema = useMemo(() => maintenanceFormSchema(timeZone), [timeZone]);
  const inputsOf = (view: SiteMaintenanceView) => ({
    start: view.start ? toLocalInput(view.start, timeZone) : '',
    end: view.end ? toLocalInput(view.end, timeZone) : '',
    message: messageInputs(view.message),
  });
  const form = useContractForm(schema, inputsOf(current));
  const { errors, isSubmitting } = form.formState;
  const { submit, saved } = useFormSubmit(form, async (values) =>
    form.reset(inputsOf(await save.mutateAsync(values))),
  );
  // Blank inputs are no window: clearing both and saving ends maintenance.
  const endNow = () => {
    form.setValue('start', '');
    form.setValue('end', '');
    void submit();
  };
  // A custom refusal of an end left blank is the "both or neither" rule; of a filled one, "after the start".
  const momentProblem = (name: 'start' | 'end') => {
    const error = errors[name];
    if (!error || error.type === 'server') return error?.message;
    if (error.type !== 'custom') return t('settings.maintenance.invalidMoment');
    const blank = !form.getValues(name).trim();
    return problem(
      error,
      blank ? 'settings.maintenance.bothOrNeither' : 'settings.maintenance.endAfterStart',
    );
  };
  const hint = t('settings.maintenance.zone', { zone: timeZone });
  return (
    <Card withBorder maw={1100} mb="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group justify="space-between">
            <Title order={4}>{t('settings.maintenance.title')}</Title>
            <Group gap="sm">
              <WindowBadge current={current} />
              {current.start && (
                <Button
                  size="compact-sm"
                  color="orange"
                  variant="light"
                  onClick={endNow}
                  loading={isSubmitting}
                >
                  {t('settings.maintenance.endNow')}
                </Button>
              )}
            </Group>
          </Group>
          <Text c="dimmed" size="sm">
            {t('settings.maintenance.hint')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              type="datetime-local"
              label={t('settings.maintenance.start')}
              description={hint}
              error={momentProblem('start')}
              {...form.register('start')}
            />
            <TextInput
              type="datetime-local"
              label={t('settings.maintenance.end')}
              description={hint}
              error={momentProblem('end')}
              {...form.register('end')}
            />
          </SimpleGrid>
          <SiteMessageFields control={form.control} name="message" />
          <FormFooter error={errors.root?.message} saved={saved} saving={isSubmitting} />
        </Stack>
      </form>
    </Card>
  );
}

function WindowBadge({ current }: { current: SiteMaintenanceView }) {
  const { t } = useTranslation();
  if (current.active) return <Badge color="red">{t('settings.maintenance.active')}</Badge>;
  const upcoming = current.end && Date.parse(current.end) > Date.now();
  if (upcoming) return <Badge color="orange">{t('settings.maintenance.scheduled')}</Badge>;
  return <Badge color="gray">{t('settings.maintenance.none')}</Badge>;
}
