import { type PaymentPasswordProof, paymentPasswordFormSchema } from '@platform/contract/security-forms';
import { useTranslation } from 'react-i18next';
import { PasswordField, useContractForm } from '../../../../components/form/index.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { usePaymentPassword } from '../../api/use-payment-password.ts';
import { SecurityForm, useSecurityRequest } from './security-form.tsx';

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
  const proof: PaymentPasswordProof = hasPaymentPassword ? 'oldPaymentPassword' : 'loginPassword';
  const form = useContractForm(paymentPasswordFormSchema(rules, proof), {
    defaultValues: { [proof]: '', newPaymentPassword: '', confirmPaymentPassword: '' },
  });
  const request = useSecurityRequest(form, [proof, 'newPaymentPassword', 'confirmPaymentPassword']);
  const outcome = request.outcome(onDone);

  return (
    <SecurityForm
      form={form}
      onSubmit={request.submit((values) => {
        if (save.isPending) return;
        const { newPaymentPassword, confirmPaymentPassword } = values;
        save.mutate(
          { [proof]: values[proof], newPaymentPassword, confirmPaymentPassword },
          {
            ...outcome,
            onError: (error) => {
              outcome.onError(error);
              // A wrong proof is about the proof's field, whichever of the two passwords it is.
              if (error instanceof ApiError && error.code === 'OLD_PASSWORD_WRONG')
                form.setError(proof, { type: 'code', message: error.code });
            },
          },
        );
      })}
      failure={request.failure}
      busy={save.isPending}
      submitLabel={t('security.save')}
    >
      <PasswordField
        name={proof}
        label={t(hasPaymentPassword ? 'fields.old_payment_password' : 'fields.login_password')}
        placeholder={undefined}
        autoComplete="current-password"
      />
      <PasswordField
        name="newPaymentPassword"
        label={t('fields.new_payment_password')}
        placeholder={undefined}
        autoComplete="new-password"
      />
      <PasswordField
        name="confirmPaymentPassword"
        label={t('fields.confirm_payment_password')}
        placeholder={undefined}
        autoComplete="new-password"
      />
    </SecurityForm>
  );
}
