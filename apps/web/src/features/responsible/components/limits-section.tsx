import {
  LIMIT_KINDS,
  LIMIT_WINDOWS,
  type LimitView,
  type ResponsibleOverview,
  SetLimitSchema,
} from '@platform/contract/responsible';
import { useTranslation } from 'react-i18next';
import {
  AmountField,
  amountInput,
  Form,
  SelectField,
  useContractForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Inset } from '../../../components/ui/panel.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { type Currency, Money } from '../../wallet/index.ts';
import { useSetLimit } from '../api/use-responsible-settings.ts';
import styles from './responsible.module.css';

/** The contract's ceiling for a limit, in minor units. */
const MAX_LIMIT = 1_000_000_000_000;

/** What one limit allows, has used and has left, and a loosening still waiting out its 24 hours. */
function LimitCard({ limit, currency }: { limit: LimitView; currency: Currency }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const remove = useSetLimit();
  const money = (minor: number) => <Money minor={minor} currency={currency} />;
  const pending = limit.pending;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <span>{t(`responsible.windows.${limit.window}`)}</span>
        {limit.amount !== null && !(pending && pending.amount === null) ? (
          <Button
            size="sm"
            variant="ghost"
            busy={remove.isPending}
            onClick={() => remove.mutate({ kind: limit.kind, window: limit.window, amount: null })}
            aria-label={t('responsible.remove_named', {
              name: t(`responsible.limit_names.${limit.kind}_${limit.window}`),
            })}
          >
            {t('responsible.remove')}
          </Button>
        ) : null}
      </div>
      <dl className={styles.facts}>
        <dt>{t('responsible.in_force')}</dt>
        <dd>{limit.amount === null ? t('responsible.no_limit') : money(limit.amount)}</dd>
        <dt>{t('responsible.used')}</dt>
        <dd>{money(limit.used)}</dd>
        <dt>{t('responsible.remaining')}</dt>
        <dd>{limit.remaining === null ? '—' : money(limit.remaining)}</dd>
      </dl>
      {pending ? (
        <p className={styles.pending}>
          {pending.amount === null
            ? t('responsible.pending_removal', { time: formatDateTime(pending.from, language) })
            : t('responsible.pending_change', { time: formatDateTime(pending.from, language) })}{' '}
          {pending.amount === null ? null : money(pending.amount)}
        </p>
      ) : null}
      {remove.isError ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(remove.error, t)}
        </p>
      ) : null}
    </li>
  );
}

/** Sets, lowers or raises one limit: the amount in major units, read into minor units exactly. */
function LimitForm({ currency }: { currency: Currency }) {
  const { t } = useTranslation('pages');
  const save = useSetLimit();
  const schema = SetLimitSchema.extend({
    amount: amountInput({ exponent: currency.currencyExponent, min: 1, max: MAX_LIMIT }),
  });
  const form = useContractForm(schema, { defaultValues: { kind: 'deposit', window: 'day', amount: '' } });
  const request = useFormRequest(form);
  const submit = request.submit((values) => {
    if (save.isPending) return;
    save.mutate(values, {
      onSuccess: () => form.reset({ kind: values.kind, window: values.window, amount: '' }),
      onError: (error) => request.refused(error, ['kind', 'window', 'amount']),
    });
  });
  return (
    <Form form={form} onSubmit={submit} className={styles.form}>
      <SelectField
        name="kind"
        label={t('responsible.kind')}
        options={LIMIT_KINDS.map((kind) => ({ value: kind, label: t(`responsible.kinds.${kind}`) }))}
      />
      <SelectField
        name="window"
        label={t('responsible.window')}
        options={LIMIT_WINDOWS.map((window) => ({
          value: window,
          label: t(`responsible.windows.${window}`),
        }))}
      />
      <AmountField name="amount" label={t('responsible.amount')} currency={currency} required />
      <p className={`${styles.muted} ${styles.formWide}`}>{t('responsible.limit_rule')}</p>
      {request.failure !== null ? (
        <p className={`${styles.formError} ${styles.formWide}`} role="alert">
          {apiErrorMessage(request.failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        {t('responsible.save_limit')}
      </Button>
    </Form>
  );
}

/** Deposit, wager and loss limits over the last 24 hours, 7 days and 30 days. */
export function LimitsSection({ overview, currency }: { overview: ResponsibleOverview; currency: Currency }) {
  const { t } = useTranslation('pages');
  return (
    <Inset icon="shield" title={t('responsible.limits_title')}>
      <p className={styles.muted}>{t('responsible.limits_hint')}</p>
      {LIMIT_KINDS.map((kind) => (
        <section key={kind} className={styles.kind} aria-label={t(`responsible.kinds.${kind}`)}>
          <h4 className={styles.kindTitle}>{t(`responsible.kinds.${kind}`)}</h4>
          <ul className={styles.cards}>
            {overview.limits
              .filter((limit) => limit.kind === kind)
              .map((limit) => (
                <LimitCard key={limit.window} limit={limit} currency={currency} />
              ))}
          </ul>
        </section>
      ))}
      <LimitForm currency={currency} />
    </Inset>
  );
}
