import { useTranslation } from 'react-i18next';
import { TextField, type TextFieldProps } from './text-field.tsx';

type EmailFieldProps = Omit<TextFieldProps, 'label' | 'name'> & { label?: string; name?: string };

/** An e-mail address: the e-mail keyboard, autofill, the mail icon; required unless told otherwise. */
export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation('account');
  return (
    <TextField
      label={t('fields.email')}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      icon="mail"
      required
      placeholder={t('fields.email_placeholder')}
      {...props}
    />
  );
}
