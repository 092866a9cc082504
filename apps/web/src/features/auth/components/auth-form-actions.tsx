import { Button } from '../../../components/ui/button.tsx';
import styles from './auth-form.module.css';

interface AuthFormActionsProps {
  /** The request's error, already translated; null while there is none. */
  error: string | null;
  busy: boolean;
  submitLabel: string;
  switchPrompt: string;
  switchLabel: string;
  onSwitch: () => void;
}

export function AuthFormActions({
  error,
  busy,
  submitLabel,
  switchPrompt,
  switchLabel,
  onSwitch,
}: AuthFormActionsProps) {
  return (
    <>
      {error !== null ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={busy}>
        {submitLabel}
      </Button>
      <p className={styles.switch}>
        {switchPrompt}{' '}
        <button type="button" className={styles.link} onClick={onSwitch}>
          {switchLabel}
        </button>
      </p>
    </>
  );
}
