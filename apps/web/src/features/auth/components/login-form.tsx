import type { LoginPage, RegisterSettings } from '@platform/contract/accounts';
import { checkFieldValue, type FieldProblem } from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CaptchaField } from '../../../components/account/captcha-field.tsx';
import {
  CaptchaSmsCodeField,
  type SmsCaptchaAnswer,
} from '../../../components/account/captcha-sms-code-field.tsx';
import { MobileField } from '../../../components/account/mobile-field.tsx';
import { useCountryChoice } from '../../../components/account/use-country-choice.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  apiErrorMessage,
  apiFieldProblems,
  type Problems,
  problemText,
} from '../../../lib/api-error-message.ts';
import { useCaptcha } from '../../../lib/captcha.ts';
import {
  hasProblems,
  mobileProblem,
  problemsOf,
  requiredProblem,
  requiredRule,
} from '../../../lib/field-checks.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { type ExtraVerificationInput, type LoginRequest, useLogin } from '../api/use-login.ts';
import { useSendSms } from '../api/use-send-sms.ts';
import { useFinishLogin } from '../complete-login.ts';
import { readRememberedAccount, rememberAccount } from '../remember-me.ts';
import styles from './auth-form.module.css';
import { AuthFormActions } from './auth-form-actions.tsx';
import { CheckField } from './check-field.tsx';
import { PasswordField, UsernameField } from './credential-fields.tsx';
import { FormTabs } from './form-tabs.tsx';
import { IdentityButtons } from './identity-buttons.tsx';

type Tab = 'username' | 'sms';
type Method = ExtraVerificationInput['method'];

/** The server asked for one more proof because this address is new for the member (spec §4). */
interface ExtraStep {
  methods: Method[];
  codeSent: Method | null;
}

const METHODS: readonly Method[] = ['SMS', 'EMAIL', 'PAYEE_NAME', 'TOTP'];

function extraStepOf(error: ApiError): ExtraStep {
  const listed = Array.isArray(error.value.methods) ? error.value.methods : [];
  const methods = METHODS.filter((method) => listed.includes(method));
  const sent = error.value.codeSent;
  return { methods, codeSent: METHODS.find((method) => method === sent) ?? null };
}

interface LoginFormProps {
  settings: RegisterSettings | undefined;
  rules: RegisterRules;
  imageBaseUrl: string;
  loginPage: LoginPage;
  onSwitchToRegister: () => void;
  onForgotPassword: () => void;
  /** Spec FREEPLAY3: a link to start free play instead. */
  onFreePlay?: () => void;
}

/** Spec §2/§4/§5 login: username and password, or mobile and SMS code, captcha when asked. */
export default function LoginForm({
  settings,
  rules,
  imageBaseUrl,
  loginPage,
  onSwitchToRegister,
  onForgotPassword,
  onFreePlay,
}: LoginFormProps) {
  const { t } = useTranslation('account');
  const login = useLogin();
  const sendSms = useSendSms();
  const finishLogin = useFinishLogin();
  const [remembered] = useState(readRememberedAccount);
  const [tab, setTab] = useState<Tab>('username');
  const [username, setUsername] = useState(remembered ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);
  const country = useCountryChoice(settings);
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [captchaAnswer, setCaptchaAnswer] = useState('');
  const [extra, setExtra] = useState<ExtraStep | null>(null);
  const [extraMethod, setExtraMethod] = useState<Method>('SMS');
  const [extraValue, setExtraValue] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(false);
  const smsLogin = settings?.smsLogin === true;
  const activeTab: Tab = smsLogin ? tab : 'username';

  function switchTab(next: Tab) {
    setTab(next);
    setProblems({});
    setFailure(null);
    setExtra(null);
  }

  function captchaAnswerFields() {
    return captchaShown ? { captchaKey: captcha.key, captcha: captchaAnswer.trim() } : {};
  }

  /** The code goes only to a number that passes the mobile rule; the field says why not. */
  function mobileReady() {
    const problem = mobileProblem(rules.mobileNum, country.dialingCode, mobile);
    setProblems((current) => ({ ...current, mobileNum: problem ?? undefined }));
    return problem === null;
  }

  // The send has its own captcha: the login's, when shown, is kept for the login itself.
  function sendLoginCode(captchaAnswer: SmsCaptchaAnswer) {
    return sendSms.mutateAsync({
      mobileNum: mobile.trim(),
      countryDialingCode: country.dialingCode,
      purpose: 'LOGIN',
      ...captchaAnswer,
    });
  }

  function validate(): Problems {
    const checks: Record<string, FieldProblem | null> =
      activeTab === 'username'
        ? {
            username: requiredProblem(username),
            // Passwords are never trimmed: only an empty one is missing.
            password: password === '' ? { key: 'required' as const } : null,
          }
        : {
            mobileNum: mobileProblem(rules.mobileNum, country.dialingCode, mobile),
            verificationCode: checkFieldValue(
              'verificationCode',
              requiredRule(rules.verificationCode),
              smsCode,
            ),
          };
    return problemsOf({
      ...checks,
      captcha: captchaShown && captchaAnswer.trim() === '' ? { key: 'captcha_required' } : null,
      extraValue: extra && extraValue.trim() === '' ? { key: 'required' } : null,
    });
  }

  function request(): LoginRequest {
    const common = {
      loginPage,
      ...captchaAnswerFields(),
      ...(extra ? { extraVerification: { method: extraMethod, value: extraValue.trim() } } : {}),
    };
    return activeTab === 'sms'
      ? {
          type: 'sms',
          mobileNum: mobile.trim(),
          countryDialingCode: country.dialingCode,
          verificationCode: smsCode.trim(),
          ...common,
        }
      : { type: 'username', username: username.trim(), password, ...common };
  }

  function onFailure(error: unknown) {
    if (error instanceof ApiError) {
      const wantsCaptcha =
        error.value.captcha === true || error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID';
      // A captcha answer is single use: whatever went wrong, the next try needs a new image.
      if (captchaShown) captcha.refresh({ force: true });
      if (wantsCaptcha) setCaptchaShown(true);
      setCaptchaAnswer('');
      if (error.code === 'EXTRA_VERIFICATION_REQUIRED') {
        const step = extraStepOf(error);
        setExtra(step);
        setExtraMethod(step.codeSent ?? step.methods[0] ?? 'SMS');
        setExtraValue('');
        setFailure(null);
        return;
      }
    }
    const fieldProblems = apiFieldProblems(error);
    setProblems(fieldProblems);
    setFailure(hasProblems(fieldProblems) ? null : error);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (login.isPending || finishing) return;
    const found = validate();
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    const input = request();
    login.mutate(input, {
      onError: onFailure,
      onSuccess: async (result) => {
        if (input.type === 'username') rememberAccount(remember ? input.username : null);
        setFinishing(true);
        try {
          await finishLogin(result, input.type, input.type === 'username' ? { password } : {});
        } finally {
          setFinishing(false);
        }
      },
    });
  }

  const text = (field: string) => problemText(t, problems[field]);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      {smsLogin ? (
        <FormTabs
          label={t('login.method')}
          tabs={[
            { value: 'username', label: t('login.tab_username') },
            { value: 'sms', label: t('login.tab_sms') },
          ]}
          current={activeTab}
          onChange={switchTab}
        />
      ) : null}
      {activeTab === 'username' ? (
        <>
          <UsernameField
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={text('username')}
          />
          <PasswordField
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={text('password')}
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
            value={smsCode}
            onChange={setSmsCode}
            error={text('verificationCode')}
            canSend={mobileReady}
            onSend={sendLoginCode}
          />
        </>
      )}
      {captchaShown ? (
        <CaptchaField
          captcha={captcha}
          value={captchaAnswer}
          onChange={setCaptchaAnswer}
          error={text('captcha')}
        />
      ) : null}
      {extra ? (
        <fieldset className={styles.extra}>
          <legend className={styles.extraTitle}>{t('login.extra_title')}</legend>
          <p className={styles.extraText}>{t('login.extra_text')}</p>
          {extra.methods.length > 1 ? (
            <div className={styles.methods} role="radiogroup" aria-label={t('login.extra_method')}>
              {extra.methods.map((method) => (
                <label key={method} className={styles.method}>
                  <input
                    type="radio"
                    name="extraMethod"
                    value={method}
                    checked={extraMethod === method}
                    onChange={() => setExtraMethod(method)}
                  />
                  <span>{t(`login.extra_methods.${method}`)}</span>
                </label>
              ))}
            </div>
          ) : null}
          <TextField
            label={t(`login.extra_labels.${extraMethod}`)}
            name="extraValue"
            required
            autoComplete="one-time-code"
            value={extraValue}
            onChange={(e) => setExtraValue(e.target.value)}
            error={text('extraValue')}
            hint={
              extra.codeSent === extraMethod && (extraMethod === 'SMS' || extraMethod === 'EMAIL')
                ? t(`login.extra_code_sent.${extraMethod}`)
                : undefined
            }
          />
        </fieldset>
      ) : null}
      {activeTab === 'username' ? (
        <div className={styles.row}>
          <CheckField name="remember" checked={remember} onChange={setRemember}>
            {t('login.remember')}
          </CheckField>
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t('login.forgot')}
          </button>
        </div>
      ) : null}
      <AuthFormActions
        error={failure === null ? null : apiErrorMessage(failure, t)}
        busy={login.isPending || finishing}
        submitLabel={t('login.submit')}
        switchPrompt={t('login.no_account')}
        switchLabel={t('login.to_register')}
        onSwitch={onSwitchToRegister}
      />
      {onFreePlay ? (
        <button type="button" className={`${styles.link} ${styles.centered}`} onClick={onFreePlay}>
          {t('login.free_play')}
        </button>
      ) : null}
      {loginPage === 'site' ? <IdentityButtons channels={settings?.identityProviders ?? []} /> : null}
    </form>
  );
}
