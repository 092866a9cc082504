import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'revealable'> & { label?: string };

/** A password with its show/hide toggle; never trimmed (spaces are part of a password). */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.password')}
      icon="lock"
      required
      placeholder={t('fields.password_placeholder')}
      {...props}
      type="password"
      revealable
    />
  );
}
