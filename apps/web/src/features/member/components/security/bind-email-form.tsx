import { checkFieldValue, standardRule } from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SmsCodeField } from '../../../../components/account/sms-code-field.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import {
  apiErrorMessage,
  apiFieldProblems,
  type Problems,
  problemText,
} from '../../../../lib/api-error-message.ts';
import { hasProblems, problemsOf, requiredRule } from '../../../../lib/field-checks.ts';
import { showToast } from '../../../../lib/notice.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { useBindEmail } from '../../api/use-bind-email.ts';
import { useSendEmailCode } from '../../api/use-send-email-code.ts';
import styles from './security.module.css';

/** The operator's e-mail rule when it set one, the e-mail family otherwise. */
function emailRule(rules: RegisterRules) {
  return requiredRule(rules.email ?? standardRule('EMAIL', 3, 254, { required: true, shown: true }));
}

/** Binds an e-mail address once the code sent to it comes back. */
export function BindEmailForm({ rules, onDone }: { rules: RegisterRules; onDone: () => void }) {
  const { t } = useTranslation('account');
  const sendCode = useSendEmailCode();
  const bind = useBindEmail();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);

  /** The code goes only to an address that passes the e-mail rule; the field says why not. */
  function emailReady() {
    const problem = checkFieldValue('email', emailRule(rules), email);
    setProblems((current) => ({ ...current, email: problem ?? undefined }));
    return problem === null;
  }

  function send() {
    return sendCode.mutateAsync(email.trim()).then((answer) => ({ expiredMinutes: answer?.expiredMinutes }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (bind.isPending) return;
    const found = problemsOf({
      email: checkFieldValue('email', emailRule(rules), email),
      verificationCode: checkFieldValue('verificationCode', requiredRule(rules.verificationCode), code),
    });
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    bind.mutate(
      { email: email.trim(), verificationCode: code.trim() },
      {
        onSuccess: () => {
          showToast(t('security.saved'));
          onDone();
        },
        onError: (error) => {
          const fieldProblems = apiFieldProblems(error);
          setProblems(fieldProblems);
          setFailure(hasProblems(fieldProblems) ? null : error);
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      <TextField
        label={t('fields.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        icon="mail"
        required
        placeholder={t('fields.email_placeholder')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problemText(t, problems.email)}
      />
      <SmsCodeField
        label={t('fields.email_code')}
        value={code}
        onChange={setCode}
        error={problemText(t, problems.verificationCode)}
        canSend={emailReady}
        onSend={send}
      />
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={bind.isPending}>
        {t('security.bind')}
      </Button>
    </form>
  );
}
