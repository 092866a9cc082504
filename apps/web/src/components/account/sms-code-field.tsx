import { ACCOUNT_LIMITS } from '@platform/contract/account-constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../lib/notice.ts';
import { phoneErrorText, smsCountdownSeconds } from '../../lib/phone-errors.ts';
import { useCountdown, useThrottle } from '../../lib/timing.ts';
import { InputBox as TextField } from '../form/input-box.tsx';
import styles from './account-fields.module.css';

export interface SmsCodeFieldProps {
  label?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  /** False when the form refuses to send (the mobile number is not valid yet, and the form says why). */
  canSend?: () => boolean;
  /** Asks the server for a code and resolves to its `expiredMinutes`. */
  onSend: () => Promise<{ expiredMinutes?: number | undefined }>;
}

/**
 * The SMS code input and its send button (spec §4): one request a second at most, then the button
 * counts down expiredMinutes × 60 s; a failure shows the server's message in a warning dialog.
 */
export function SmsCodeField({
  label,
  value,
  onChange,
  error,
  required = true,
  canSend,
  onSend,
}: SmsCodeFieldProps) {
  const { t } = useTranslation('account');
  const { remaining, start } = useCountdown();
  const allow = useThrottle(ACCOUNT_LIMITS.smsThrottleMs);
  const [sending, setSending] = useState(false);

  function send() {
    if (sending || remaining > 0) return;
    if (canSend && !canSend()) return;
    // Spec §9: at most one request a second, however fast the clicks come.
    if (!allow()) return;
    setSending(true);
    onSend()
      .then((answer) => start(smsCountdownSeconds(answer.expiredMinutes)))
      .catch((failure: unknown) => showNotice({ tone: 'warning', text: phoneErrorText(failure, t) }))
      .finally(() => setSending(false));
  }

  return (
    <TextField
      label={label ?? t('fields.sms_code')}
      name="verificationCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('fields.sms_code_placeholder')}
      required={required}
      {...{ value, error, onValue: onChange }}
      trailing={
        <button
          type="button"
          className={styles.sendButton}
          onClick={send}
          disabled={sending || remaining > 0}
          aria-busy={sending || undefined}
        >
          {remaining > 0 ? t('fields.sms_resend_in', { seconds: remaining }) : t('fields.sms_send')}
        </button>
      }
    />
  );
}
