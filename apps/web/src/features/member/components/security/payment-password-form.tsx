import { checkConfirmation, checkFieldValue } from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { usePaymentPassword } from '../../api/use-payment-password.ts';
import styles from './security.module.css';

interface PaymentPasswordFormProps {
  rules: RegisterRules;
  /** Changing asks for the old payment password; setting it the first time, for the login password. */
  hasPaymentPassword: boolean;
  onDone: () => void;
}

/** The payment password, separate from the login password, checked by the operator's rule. */
export function PaymentPasswordForm({ rules, hasPaymentPassword, onDone }: PaymentPasswordFormProps) {
  const { t } = useTranslation('account');
  const save = usePaymentPassword();
  const [proof, setProof] = useState('');
  const [next, setNext] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const proofField = hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = problemsOf({
      [proofField]: proof === '' ? { key: 'required' } : null,
      newPaymentPassword: checkFieldValue('paymentPassword', requiredRule(rules.paymentPassword), next),
      confirmPaymentPassword: checkConfirmation(next, confirmation),
    });
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    save.mutate(
      { [proofField]: proof, newPaymentPassword: next, confirmPaymentPassword: confirmation },
      {
        onSuccess: () => {
          showToast(t('security.saved'));
          onDone();
        },
        onError: (error) => {
          const fieldProblems = apiFieldProblems(error);
          if (fieldProblems.oldPassword) fieldProblems[proofField] = fieldProblems.oldPassword;
          setProblems(fieldProblems);
          setFailure(hasProblems(fieldProblems) ? null : error);
        },
      },
    );
  }

  const password = (name: string, label: string, value: string, onChange: (value: string) => void) => (
    <TextField
      label={label}
      name={name}
      type="password"
      icon="lock"
      revealable
      required
      autoComplete={
        name === 'loginPassword' || name === 'oldPaymentPassword' ? 'current-password' : 'new-password'
      }
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problemText(t, problems[name])}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className={styles.form}>
      {password(
        proofField,
        t(hasPaymentPassword ? 'fields.old_payment_password' : 'fields.login_password'),
        proof,
        setProof,
      )}
      {password('newPaymentPassword', t('fields.new_payment_password'), next, setNext)}
      {password(
        'confirmPaymentPassword',
        t('fields.confirm_payment_password'),
        confirmation,
        setConfirmation,
      )}
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" busy={save.isPending}>
        {t('security.save')}
      </Button>
    </form>
  );
}
