import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from '../../../components/form/index.ts';

type UsernameFieldProps = Omit<TextFieldProps, 'label' | 'name'> & { label?: string; name?: string };

/** The account name, as the login, register and forgot-password forms ask for it. */
export function UsernameField(props: UsernameFieldProps) {
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
