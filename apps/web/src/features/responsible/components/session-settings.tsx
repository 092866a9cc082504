import {
  REALITY_CHECK_MINUTES,
  type ResponsibleOverview,
  SESSION_LIMIT_MINUTES,
  SetRealityCheckSchema,
  SetSessionLimitSchema,
} from '@platform/contract/responsible';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Form, SelectField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Inset } from '../../../components/ui/panel.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useSetRealityCheck, useSetSessionLimit } from '../api/use-responsible-settings.ts';
import styles from './responsible.module.css';

/** A select's text ('' for none) read into the contract's minutes (null for none). */
const minutesField = (minutes: z.ZodType<number | null, number | null>) =>
  z.strictObject({
    minutes: z
      .string()
      .transform((text) => (text === '' ? null : Number(text)))
      .pipe(minutes),
  });

interface MinutesFormProps {
  current: number | null;
  options: readonly number[];
  schema: ReturnType<typeof minutesField>;
  label: string;
  noneLabel: string;
  submitLabel: string;
  save: ReturnType<typeof useSetSessionLimit>;
}

/** A choice of minutes from the contract's list, or none. */
function MinutesForm({ current, options, schema, label, noneLabel, submitLabel, save }: MinutesFormProps) {
  const { t } = useTranslation('pages');
  const form = useContractForm(schema, {
    defaultValues: { minutes: current === null ? '' : String(current) },
  });
  const request = useFormRequest(form);
  const submit = request.submit((values) => {
    if (!save.isPending) save.mutate(values, { onError: (error) => request.refused(error, ['minutes']) });
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.stack}>
      <SelectField
        name="minutes"
        label={label}
        options={[
          { value: '', label: noneLabel },
          ...options.map((minutes) => ({
            value: String(minutes),
            label: t('responsible.minutes', { minutes }),
          })),
        ]}
      />
      {request.failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(request.failure, t)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary" busy={save.isPending}>
        {submitLabel}
      </Button>
    </Form>
  );
}

const sessionSchema = minutesField(SetSessionLimitSchema.shape.minutes);
const realitySchema = minutesField(SetRealityCheckSchema.shape.minutes);

/** The session time limit (from the next login) and the reality check's interval. */
export function SessionSettings({ overview }: { overview: ResponsibleOverview }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const setSession = useSetSessionLimit();
  const setReality = useSetRealityCheck();
  const { sessionLimit, realityCheckMinutes } = overview;
  const pending = sessionLimit.pending;
  return (
    <Inset icon="clock" title={t('responsible.time_title')}>
      <div className={styles.settings}>
        <div className={styles.stack}>
          <p className={styles.muted}>
            {sessionLimit.minutes === null
              ? t('responsible.session_none')
              : t('responsible.session_current', { minutes: sessionLimit.minutes })}{' '}
            {t('responsible.session_hint')}
          </p>
          {pending ? (
            <p className={styles.pending}>
              {pending.minutes === null
                ? t('responsible.pending_removal', { time: formatDateTime(pending.from, language) })
                : t('responsible.session_pending', {
                    minutes: pending.minutes,
                    time: formatDateTime(pending.from, language),
                  })}
            </p>
          ) : null}
          <MinutesForm
            current={sessionLimit.minutes}
            options={SESSION_LIMIT_MINUTES}
            schema={sessionSchema}
            label={t('responsible.session_label')}
            noneLabel={t('responsible.no_limit')}
            submitLabel={t('responsible.save_session')}
            save={setSession}
          />
        </div>
        <div className={styles.stack}>
          <p className={styles.muted}>{t('responsible.reality_hint')}</p>
          <MinutesForm
            current={realityCheckMinutes}
            options={REALITY_CHECK_MINUTES}
            schema={realitySchema}
            label={t('responsible.reality_label')}
            noneLabel={t('responsible.off')}
            submitLabel={t('responsible.save_reality')}
            save={setReality}
          />
        </div>
      </div>
    </Inset>
  );
}
