import type { RegisterInput, RegisterSettings } from '@platform/contract/accounts';
import {
  problemMessage,
  REGISTER_FLOW_FIELDS,
  REGISTER_PROFILE_FIELDS,
  registerFormSchema,
} from '@platform/contract/form-schemas';
import { useEffect, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
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
import { useAffiliateCheck } from '../api/use-affiliate-check.ts';
import { useRegister } from '../api/use-register.ts';
import { useLoginFinisher } from '../complete-login.ts';
import styles from './auth-form.module.css';
import { AuthFormActions } from './auth-form-actions.tsx';
import { UsernameField } from './credential-fields.tsx';
import { FormTabs } from './form-tabs.tsx';
import { IdentityButtons } from './identity-buttons.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';

type Mode = 'username' | 'mobile';

/** Spec §3 registration fields the operator's rules show or hide, in form order. */
const PROFILE_FIELDS = REGISTER_PROFILE_FIELDS;
type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The fields besides the profile ones a server problem may be shown under. */
const SHOWN_FIELDS = [...REGISTER_FLOW_FIELDS, 'termsAccepted'];

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
  const { finishing, finish } = useLoginFinisher();
  const urlAffiliate = useUrlAffiliateCode();
  const affiliate = useAffiliateCheck(urlAffiliate);
  const affiliateFromUrl = affiliate.data?.valid ? affiliate.data.code : null;
  const refusedAffiliate = affiliate.data?.valid === false ? urlAffiliate : null;
  const modes: Mode[] = settings
    ? [
        ...(settings.usernameRegistration ? (['username'] as const) : []),
        ...(settings.mobileRegistration ? (['mobile'] as const) : []),
      ]
    : ['username'];
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const mode: Mode | undefined = chosenMode && modes.includes(chosenMode) ? chosenMode : modes[0];
  const captchaShown = settings?.captchaOnRegister === true;
  const captcha = useCaptcha(captchaShown);

  const passwordShown = mode === 'username' || settings?.mobilePasswordRegistration === true;
  const mobileShown = mode === 'mobile' || rules.mobileNum?.shown === true;
  const smsShown = settings?.smsVerification === true && mobileShown;
  const affiliateShown = affiliateFromUrl === null && rules.affiliateCode?.shown !== false;
  const referralShown = rules.referralCode?.shown === true;
  const profileFields = PROFILE_FIELDS.filter((field) => rules[field]?.shown);
  const schema = registerFormSchema(rules, {
    mode: mode ?? 'username',
    passwordNeeded: passwordShown,
    smsVerification: smsShown,
    captcha: captchaShown,
    defaultDialingCode: '',
    ageConfirmation: true,
    refusedAffiliateCode: refusedAffiliate,
  });
  const form = useContractForm(schema, { defaultValues: { termsAccepted: false, age: false } });
  const mobileGiven = (form.watch('mobileNum') ?? '').trim() !== '';

  // A URL code the check refused stays in the field, flagged, until the visitor changes it.
  useEffect(() => {
    if (!refusedAffiliate) return;
    form.setValue('affiliateCode', refusedAffiliate);
    form.setError('affiliateCode', {
      type: 'schema',
      message: problemMessage({ key: 'invitation_code_invalid' }),
    });
  }, [refusedAffiliate, form.setValue, form.setError]);

  /** A field left with something in it is checked at once; the confirmation says it does not match. */
  function checkFilled(
    field: 'username' | 'password' | 'confirmPassword' | ProfileField | 'affiliateCode' | 'referralCode',
  ) {
    if (!form.getValues(field)) return;
    if (form.checkFields([field]) || field !== 'confirmPassword') return;
    form.setError(field, { type: 'schema', message: problemMessage({ key: 'confirmation_incorrect' }) });
  }

  /** What the mode hides is not sent, nor checked: a value typed before the switch is dropped. */
  function switchMode(next: Mode) {
    setChosenMode(next);
    form.clearErrors();
    if (next === 'mobile') form.setValue('username', '');
    if (next === 'mobile' && settings?.mobilePasswordRegistration !== true) {
      form.setValue('password', '');
      form.setValue('confirmPassword', '');
    }
    if (next === 'username' && rules.mobileNum?.shown !== true) {
      form.setValue('mobileNum', '');
      form.setValue('verificationCode', '');
    }
  }

  function body(values: z.output<typeof schema>): RegisterInput {
    const sent: Record<string, string | boolean> = {};
    const include = (field: keyof typeof values) => {
      const value = values[field];
      if (typeof value === 'string' && value !== '') sent[field] = value;
    };
    for (const field of profileFields) include(field);
    if (mode === 'username') include('username');
    if (passwordShown) {
      include('password');
      include('confirmPassword');
    }
    if (mobileShown && values.mobileNum !== '') {
      include('mobileNum');
      sent.countryDialingCode = values.countryDialingCode;
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

  function onFailure(error: unknown) {
    if (error instanceof ApiError && captchaShown) {
      captcha.refresh({ force: true });
      form.setValue('captcha', '');
    }
    const onScreen = [...SHOWN_FIELDS, ...profileFields];
    form.fail(error, onScreen);
  }

  function send(values: z.output<typeof schema>) {
    if (register.isPending || finishing || !mode) return;
    register.mutate(
      { mode, body: body(values) },
      {
        onError: onFailure,
        onSuccess: (result) => finish(result, 'register'),
      },
    );
  }

  const isRequired = (field: string) => rules[field]?.required === true;

  if (!mode) {
    return (
      <p className={styles.formError} role="alert">
        {t('register.closed')}
      </p>
    );
  }

  const mobileFields = mobileShown ? (
    <MobileCodeFields
      settings={settings}
      imageBaseUrl={imageBaseUrl}
      purpose="REGISTER"
      canSend={() => form.checkFields(['mobileNum'])}
      mobileRequired={mode === 'mobile' || isRequired('mobileNum')}
      codeShown={smsShown}
      codeRequired={mode === 'mobile' || mobileGiven}
    />
  ) : null;

  return (
    <Form form={form} className={styles.form} onSubmit={form.submitWith(send)}>
      <FormTabs
        label={t('register.method')}
        tabs={modes.map((item) => ({ value: item, label: t(`register.tab_${item}`) }))}
        current={mode}
        onChange={switchMode}
      />
      {mode === 'mobile' ? mobileFields : <UsernameField onBlur={() => checkFilled('username')} />}
      {passwordShown ? (
        <>
          <PasswordField name="password" autoComplete="new-password" onBlur={() => checkFilled('password')} />
          <PasswordField
            label={t('fields.confirm_password')}
            name="confirmPassword"
            autoComplete="new-password"
            placeholder={t('fields.confirm_placeholder')}
            onBlur={() => checkFilled('confirmPassword')}
          />
        </>
      ) : null}
      {mode === 'username' ? mobileFields : null}
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
          onBlur={() => checkFilled(field)}
        />
      ))}
      {affiliateShown ? (
        <TextField
          label={t('fields.affiliateCode')}
          name="affiliateCode"
          required={isRequired('affiliateCode')}
          autoComplete="off"
          onBlur={() => checkFilled('affiliateCode')}
        />
      ) : null}
      {referralShown ? (
        <TextField
          label={t('fields.referralCode')}
          name="referralCode"
          required={isRequired('referralCode')}
          autoComplete="off"
          onBlur={() => checkFilled('referralCode')}
        />
      ) : null}
      {captchaShown ? <CaptchaField captcha={captcha} /> : null}
      <div className={styles.checks}>
        <CheckField name="age" required>
          {t('register.age', { age: minimumAge })}
        </CheckField>
        <CheckField name="termsAccepted" required>
          <Trans
            t={t}
            i18nKey="register.terms"
            components={{ terms: <Link to="/help#term" className={styles.link} /> }}
          />
        </CheckField>
      </div>
      <AuthFormActions
        failure={form.failure}
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
    </Form>
  );
}
