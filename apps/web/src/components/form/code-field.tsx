import { CaptchaSmsCodeField, type SmsCaptchaAnswer } from '../account/captcha-sms-code-field.tsx';
import { SmsCodeField } from '../account/sms-code-field.tsx';
import { useFormField } from './use-form-field.ts';

type SendAnswer = Promise<{ expiredMinutes?: number | undefined }>;

interface CodeFieldBaseProps {
  /** The form value of the code (default `verificationCode`). */
  name?: string;
  label?: string;
  required?: boolean;
  /**
   * False when the form refuses to send yet (the number is not valid: the form says why first).
   * Checked before the send, so a refused number costs no request.
   */
  canSend?: () => boolean;
}

export type CodeFieldProps = CodeFieldBaseProps &
  (
    | {
        /** The send is guarded by its own captcha (SMS pumping): the answer goes with the send. */
        captcha: true;
        onSend: (answer: SmsCaptchaAnswer) => SendAnswer;
      }
    | { captcha?: false; onSend: () => SendAnswer }
  );

/**
 * A code sent by SMS or e-mail, with its send button: one request a second at most, then the
 * button counts down expiredMinutes × 60 s (spec §4); a failed send shows the server's message in
 * a warning dialog.
 */
export function CodeField({ name = 'verificationCode', label, required, canSend, ...send }: CodeFieldProps) {
  const field = useFormField<string | undefined>(name);
  const common = {
    label,
    required,
    value: field.value ?? '',
    onChange: field.onChange,
    error: field.error,
    canSend,
  };
  return send.captcha ? (
    <CaptchaSmsCodeField {...common} onSend={send.onSend} />
  ) : (
    <SmsCodeField {...common} onSend={send.onSend} />
  );
}
