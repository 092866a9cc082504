import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

export function UsernameField(props: FieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.username')}
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      icon="user"
      required
      placeholder={t('fields.username_placeholder')}
      {...props}
    />
  );
}

/** Login, register and confirmation passwords differ only in name, label and autocomplete. */
export function PasswordField(props: FieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.password')}
      name="password"
      type="password"
      icon="lock"
      revealable
      required
      placeholder={t('fields.password_placeholder')}
      {...props}
    />
  );
}
