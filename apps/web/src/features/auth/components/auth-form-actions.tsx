import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { responsibleRefusalText } from '../../responsible/index.ts';
import styles from './auth-form.module.css';

interface FormEndProps {
  /** The failed request no field explains (the kit's `form.failure`); null while there is none. */
  failure: unknown;
  busy: boolean;
  submitLabel: string;
}

/** The end of every account form: the request's own error in the reader's words, then the button. */
export function FormEnd({ failure, busy, submitLabel }: FormEndProps) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <>
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {/* A time-out or self-exclusion says when it ends. */}
          {responsibleRefusalText(failure, t, language) ?? apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={busy}>
        {submitLabel}
      </Button>
    </>
  );
}

interface AuthFormActionsProps extends FormEndProps {
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
}

/** Login's and registration's end: the form's end, then the way to the other one. */
export function AuthFormActions({ switchPrompt, switchLabel, onSwitch, ...end }: AuthFormActionsProps) {
  return (
    <>
      <FormEnd {...end} />
      <p className={styles.switch}>
        {switchPrompt}{' '}
        <button type="button" className={styles.link} onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
