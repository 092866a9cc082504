import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { LazyQrCode } from '../../../../components/ui/lazy-qr-code.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { showToast } from '../../../../lib/notice.ts';
import { useTotpConfirm } from '../../api/use-totp-confirm.ts';
import { useTotpSetup } from '../../api/use-totp-setup.ts';
import styles from './security.module.css';

/** Google Authenticator: scan the QR (or type the secret), then prove it with a code from the app. */
export function TotpSetup({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const { mutate: startSetup } = setup;
  const started = useRef(false);

  // One secret per opening: a second would replace the first before it is scanned.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    startSetup();
  }, [startSetup]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (confirm.isPending) return;
    const trimmed = code.trim();
    if (!/^\d{6}$/.test(trimmed)) {
      setProblem(t('validation.verification_code_invalid'));
      return;
    }
    setProblem(undefined);
    confirm.mutate(trimmed, {
      onSuccess: () => {
        showToast(t('security.saved'));
        onDone();
      },
      onError: (error) => setProblem(apiErrorMessage(error, t)),
    });
  }

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
    <form onSubmit={onSubmit} noValidate className={styles.form}>
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
        name="totpCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={problem}
      />
      <Button type="submit" busy={confirm.isPending}>
        {t('security.totp_enable')}
      </Button>
    </form>
  );
}
