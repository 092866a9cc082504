import type { RegisterSettings } from '@platform/contract/accounts';
import {
  forgotPasswordEmailFormSchema,
  resetPasswordByPhoneFormSchema,
} from '@platform/contract/form-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  EmailField,
  Form,
  type FormSchema,
  PasswordField,
  useContractForm,
} from '../../../components/form/index.ts';
import { showNotice } from '../../../lib/notice.ts';
import type { RegisterRules } from '../../../lib/register-settings.ts';
import { useForgotPasswordByEmail } from '../api/use-forgot-password-by-email.ts';
import { useResetPasswordByPhone } from '../api/use-reset-password-by-phone.ts';
import { useLoginFinisher } from '../complete-login.ts';
import styles from './auth-form.module.css';
import { FormEnd } from './auth-form-actions.tsx';
import { UsernameField } from './credential-fields.tsx';
import { FormTabs } from './form-tabs.tsx';
import { MobileCodeFields } from './mobile-code-fields.tsx';

type Tab = 'email' | 'phone';

const EMAIL_FIELDS = ['username', 'email'];
const PHONE_FIELDS = ['mobileNum', 'verificationCode', 'newPassword', 'confirmNewPassword'];

interface ForgotPasswordFormProps {
  settings: RegisterSettings | undefined;
  rules: RegisterRules;
  imageBaseUrl: string;
  onBackToLogin: () => void;
}

type EmailValues = z.output<typeof forgotPasswordEmailFormSchema>;
type PhoneValues = z.output<ReturnType<typeof resetPasswordByPhoneFormSchema>>;

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
  const { finishing, finish } = useLoginFinisher();
  const [tab, setTab] = useState<Tab>('email');
  const phoneReset = settings?.phonePasswordReset === true;
  const activeTab: Tab = phoneReset ? tab : 'email';
  const busy = byEmail.isPending || byPhone.isPending || finishing;
  // One form for both tabs, so what was typed in one is still there on coming back.
  const schema: FormSchema =
    activeTab === 'email' ? forgotPasswordEmailFormSchema : resetPasswordByPhoneFormSchema(rules);
  const form = useContractForm(schema, {
    defaultValues: {
      username: '',
      email: '',
      countryDialingCode: '',
      mobileNum: '',
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
  });

  const onFailure = (error: unknown) => form.fail(error, activeTab === 'email' ? EMAIL_FIELDS : PHONE_FIELDS);

  function submitEmail({ username, email }: EmailValues) {
    byEmail.mutate(
      { username, email },
      {
        onError: onFailure,
        onSuccess: () => showNotice({ tone: 'success', message: 'in_been_out', onClose: onBackToLogin }),
      },
    );
  }

  function submitPhone(values: PhoneValues) {
    byPhone.mutate(
      {
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword ?? '',
      },
      {
        onError: onFailure,
        onSuccess: (result) => finish(result, 'reset'),
      },
    );
  }

  const submit = form.submitWith((values) => {
    if (busy) return;
    if (activeTab === 'email') submitEmail(values as EmailValues);
    else submitPhone(values as PhoneValues);
  });

  return (
    <Form form={form} className={styles.form} onSubmit={submit}>
      <FormTabs
        label={t('forgot.method')}
        tabs={[
          { value: 'email', label: t('forgot.tab_email') },
          ...(phoneReset ? [{ value: 'phone' as const, label: t('forgot.tab_phone') }] : []),
        ]}
        current={activeTab}
        onChange={(next) => {
          setTab(next);
          form.clearErrors();
        }}
      />
      <p className={styles.lead}>{t(activeTab === 'email' ? 'forgot.email_lead' : 'forgot.phone_lead')}</p>
      {activeTab === 'email' ? (
        <>
          <UsernameField />
          <EmailField />
        </>
      ) : (
        <>
          <MobileCodeFields
            settings={settings}
            imageBaseUrl={imageBaseUrl}
            purpose="RESET_PASSWORD"
            canSend={() => form.checkFields(['mobileNum'])}
          />
          <PasswordField label={t('fields.new_password')} name="newPassword" autoComplete="new-password" />
          <PasswordField
            label={t('fields.confirm_new_password')}
            name="confirmNewPassword"
            autoComplete="new-password"
            placeholder={t('fields.confirm_placeholder')}
          />
        </>
      )}
      <FormEnd
        failure={form.failure}
        busy={busy}
        submitLabel={t(activeTab === 'email' ? 'forgot.submit_email' : 'forgot.submit_phone')}
      />
      <button type="button" className={`${styles.link} ${styles.centered}`} onClick={onBackToLogin}>
        {t('forgot.back_to_login')}
      </button>
    </Form>
  );
}
