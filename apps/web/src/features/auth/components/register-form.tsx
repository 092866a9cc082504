import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useRegister } from '../api/use-register.ts';
import { apiErrorMessage, apiFieldErrors } from '../api-error-message.ts';
import styles from './auth-form.module.css';

interface RegisterFormProps {
  minimumAge: number;
  onSuccess: () => void;
  onSwitchToLogin: () => void;
}

type Field = 'username' | 'password' | 'confirmPassword' | 'terms';
type Errors = Partial<Record<Field, string>>;

export default function RegisterForm({ minimumAge, onSuccess, onSwitchToLogin }: RegisterFormProps) {
  const { t } = useTranslation();
  const register = useRegister();
  const [values, setValues] = useState({ username: '', password: '', confirmPassword: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  /** While typing the confirmation, a mismatch says so as soon as the field is left. */
  function onConfirmBlur() {
    const confirm = values.confirmPassword.trim();
    setErrors((current) => ({
      ...current,
      confirmPassword:
        confirm && confirm !== values.password.trim() ? t('validation.confirm_input') : undefined,
    }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (register.isPending) return;
    const input = {
      username: values.username.trim(),
      password: values.password.trim(),
      confirmPassword: values.confirmPassword.trim(),
    };
    const next: Errors = {};
    if (!input.username) next.username = t('validation.required');
    if (!input.password) next.password = t('validation.required');
    if (!input.confirmPassword) next.confirmPassword = t('validation.required');
    else if (input.confirmPassword !== input.password)
      next.confirmPassword = t('validation.confirm_mismatch');
    if (!terms) next.terms = t('validation.terms');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    register.mutate(input, {
      onSuccess,
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <TextField
        label={t('auth.username')}
        name="username"
        autoComplete="username"
        icon="user"
        required
        placeholder={t('auth.username_placeholder')}
        value={values.username}
        onChange={set('username')}
        error={errors.username}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        icon="lock"
        revealable
        required
        placeholder={t('auth.password_placeholder')}
        value={values.password}
        onChange={set('password')}
        error={errors.password}
      />
      <TextField
        label={t('auth.confirm_password')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        icon="lock"
        revealable
        required
        placeholder={t('auth.confirm_placeholder')}
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
        onBlur={onConfirmBlur}
        error={errors.confirmPassword}
      />
      <div className={styles.terms}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={terms}
            onChange={(event) => setTerms(event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? 'register-terms-error' : undefined}
          />
          <span>
            <Trans
              i18nKey="auth.terms"
              values={{ age: minimumAge }}
              components={{ terms: <Link to="/help#term" className={styles.link} /> }}
            />
          </span>
        </label>
        {errors.terms ? (
          <p id="register-terms-error" className={styles.fieldError} role="alert">
            {errors.terms}
          </p>
        ) : null}
      </div>
      {register.isError ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(register.error, t)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={register.isPending}>
        {t('auth.submit_register')}
      </Button>
      <p className={styles.switch}>
        {t('auth.have_account')}{' '}
        <button type="button" className={styles.link} onClick={onSwitchToLogin}>
          {t('auth.to_login')}
        </button>
      </p>
    </form>
  );
}
