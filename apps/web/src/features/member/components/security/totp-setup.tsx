import { TotpConfirmSchema } from '@platform/contract/accounts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField, useContractForm } from '../../../../components/form/index.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { LazyQrCode } from '../../../../components/ui/lazy-qr-code.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useTotpConfirm } from '../../api/use-totp-confirm.ts';
import { useTotpSetup } from '../../api/use-totp-setup.ts';
import styles from './security.module.css';
import { SecurityForm, useSecurityRequest } from './security-form.tsx';

/** Google Authenticator: scan the QR (or type the secret), then prove it with a code from the app. */
export function TotpSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const form = useContractForm(TotpConfirmSchema, { defaultValues: { code: '' } });
  const request = useSecurityRequest(form, []);
  const { mutate: startSetup } = setup;
  const started = useRef(false);

  // One secret per opening: a second would replace the first before it is scanned.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  if (setup.isPending) return <div className={styles.skeleton} aria-busy="true" />;
  if (!setup.data) {
    return (
      <div className={styles.form}>
        <p className={styles.formError} role="alert">
          {apiErrorMessage(setup.error, t)}
        </p>
        <Button variant="secondary" onClick={() => startSetup()}>
          {t('security.retry')}
        </Button>
      </div>
    );
  }
  return (
    <SecurityForm
      form={form}
      onSubmit={request.submit(({ code }) => {
        if (confirm.isPending) return;
        confirm.mutate(code, {
          ...request.outcome(onDone),
          // Whatever refused the code (wrong, expired, too many tries), it is said under the code.
          onError: (error) => form.setError('code', { type: 'text', message: apiErrorMessage(error, t) }),
        });
      })}
      failure={request.failure}
      busy={confirm.isPending}
      submitLabel={t('security.totp_enable')}
    >
      <div className={styles.totp}>
        <div className={styles.qr}>
          <LazyQrCode value={setup.data.otpauthUrl} label={t('security.totp_qr')} size={144} />
        </div>
        <div>
          <p className={styles.hint}>{t('security.totp_scan')}</p>
          <p className={styles.hint}>{t('security.totp_secret')}</p>
          <code className={styles.secret}>{setup.data.secret}</code>
        </div>
      </div>
      <TextField
        label={t('security.totp_code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
    </SecurityForm>
  );
}
