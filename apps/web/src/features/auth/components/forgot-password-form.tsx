import type { RegisterSettings } from '@platform/contract/accounts';
import { checkConfirmation, checkFieldValue, standardRule } from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CaptchaSmsCodeField,
  type SmsCaptchaAnswer,
} from '../../../components/account/captcha-sms-code-field.tsx';
import { MobileField } from '../../../components/account/mobile-field.tsx';
import { useCountryChoice } from '../../../components/account/use-country-choice.ts';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import {
  apiErrorMessage,
  apiFieldProblems,
  type Problems,
  problemText,
} from '../../../lib/api-error-message.ts';
import {
  hasProblems,
  mobileProblem,
  problemsOf,
  requiredProblem,
  requiredRule,
} from '../../../lib/field-checks.ts';
import { showNotice } from '../../../lib/notice.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { useForgotPasswordByEmail } from '../api/use-forgot-password-by-email.ts';
import { useResetPasswordByPhone } from '../api/use-reset-password-by-phone.ts';
import { useSendSms } from '../api/use-send-sms.ts';
import { useFinishLogin } from '../complete-login.ts';
import styles from './auth-form.module.css';
import { PasswordField, UsernameField } from './credential-fields.tsx';
import { FormTabs } from './form-tabs.tsx';

type Tab = 'email' | 'phone';

/** E-mail addresses are checked as the e-mail family even when the operator set no rule for them. */
const EMAIL_RULE = standardRule('EMAIL', 3, 254, { required: true, shown: true });

interface ForgotPasswordFormProps {
  settings: RegisterSettings | undefined;
  rules: RegisterRules;
  imageBaseUrl: string;
  onBackToLogin: () => void;
}

/** Spec §4/§5 forgot password: by e-mail (a reset mail), or by phone (SMS code, new password, logged in). */
export default function ForgotPasswordForm({
  settings,
  rules,
  imageBaseUrl,
  onBackToLogin,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation('account');
  const byEmail = useForgotPasswordByEmail();
  const byPhone = useResetPasswordByPhone();
  const sendSms = useSendSms();
  const finishLogin = useFinishLogin();
  const [tab, setTab] = useState<Tab>('email');
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const country = useCountryChoice(settings);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(false);
  const phoneReset = settings?.phonePasswordReset === true;
  const activeTab: Tab = phoneReset ? tab : 'email';
  const busy = byEmail.isPending || byPhone.isPending || finishing;

  function onFailure(error: unknown) {
    const found = apiFieldProblems(error);
    setProblems(found);
    setFailure(hasProblems(found) ? null : error);
  }

  /** The code goes only to a number that passes the mobile rule; the field says why not. */
  function mobileReady() {
    const problem = mobileProblem(rules.mobileNum, country.dialingCode, mobile);
    setProblems((current) => ({ ...current, mobileNum: problem ?? undefined }));
    return problem === null;
  }

  function sendResetCode(captchaAnswer: SmsCaptchaAnswer) {
    return sendSms.mutateAsync({
      mobileNum: mobile.trim(),
      countryDialingCode: country.dialingCode,
      purpose: 'RESET_PASSWORD',
      ...captchaAnswer,
    });
  }

  function submitEmail() {
    const found = problemsOf({
      username: requiredProblem(username),
      email: checkFieldValue('email', EMAIL_RULE, email),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    byEmail.mutate(
      { username: username.trim(), email: email.trim() },
      {
        onError: onFailure,
        onSuccess: () => showNotice({ tone: 'success', message: 'in_been_out', onClose: onBackToLogin }),
      },
    );
  }

  function submitPhone() {
    const found = problemsOf({
      mobileNum: mobileProblem(rules.mobileNum, country.dialingCode, mobile),
      verificationCode: checkFieldValue('verificationCode', requiredRule(rules.verificationCode), code),
      newPassword: checkFieldValue('newPassword', requiredRule(rules.password), newPassword),
      confirmNewPassword: checkConfirmation(newPassword, confirmation),
    });
    setProblems(found);
    if (hasProblems(found)) return;
    byPhone.mutate(
      {
        mobileNum: mobile.trim(),
        countryDialingCode: country.dialingCode,
        verificationCode: code.trim(),
        newPassword,
        confirmNewPassword: confirmation,
      },
      {
        onError: onFailure,
        onSuccess: async (result) => {
          setFinishing(true);
          try {
            await finishLogin(result, 'reset');
          } finally {
            setFinishing(false);
          }
        },
      },
    );
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (activeTab === 'email') submitEmail();
    else submitPhone();
  }

  const text = (field: string) => problemText(t, problems[field]);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormTabs
        label={t('forgot.method')}
        tabs={[
          { value: 'email', label: t('forgot.tab_email') },
          ...(phoneReset ? [{ value: 'phone' as const, label: t('forgot.tab_phone') }] : []),
        ]}
        current={activeTab}
        onChange={(next) => {
          setTab(next);
          setProblems({});
          setFailure(null);
        }}
      />
      <p className={styles.lead}>{t(activeTab === 'email' ? 'forgot.email_lead' : 'forgot.phone_lead')}</p>
      {activeTab === 'email' ? (
        <>
          <UsernameField
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={text('username')}
          />
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
            onChange={(e) => setEmail(e.target.value)}
            error={text('email')}
          />
        </>
      ) : (
        <>
          <MobileField
            label={t('fields.mobile')}
            required
            countries={settings?.countries ?? []}
            imageBaseUrl={imageBaseUrl}
            countryCode={country.countryCode}
            onCountryChange={country.choose}
            value={mobile}
            onChange={setMobile}
            error={text('mobileNum')}
          />
          <CaptchaSmsCodeField
            value={code}
            onChange={setCode}
            error={text('verificationCode')}
            canSend={mobileReady}
            onSend={sendResetCode}
          />
          <PasswordField
            label={t('fields.new_password')}
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            error={text('newPassword')}
          />
          <PasswordField
            label={t('fields.confirm_new_password')}
            name="confirmNewPassword"
            autoComplete="new-password"
            placeholder={t('fields.confirm_placeholder')}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            error={text('confirmNewPassword')}
          />
        </>
      )}
      {failure !== null ? (
        <p className={styles.formError} role="alert">
          {apiErrorMessage(failure, t)}
        </p>
      ) : null}
      <Button type="submit" size="lg" block busy={busy}>
        {t(activeTab === 'email' ? 'forgot.submit_email' : 'forgot.submit_phone')}
      </Button>
      <button type="button" className={`${styles.link} ${styles.centered}`} onClick={onBackToLogin}>
        {t('forgot.back_to_login')}
      </button>
    </form>
  );
}
