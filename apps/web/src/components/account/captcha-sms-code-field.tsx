import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from '../../lib/captcha.ts';
import { CaptchaField } from './captcha-field.tsx';
import { SmsCodeField, type SmsCodeFieldProps } from './sms-code-field.tsx';

/** The captcha answer every SMS send carries (the server refuses a send without one). */
export interface SmsCaptchaAnswer {
  captchaKey: string;
  captcha: string;
}

interface CaptchaSmsCodeFieldProps extends Omit<SmsCodeFieldProps, 'onSend'> {
  /** Asks the server for a code with the captcha answer and resolves to its `expiredMinutes`. */
  onSend: (captcha: SmsCaptchaAnswer) => Promise<{ expiredMinutes?: number | undefined }>;
}

/**
 * The SMS code field with the captcha that guards its send button (SMS pumping): the button sends
 * only with an answer, and each answer is used once, so every send shows a new image.
 */
export function CaptchaSmsCodeField({ canSend, onSend, ...field }: CaptchaSmsCodeFieldProps) {
  const { t } = useTranslation('account');
  const captcha = useCaptcha(true);
  const [answer, setAnswer] = useState('');
  const [missing, setMissing] = useState(false);

  function answered() {
    const ready = canSend ? canSend() : true;
    const present = answer.trim() !== '';
    setMissing(!present);
    return ready && present;
  }

  function send() {
    return onSend({ captchaKey: captcha.key, captcha: answer.trim() }).finally(() => {
      captcha.refresh({ force: true });
      setAnswer('');
    });
  }

  return (
    <>
      <CaptchaField
        name="smsCaptcha"
        label={t('fields.sms_captcha')}
        captcha={captcha}
        value={answer}
        onChange={(value) => {
          setAnswer(value);
          setMissing(false);
        }}
        error={missing ? t('validation.captcha_required') : undefined}
      />
      <SmsCodeField {...field} canSend={answered} onSend={send} />
    </>
  );
}
