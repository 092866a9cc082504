import { useTranslation } from 'react-i18next';
import type { Captcha } from '../../lib/captcha.ts';
import { InputBox as TextField } from '../form/input-box.tsx';
import styles from './account-fields.module.css';

interface CaptchaFieldProps {
  captcha: Captcha;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** When a form has two captchas (the login's and the SMS send's), each its own name and label. */
  name?: string;
  label?: string;
}

/** The captcha answer beside its image; clicking the image asks for a new one (at most once a second). */
export function CaptchaField({
  captcha,
  value,
  onChange,
  error,
  name = 'captcha',
  label,
}: CaptchaFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={label ?? t('fields.captcha')}
      name={name}
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      placeholder={t('fields.captcha_placeholder')}
      required
      {...{ value, error, onValue: onChange }}
      trailing={
        <button
          type="button"
          className={styles.captchaButton}
          onClick={() => captcha.refresh()}
          aria-label={t('fields.captcha_refresh')}
          aria-busy={captcha.loading || undefined}
        >
          {captcha.src ? <img src={captcha.src} alt={t('fields.captcha_image')} /> : null}
          {!captcha.src && captcha.failed ? t('fields.captcha_retry') : null}
        </button>
      }
    />
  );
}
