import type { RegisterInput, RegisterSettings } from '@platform/contract/accounts';
import {
  checkConfirmation,
  checkFieldValue,
  type FieldProblem,
  normalizeFieldValue,
} from '@platform/contract/field-rules';
import { type FormEvent, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
import { hasProblems, mobileProblem, problemsOf, requiredRule } from '../../../lib/field-checks.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { useAffiliateCheck } from '../api/use-affiliate-check.ts';
import { useRegister } from '../api/use-register.ts';
import { useSendSms } from '../api/use-send-sms.ts';
import { useFinishLogin } from '../complete-login.ts';
import styles from './auth-form.module.css';
import { AuthFormActions } from './auth-form-actions.tsx';
import { CheckField } from './check-field.tsx';
import { PasswordField, UsernameField } from './credential-fields.tsx';
import { FormTabs } from './form-tabs.tsx';
import { IdentityButtons } from './identity-buttons.tsx';

type Mode = 'username' | 'mobile';

/** Spec §3 registration fields the operator's rules show or hide, in form order. */
const PROFILE_FIELDS = [
  'payeeName',
  'fullname',
  'email',
  'qqNum',
  'nickname',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'telegram',
  'wechat',
  'zalo',
  'idNumber',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'incomeSource',
  'bankAccountNumber',
] as const;
type ProfileField = (typeof PROFILE_FIELDS)[number];

const INPUT_TYPES: Partial<Record<ProfileField, { type?: string; inputMode?: 'numeric' | 'email' | 'tel' }>> =
  {
    email: { type: 'email', inputMode: 'email' },
    qqNum: { inputMode: 'numeric' },
    whatsapp: { type: 'tel', inputMode: 'tel' },
    paymentPassword: { type: 'password' },
    bankAccountNumber: { inputMode: 'numeric' },
  };

const AUTOCOMPLETE: Partial<Record<ProfileField, string>> = {
  email: 'email',
  fullname: 'name',
  payeeName: 'name',
  nickname: 'nickname',
  birthday: 'bday',
  address: 'street-address',
  paymentPassword: 'new-password',
};

type Values = Record<string, string>;

/** The affiliate code of the page URL (spec §4: ?affiliateCode= or ?code=). */
function useUrlAffiliateCode(): string | null {
  const [params] = useSearchParams();
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  return code === '' ? null : code.slice(0, 32);
}

interface RegisterFormProps {
  settings: RegisterSettings | undefined;
  rules: RegisterRules;
  imageBaseUrl: string;
  minimumAge: number;
  onSwitchToLogin: () => void;
}

/** Spec §2/§4/§5 registration by username or by mobile with an SMS code; the member is logged in at once. */
export default function RegisterForm({
  settings,
  rules,
  imageBaseUrl,
  minimumAge,
  onSwitchToLogin,
}: RegisterFormProps) {
  const { t } = useTranslation('account');
  const register = useRegister();
  const sendSms = useSendSms();
  const finishLogin = useFinishLogin();
  const urlAffiliate = useUrlAffiliateCode();
  const affiliate = useAffiliateCheck(urlAffiliate);
  const affiliateFromUrl = affiliate.data?.valid ? affiliate.data.code : null;
  const modes: Mode[] = settings
    ? [
        ...(settings.usernameRegistration ? (['username'] as const) : []),
        ...(settings.mobileRegistration ? (['mobile'] as const) : []),
      ]
    : ['username'];
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const mode: Mode | undefined = chosenMode && modes.includes(chosenMode) ? chosenMode : modes[0];
  const [values, setValues] = useState<Values>({});
  const country = useCountryChoice(settings);
  const [ageConfirmed, setAgeConfirmed] = useState(false);
  const [termsAccepted, setTermsAccepted] = useState(false);
  const captchaShown = settings?.captchaOnRegister === true;
  const captcha = useCaptcha(captchaShown);
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [finishing, setFinishing] = useState(false);

  // A URL code the check refused stays in the field, flagged, until the visitor changes it.
  const urlAffiliateRefused = affiliate.data?.valid === false && values.affiliateCode === undefined;
  const value = (field: string) =>
    values[field] ?? (field === 'affiliateCode' && urlAffiliateRefused ? (urlAffiliate ?? '') : '');
  const set = (field: string) => (next: string) => setValues((current) => ({ ...current, [field]: next }));
  const onInput = (field: string) => (event: { target: { value: string } }) => set(field)(event.target.value);

  const passwordShown = mode === 'username' || settings?.mobilePasswordRegistration === true;
  const mobileShown = mode === 'mobile' || rules.mobileNum?.shown === true;
  const mobileGiven = value('mobileNum').trim() !== '';
  const smsShown = settings?.smsVerification === true && mobileShown;
  const affiliateShown = affiliateFromUrl === null && rules.affiliateCode?.shown !== false;
  const referralShown = rules.referralCode?.shown === true;
  const profileFields = PROFILE_FIELDS.filter((field) => rules[field]?.shown);

  /** Every check the server runs (register.service), in the same order and with the same rules. */
  function validate(): Problems {
    const checks: Record<string, FieldProblem | null> = {};
    for (const field of profileFields) checks[field] = checkFieldValue(field, rules[field]!, value(field));
    if (mode === 'username')
      checks.username = checkFieldValue('username', requiredRule(rules.username), value('username'));
    if (passwordShown) {
      checks.password = checkFieldValue('password', requiredRule(rules.password), value('password'));
      checks.confirmPassword = checkConfirmation(value('password'), value('confirmPassword'));
    }
    if (mode === 'mobile' || mobileGiven || rules.mobileNum?.required)
      checks.mobileNum = mobileProblem(rules.mobileNum, country.dialingCode, value('mobileNum'));
    if (smsShown && (mode === 'mobile' || mobileGiven))
      checks.verificationCode = checkFieldValue(
        'verificationCode',
        requiredRule(rules.verificationCode),
        value('verificationCode'),
      );
    if (captchaShown) checks.captcha = value('captcha').trim() === '' ? { key: 'captcha_required' } : null;
    if (affiliateShown && urlAffiliateRefused) checks.affiliateCode = { key: 'invitation_code_invalid' };
    else if (affiliateShown && value('affiliateCode').trim() !== '')
      checks.affiliateCode = checkFieldValue(
        'affiliateCode',
        requiredRule(rules.affiliateCode),
        value('affiliateCode'),
      );
    if (referralShown && value('referralCode').trim() !== '')
      checks.referralCode = checkFieldValue(
        'referralCode',
        requiredRule(rules.referralCode),
        value('referralCode'),
      );
    checks.age = ageConfirmed ? null : { key: 'terms_required' };
    checks.terms = termsAccepted ? null : { key: 'terms_required' };
    return problemsOf(checks);
  }

  /** A field left with something in it is checked at once; the confirmation says it does not match. */
  function onBlur(field: string) {
    if (value(field) === '') return;
    const found = validate();
    const problem: FieldProblem | undefined =
      field === 'confirmPassword' && found.confirmPassword ? { key: 'confirmation_incorrect' } : undefined;
    setProblems((current) => ({ ...current, [field]: problem ?? found[field] }));
  }

  function body(): RegisterInput {
    const sent: Record<string, string | boolean> = {};
    const include = (field: string) => {
      const normalized = normalizeFieldValue(field, value(field));
      if (normalized !== '') sent[field] = normalized;
    };
    for (const field of profileFields) include(field);
    if (mode === 'username') include('username');
    if (passwordShown) {
      include('password');
      include('confirmPassword');
    }
    if (mobileShown && mobileGiven) {
      include('mobileNum');
      sent.countryDialingCode = country.dialingCode;
      if (smsShown) include('verificationCode');
    }
    if (captchaShown) {
      include('captcha');
      sent.captchaKey = captcha.key;
    }
    if (affiliateFromUrl) sent.affiliateCode = affiliateFromUrl;
    else if (affiliateShown) include('affiliateCode');
    if (referralShown) include('referralCode');
    sent.termsAccepted = true;
    return sent as RegisterInput;
  }

  /** The code goes only to a number that passes the mobile rule; the field says why not. */
  function mobileReady() {
    const problem = mobileProblem(rules.mobileNum, country.dialingCode, value('mobileNum'));
    setProblems((current) => ({ ...current, mobileNum: problem ?? undefined }));
    return problem === null;
  }

  function sendRegisterCode(captchaAnswer: SmsCaptchaAnswer) {
    return sendSms.mutateAsync({
      mobileNum: value('mobileNum').trim(),
      countryDialingCode: country.dialingCode,
      purpose: 'REGISTER',
      ...captchaAnswer,
    });
  }

  function onFailure(error: unknown) {
    if (error instanceof ApiError && captchaShown) {
      captcha.refresh({ force: true });
      set('captcha')('');
    }
    const found = apiFieldProblems(error);
    if (found.termsAccepted) found.terms = found.termsAccepted;
    setProblems(found);
    const shown = [
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'captcha',
      'terms',
    ];
    const onScreen = Object.keys(found).some(
      (field) =>
        shown.includes(field) || (profileFields as string[]).includes(field) || field === 'affiliateCode',
    );
    setFailure(onScreen ? null : error);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (register.isPending || finishing || !mode) return;
    const found = validate();
    setProblems(found);
    setFailure(null);
    if (hasProblems(found)) return;
    register.mutate(
      { mode, body: body() },
      {
        onError: onFailure,
        onSuccess: async (result) => {
          setFinishing(true);
          try {
            await finishLogin(result, 'register');
          } finally {
            setFinishing(false);
          }
        },
      },
    );
  }

  const text = (field: string) => problemText(t, problems[field]);
  const isRequired = (field: string) => rules[field]?.required === true;

  if (!mode) {
    return (
      <p className={styles.formError} role="alert">
        {t('register.closed')}
      </p>
    );
  }

  const mobileField = mobileShown ? (
    <MobileField
      label={t('fields.mobile')}
      required={mode === 'mobile' || isRequired('mobileNum')}
      countries={settings?.countries ?? []}
      imageBaseUrl={imageBaseUrl}
      countryCode={country.countryCode}
      onCountryChange={country.choose}
      value={value('mobileNum')}
      onChange={set('mobileNum')}
      error={text('mobileNum')}
    />
  ) : null;
  const smsField = smsShown ? (
    <CaptchaSmsCodeField
      value={value('verificationCode')}
      onChange={set('verificationCode')}
      error={text('verificationCode')}
      required={mode === 'mobile' || mobileGiven}
      canSend={mobileReady}
      onSend={sendRegisterCode}
    />
  ) : null;

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <FormTabs
        label={t('register.method')}
        tabs={modes.map((item) => ({ value: item, label: t(`register.tab_${item}`) }))}
        current={mode}
        onChange={(next) => {
          setChosenMode(next);
          setProblems({});
          setFailure(null);
        }}
      />
      {mode === 'mobile' ? (
        <>
          {mobileField}
          {smsField}
        </>
      ) : (
        <UsernameField
          value={value('username')}
          onChange={onInput('username')}
          onBlur={() => onBlur('username')}
          error={text('username')}
        />
      )}
      {passwordShown ? (
        <>
          <PasswordField
            autoComplete="new-password"
            value={value('password')}
            onChange={onInput('password')}
            onBlur={() => onBlur('password')}
            error={text('password')}
          />
          <PasswordField
            label={t('fields.confirm_password')}
            name="confirmPassword"
            autoComplete="new-password"
            placeholder={t('fields.confirm_placeholder')}
            value={value('confirmPassword')}
            onChange={onInput('confirmPassword')}
            onBlur={() => onBlur('confirmPassword')}
            error={text('confirmPassword')}
          />
        </>
      ) : null}
      {mode === 'username' ? (
        <>
          {mobileField}
          {smsField}
        </>
      ) : null}
      {profileFields.map((field) => (
        <TextField
          key={field}
          label={t(`fields.${field}`)}
          name={field}
          required={isRequired(field)}
          autoComplete={AUTOCOMPLETE[field] ?? 'off'}
          placeholder={
            field === 'birthday'
              ? t(`fields.birthday_format_${rules.birthday?.patternId === 'DATE_MDY' ? 'mdy' : 'ymd'}`)
              : undefined
          }
          revealable={field === 'paymentPassword'}
          {...INPUT_TYPES[field]}
          value={value(field)}
          onChange={onInput(field)}
          onBlur={() => onBlur(field)}
          error={text(field)}
        />
      ))}
      {affiliateShown ? (
        <TextField
          label={t('fields.affiliateCode')}
          name="affiliateCode"
          required={isRequired('affiliateCode')}
          autoComplete="off"
          value={value('affiliateCode')}
          onChange={onInput('affiliateCode')}
          onBlur={() => onBlur('affiliateCode')}
          error={
            text('affiliateCode') ??
            (urlAffiliateRefused ? t('validation.invitation_code_invalid') : undefined)
          }
        />
      ) : null}
      {referralShown ? (
        <TextField
          label={t('fields.referralCode')}
          name="referralCode"
          required={isRequired('referralCode')}
          autoComplete="off"
          value={value('referralCode')}
          onChange={onInput('referralCode')}
          onBlur={() => onBlur('referralCode')}
          error={text('referralCode')}
        />
      ) : null}
      {captchaShown ? (
        <CaptchaField
          captcha={captcha}
          value={value('captcha')}
          onChange={set('captcha')}
          error={text('captcha')}
        />
      ) : null}
      <div className={styles.checks}>
        <CheckField name="age" required checked={ageConfirmed} onChange={setAgeConfirmed} error={text('age')}>
          {t('register.age', { age: minimumAge })}
        </CheckField>
        <CheckField
          name="terms"
          required
          checked={termsAccepted}
          onChange={setTermsAccepted}
          error={text('terms')}
        >
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{ terms: <Link to="/help#term" className={styles.link} /> }}
          />
        </CheckField>
      </div>
      <AuthFormActions
        error={failure === null ? null : apiErrorMessage(failure, t)}
        busy={register.isPending || finishing}
        submitLabel={t('register.submit')}
        switchPrompt={t('register.have_account')}
        switchLabel={t('register.to_login')}
        onSwitch={onSwitchToLogin}
      />
      <IdentityButtons
        channels={settings?.identityProviders ?? []}
        affiliateCode={affiliateFromUrl ?? undefined}
      />
    </form>
  );
}
