import type { MemberInfo } from '@platform/contract/accounts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { SkeletonBlock } from '../../../../components/ui/list-states.tsx';
import { Notice } from '../../../../components/ui/notice.tsx';
import { Inset, InsetStack } from '../../../../components/ui/panel.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { useAuthModal } from '../../../../lib/auth-modal.ts';
import { useMemberInfo } from '../../../../lib/member-info.ts';
import { useRegisterRules, useRegisterSettings } from '../../../../lib/register-settings.ts';
import { maskEmail, maskMobile } from '../../mask.ts';
import { BindEmailForm } from './bind-email-form.tsx';
import { BindMobileForm } from './bind-mobile-form.tsx';
import { LoginHistory } from './login-history.tsx';
import { PaymentPasswordForm } from './payment-password-form.tsx';
import { ProfileCard } from './profile-card.tsx';
import styles from './security.module.css';
import { SecurityItem } from './security-item.tsx';
import { TotpSetup } from './totp-setup.tsx';

/** The protections that raise the security level, beyond the login password every account has. */
function protections(info: MemberInfo): boolean[] {
  return [info.mobileVerified, info.emailVerified, info.hasPaymentPassword, info.totpEnabled];
}

/** Spec §2 My account (securityCenter): profile, bound contacts, passwords, authenticator, login history. */
export function SecurityCenter({ imageBaseUrl }: { imageBaseUrl: string }) {
  const { t } = useTranslation('account');
  const member = useMemberInfo();
  const rules = useRegisterRules();
  const settings = useRegisterSettings();
  const { open } = useAuthModal();

  if (member.isPending) return <SkeletonBlock />;
  if (member.isError) {
    return (
      <div className={styles.form}>
        <Notice tone="error">{apiErrorMessage(member.error, t)}</Notice>
        <Button variant="secondary" onClick={() => member.refetch()}>
          {t('security.retry')}
        </Button>
      </div>
    );
  }

  const info = member.data;
  const ruleSet = rules.data ?? {};
  const done = protections(info).filter(Boolean).length;
  const level = done <= 1 ? 'low' : done <= 3 ? 'medium' : 'high';

  return (
    <InsetStack>
      <ProfileCard info={info} rules={ruleSet} />
      <Inset icon="shield" title={t('security.title')}>
        <div className={styles.level}>
          <span>{t('security.level', { level: t(`security.levels.${level}`) })}</span>
          <span className={styles.meter} aria-hidden="true">
            <span className={styles.meterFill} style={{ width: `${(done / 4) * 100}%` }} />
          </span>
        </div>
        <ul className={styles.items}>
          <SecurityItem
            icon="lock"
            title={t('security.login_password')}
            status={t('security.status_set')}
            done
            actionLabel={t('security.change')}
            onAction={() => open('changePassword')}
          />
          <SecurityItem
            icon="smartphone"
            title={t('security.mobile')}
            status={
              info.mobileVerified && info.mobileNum
                ? maskMobile(info.countryDialingCode, info.mobileNum)
                : t('security.status_unbound')
            }
            done={info.mobileVerified}
            actionLabel={info.mobileVerified ? t('security.change') : t('security.bind')}
          >
            {(close) => (
              <BindMobileForm
                settings={settings.data}
                rules={ruleSet}
                imageBaseUrl={imageBaseUrl}
                onDone={close}
              />
            )}
          </SecurityItem>
          <SecurityItem
            icon="mail"
            title={t('security.email')}
            status={info.emailVerified && info.email ? maskEmail(info.email) : t('security.status_unbound')}
            done={info.emailVerified}
            actionLabel={info.emailVerified ? t('security.change') : t('security.bind')}
          >
            {(close) => <BindEmailForm rules={ruleSet} onDone={close} />}
          </SecurityItem>
          <SecurityItem
            icon="wallet"
            title={t('security.payment_password')}
            status={info.hasPaymentPassword ? t('security.status_set') : t('security.status_unset')}
            done={info.hasPaymentPassword}
            actionLabel={info.hasPaymentPassword ? t('security.change') : t('security.set')}
          >
            {(close) => (
              <PaymentPasswordForm
                rules={ruleSet}
                hasPaymentPassword={info.hasPaymentPassword}
                onDone={close}
              />
            )}
          </SecurityItem>
          <SecurityItem
            icon="qr"
            title={t('security.totp')}
            status={info.totpEnabled ? t('security.status_on') : t('security.status_off')}
            done={info.totpEnabled}
            actionLabel={info.totpEnabled ? undefined : t('security.set_up')}
          >
            {(close) => <TotpSetup onDone={close} />}
          </SecurityItem>
        </ul>
      </Inset>
      <LoginHistory />
    </InsetStack>
  );
}
