import type { RegisterSettings } from '@platform/contract/accounts';
import { bindMobileFormSchema } from '@platform/contract/security-forms';
import { useTranslation } from 'react-i18next';
import type { SmsCaptchaAnswer } from '../../../../components/account/captcha-sms-code-field.tsx';
import { CodeField, PhoneField, useContractForm } from '../../../../components/form/index.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { useBindMobile } from '../../api/use-bind-mobile.ts';
import { useSendBindMobileCode } from '../../api/use-send-bind-mobile-code.ts';
import { SecurityForm, useSecurityRequest } from './security-form.tsx';

interface BindMobileFormProps {
  settings: RegisterSettings | undefined;
  rules: RegisterRules;
  imageBaseUrl: string;
  onDone: () => void;
}

/** Binds a mobile number once its SMS code proves the member holds it. */
export function BindMobileForm({ settings, rules, imageBaseUrl, onDone }: BindMobileFormProps) {
  const { t } = useTranslation('account');
  const sendCode = useSendBindMobileCode();
  const bind = useBindMobile();
  const form = useContractForm(bindMobileFormSchema(rules), {
    defaultValues: { countryDialingCode: '', mobileNum: '', verificationCode: '' },
  });
  const request = useSecurityRequest(form, ['mobileNum', 'verificationCode']);

  function send(captchaAnswer: SmsCaptchaAnswer) {
    const { mobileNum = '', countryDialingCode = '' } = form.getValues();
    return sendCode.mutateAsync({ mobileNum: mobileNum.trim(), countryDialingCode, ...captchaAnswer });
  }

  return (
    <SecurityForm form={form} {...request.sendsTo(bind, onDone)} submitLabel={t('security.bind')}>
      <PhoneField settings={settings} imageBaseUrl={imageBaseUrl} />
      {/* The code goes only to a number that passes the mobile rule; the field says why not. */}
      <CodeField captcha canSend={() => form.checkFields(['mobileNum'])} onSend={send} />
    </SecurityForm>
  );
}
