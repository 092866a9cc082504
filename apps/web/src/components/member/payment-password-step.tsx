import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { PasswordField } from '../form/index.ts';
import notice from '../ui/notice.module.css';
import { SecurityCentreNotice } from './security-centre-notice.tsx';

interface PaymentPasswordStepProps {
  label: string;
  /** The request's failure that no field took (useFormRequest's `failure`). */
  failure: unknown;
  /** The link to the security centre when no payment password is set yet. */
  securityLinkLabel: string;
  /** Words of the form's own for some refusal codes (apiErrorMessage's overrides). */
  messages?: Partial<Record<string, string>>;
}

/**
 * The last step of a money form: the payment password (field `paymentPassword`), then why the
 * request was refused. A password not set yet links to the security centre, where it is set.
 */
export function PaymentPasswordStep({
  label,
  failure,
  securityLinkLabel,
  messages,
}: PaymentPasswordStepProps) {
  const { t } = useTranslation('pages');
  const notSet = failure instanceof ApiError && failure.code === 'PAYMENT_PASSWORD_NOT_SET';
  return (
    <>
      <PasswordField
        label={label}
        name="paymentPassword"
        placeholder={undefined}
        autoComplete="off"
        maxLength={64}
      />
      {notSet ? (
        <SecurityCentreNotice message={apiErrorMessage(failure, t)} linkLabel={securityLinkLabel} />
      ) : failure !== null ? (
        <p className={notice.error} role="alert">
          {apiErrorMessage(failure, t, messages)}
        </p>
      ) : null}
    </>
  );
}
