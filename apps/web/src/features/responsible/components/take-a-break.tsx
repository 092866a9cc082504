import {
  type ExclusionKind,
  SELF_EXCLUSION_PERIODS,
  type TakeExclusion,
  TIME_OUT_PERIODS,
} from '@platform/contract/responsible';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Form, SelectField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Inset } from '../../../components/ui/panel.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { showNotice } from '../../../lib/notice.ts';
import { useLogout } from '../../auth/index.ts';
import { useTakeExclusion } from '../api/use-take-exclusion.ts';
import styles from './responsible.module.css';

const SCHEMAS = {
  timeout: z.strictObject({ period: z.enum(TIME_OUT_PERIODS) }),
  self_exclusion: z.strictObject({ period: z.enum(SELF_EXCLUSION_PERIODS) }),
};

/**
 * One kind of break: a period, then a confirmation that says it cannot be undone. Once taken the
 * server has ended every session, so the site forgets this one as logout does and says when it ends.
 */
function BreakForm({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const take = useTakeExclusion();
  const logout = useLogout();
  const navigate = useNavigate();
  const periods = kind === 'timeout' ? TIME_OUT_PERIODS : SELF_EXCLUSION_PERIODS;
  const form = useContractForm(SCHEMAS[kind], { defaultValues: { period: periods[0] } });
  const [asking, setAsking] = useState<TakeExclusion | null>(null);
  const periodName = (period: string) => t(`responsible.periods.${period}`);

  function confirm() {
    if (!asking || take.isPending) return;
    take.mutate(asking, {
      onSuccess: (taken) => {
        setAsking(null);
        // Home first: left on this members-only page, forgetting the session would open the login
        // modal over the notice, inviting a login that is refused anyway.
        navigate('/', { replace: true });
        logout.mutate();
        showNotice({
          tone: 'info',
          text:
            taken.endsAt === null
              ? t(`responsible.taken.${kind}_permanent`)
              : t(`responsible.taken.${kind}`, { time: formatDateTime(taken.endsAt, language) }),
        });
      },
    });
  }

  return (
    <Form
      form={form}
      className={styles.stack}
      onSubmit={form.submitWith((values) => setAsking({ kind, period: values.period } as TakeExclusion))}
    >
      <p className={styles.muted}>{t(`responsible.${kind}_hint`)}</p>
      <SelectField
        name="period"
        label={t('responsible.period')}
        options={periods.map((period) => ({ value: period, label: periodName(period) }))}
      />
      {take.isError ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(take.error, t)}
        </p>
      ) : null}
      <Button type="submit" variant="secondary">
        {t(`responsible.take.${kind}`)}
      </Button>
      <ConfirmDialog
        open={asking !== null}
        title={t(`responsible.take.${kind}`)}
        message={t(`responsible.confirm.${kind}`, { period: asking ? periodName(asking.period) : '' })}
        confirmLabel={t(`responsible.confirm_button.${kind}`)}
        busy={take.isPending}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </Form>
  );
}

/** A time-out (a short break) and self-exclusion (a long one, or for good). */
export function TakeABreak() {
  const { t } = useTranslation('pages');
  return (
    <Inset icon="lock" title={t('responsible.break_title')}>
      <div className={styles.settings}>
        <BreakForm kind="timeout" />
        <BreakForm kind="self_exclusion" />
      </div>
    </Inset>
  );
}
