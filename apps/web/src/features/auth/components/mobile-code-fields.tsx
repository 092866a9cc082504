import type { RegisterSettings } from '@platform/contract/accounts';
import { useFormContext } from 'react-hook-form';
import type { SmsCaptchaAnswer } from '../../../components/account/captcha-sms-code-field.tsx';
import { CodeField, PhoneField } from '../../../components/form/index.ts';
import { type SendSmsInput, useSendSms } from '../api/use-send-sms.ts';

interface MobileCodeFieldsProps {
  settings: RegisterSettings | undefined;
  imageBaseUrl: string;
  /** What the code is for (spec §7 purpose). */
  purpose: SendSmsInput['purpose'];
  /** The form's check of the number before a code is sent (the field says why not). */
  canSend: () => boolean;
  mobileRequired?: boolean;
  /** False when the operator does not prove the number by SMS (only the number is asked). */
  codeShown?: boolean;
  codeRequired?: boolean;
}

/**
 * The mobile number and the SMS code sent to it, as login, registration and the phone reset ask
 * for them: the send carries the number the form holds, its dialling code and its own captcha.
 */
export function MobileCodeFields({
  settings,
  imageBaseUrl,
  purpose,
  canSend,
  mobileRequired,
  codeShown = true,
  codeRequired,
}: MobileCodeFieldsProps) {
  const sendSms = useSendSms();
  const { getValues } = useFormContext();

  function sendCode(captchaAnswer: SmsCaptchaAnswer) {
    const { mobileNum = '', countryDialingCode = '' } = getValues();
    return sendSms.mutateAsync({
      mobileNum: String(mobileNum).trim(),
      countryDialingCode: String(countryDialingCode),
      purpose,
      ...captchaAnswer,
    });
  }

  return (
    <>
      <PhoneField settings={settings} imageBaseUrl={imageBaseUrl} required={mobileRequired} />
      {codeShown ? <CodeField captcha required={codeRequired} canSend={canSend} onSend={sendCode} /> : null}
    </>
  );
}
