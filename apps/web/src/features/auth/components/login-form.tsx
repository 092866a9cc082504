import type { LoginPage, RegisterSettings } from '@platform/contract/accounts';
import { loginFormSchema } from '@platform/contract/form-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CaptchaField,
  CheckField,
  Form,
  PasswordField,
  TextField,
  useContractForm,
} from '../../../components/form/index.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useCaptcha } from '../../../lib/captcha.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { type ExtraVerificationInput, type LoginRequest, useLogin } from '../api/use-login.ts';
import { useLoginFinisher } from '../complete-login.ts';
import { readRememberedAccount, rememberAccount } from '../remember-me.ts';
import styles from './auth-form.module.css';
import { AuthFormActions } from './auth-form-actions.tsx';
import { UsernameField } from './credential-fields.tsx';
import { FormTabs } from './form-tabs.tsx';
import { IdentityButtons } from './identity-buttons.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';

type Tab = 'username' | 'sms';
type Method = ExtraVerificationInput['method'];

/** The server asked for one more proof because this address is new for the member (spec §4). */
interface ExtraStep {
  methods: Method[];
  codeSent: Method | null;
}

const METHODS: readonly Method[] = ['SMS', 'EMAIL', 'PAYEE_NAME', 'TOTP'];

/** The fields a server problem may be shown under (the others' problems show above the button). */
const SERVER_FIELDS = ['username', 'password', 'mobileNum', 'verificationCode', 'captcha', 'extraValue'];

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
  const { finishing, finish } = useLoginFinisher();
  const [tab, setTab] = useState<Tab>('username');
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptcha(captchaShown);
  const [extra, setExtra] = useState<ExtraStep | null>(null);
  const [extraMethod, setExtraMethod] = useState<Method>('SMS');
  const smsLogin = settings?.smsLogin === true;
  const activeTab: Tab = smsLogin ? tab : 'username';
  const schema = loginFormSchema({ type: activeTab, rules, captcha: captchaShown, extra: extra !== null });
  const [remembered] = useState(readRememberedAccount);
  const form = useContractForm(schema, {
    defaultValues: {
      username: remembered ?? '',
      password: '',
      remember: remembered !== null,
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      captcha: '',
      extraValue: '',
    },
  });

  function switchTab(next: Tab) {
    setTab(next);
    form.clearErrors();
    setExtra(null);
  }

  function request(values: z.output<typeof schema>): LoginRequest {
    const common = {
      loginPage,
      ...(captchaShown ? { captchaKey: captcha.key, captcha: values.captcha } : {}),
      ...(extra ? { extraVerification: { method: extraMethod, value: values.extraValue } } : {}),
    };
    return activeTab === 'sms'
      ? {
          type: 'sms',
          mobileNum: values.mobileNum,
          countryDialingCode: values.countryDialingCode,
          verificationCode: values.verificationCode,
          ...common,
        }
      : { type: 'username', username: values.username, password: values.password, ...common };
  }

  function onFailure(error: unknown) {
    if (error instanceof ApiError) {
      const wantsCaptcha =
        error.value.captcha === true || error.code === 'CAPTCHA_REQUIRED' || error.code === 'CAPTCHA_INVALID';
      // A captcha answer is single use: whatever went wrong, the next try needs a new image.
      if (captchaShown) captcha.refresh({ force: true });
      if (wantsCaptcha) setCaptchaShown(true);
      form.setValue('captcha', '');
      if (error.code === 'EXTRA_VERIFICATION_REQUIRED') {
        const step = extraStepOf(error);
        setExtra(step);
        setExtraMethod(step.codeSent ?? step.methods[0] ?? 'SMS');
        form.setValue('extraValue', '');
        form.clearErrors();
        return;
      }
    }
    form.fail(error, SERVER_FIELDS);
  }

  function send(values: z.output<typeof schema>) {
    if (login.isPending || finishing) return;
    const input = request(values);
    login.mutate(input, {
      onError: onFailure,
      onSuccess: async (result) => {
        if (input.type === 'username') rememberAccount(values.remember ? input.username : null);
        await finish(result, input.type, input.type === 'username' ? { password: input.password } : {});
      },
    });
  }

  return (
    <Form form={form} className={styles.form} onSubmit={form.submitWith(send)}>
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
          <UsernameField />
          <PasswordField name="password" autoComplete="current-password" />
        </>
      ) : (
        <>
          {/* The send has its own captcha: the login's, when shown, is kept for the login itself. */}
          <MobileCodeFields
            settings={settings}
            imageBaseUrl={imageBaseUrl}
            purpose="LOGIN"
            canSend={() => form.checkFields(['mobileNum'])}
          />
        </>
      )}
      {captchaShown ? <CaptchaField captcha={captcha} /> : null}
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
          <CheckField name="remember">{t('login.remember')}</CheckField>
          <button type="button" className={styles.link} onClick={onForgotPassword}>
            {t('login.forgot')}
          </button>
        </div>
      ) : null}
      <AuthFormActions
        failure={form.failure}
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
    </Form>
  );
}
