import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLogin } from '../api/use-login.ts';
import { apiErrorMessage, apiFieldErrors } from '../api-error-message.ts';
import styles from './auth-form.module.css';

interface LoginFormProps {
  onSuccess: () => void;
  onSwitchToRegister: () => void;
}

type Errors = Partial<Record<'username' | 'password', string>>;

export default function LoginForm({ onSuccess, onSwitchToRegister }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending) return;
    const input = { username: username.trim(), password: password.trim() };
    const next: Errors = {};
    if (!input.username) next.username = t('validation.required');
    if (!input.password) next.password = t('validation.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    login.mutate(input, {
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
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        error={errors.username}
      />
      <TextField
        label={t('auth.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        icon="lock"
        revealable
        required
        placeholder={t('auth.password_placeholder')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {login.isError ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(login.error, t, { UNAUTHORIZED: t('errors.login_failed') })}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={login.isPending}>
        {t('auth.submit_login')}
      </Button>
      <p className={styles.switch}>
        {t('auth.no_account')}{' '}
        <button type="button" className={styles.link} onClick={onSwitchToRegister}>
          {t('auth.to_register')}
        </button>
      </p>
    </form>
  );
}
