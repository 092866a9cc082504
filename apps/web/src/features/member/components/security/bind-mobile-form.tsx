import type { RegisterSettings } from '@platform/contract/accounts';
import { checkFieldValue } from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CaptchaSmsCodeField,
  type SmsCaptchaAnswer,
} from '../../../../components/account/captcha-sms-code-field.tsx';
import { MobileField } from '../../../../components/account/mobile-field.tsx';
import { useCountryChoice } from '../../../../components/account/use-country-choice.ts';
import { Button } from '../../../../components/ui/button.tsx';
import {
  apiErrorMessage,
  apiFieldProblems,
  type Problems,
  problemText,
} from '../../../../lib/api-error-message.ts';
import { hasProblems, mobileProblem, problemsOf, requiredRule } from '../../../../lib/field-checks.ts';
import { showToast } from '../../../../lib/notice.ts';
import type { RegisterRules } from '../../../../lib/register-settings.ts';
import { useBindMobile } from '../../api/use-bind-mobile.ts';
import { useSendBindMobileCode } from '../../api/use-send-bind-mobile-code.ts';
import styles from './security.module.css';

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
  const country = useCountryChoice(settings);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);

  /** The code goes only to a number that passes the mobile rule; the field says why not. */
  function mobileReady() {
    const problem = mobileProblem(rules.mobileNum, country.dialingCode, mobile);
    setProblems((current) => ({ ...current, mobileNum: problem ?? undefined }));
    return problem === null;
  }

  function send(captchaAnswer: SmsCaptchaAnswer) {
    return sendCode.mutateAsync({
      mobileNum: mobile.trim(),
      countryDialingCode: country.dialingCode,
      ...captchaAnswer,
    });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (bind.isPending) return;
    const found = problemsOf({
      mobileNum: mobileProblem(rules.mobileNum, country.dialingCode, mobile),
      verificationCode: checkFieldValue('verificationCode', requiredRule(rules.verificationCode), code),
    });
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    bind.mutate(
      { mobileNum: mobile.trim(), countryDialingCode: country.dialingCode, verificationCode: code.trim() },
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
      <MobileField
        label={t('fields.mobile')}
        required
        countries={settings?.countries ?? []}
        imageBaseUrl={imageBaseUrl}
        countryCode={country.countryCode}
        onCountryChange={country.choose}
        value={mobile}
        onChange={setMobile}
        error={problemText(t, problems.mobileNum)}
      />
      <CaptchaSmsCodeField
        value={code}
        onChange={setCode}
        error={problemText(t, problems.verificationCode)}
        canSend={mobileReady}
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
