import { bindEmailFormSchema } from '@platform/contract/security-forms';
import { useTranslation } from 'react-i18next';
import { CodeField, EmailField, useContractForm } from '../../../../components/form/index.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { useBindEmail } from '../../api/use-bind-email.ts';
import { useSendEmailCode } from '../../api/use-send-email-code.ts';
import { SecurityForm, useSecurityRequest } from './security-form.tsx';

/** Binds an e-mail address once the code sent to it comes back. */
export function BindEmailForm({ rules, onDone }: { rules: RegisterRules; onDone: () => void }) {
  const { t } = useTranslation('account');
  const sendCode = useSendEmailCode();
  const bind = useBindEmail();
  const form = useContractForm(bindEmailFormSchema(rules), {
    defaultValues: { email: '', verificationCode: '' },
  });
  const request = useSecurityRequest(form, ['email', 'verificationCode']);

  // The code goes only to an address that passes the e-mail rule; the field says why not.
  const send = () =>
    sendCode
      .mutateAsync(form.getValues('email')?.trim() ?? '')
      .then((answer) => ({ expiredMinutes: answer?.expiredMinutes }));

  return (
    <SecurityForm form={form} {...request.sendsTo(bind, onDone)} submitLabel={t('security.bind')}>
      <EmailField />
      <CodeField label={t('fields.email_code')} canSend={() => form.checkFields(['email'])} onSend={send} />
    </SecurityForm>
  );
}
