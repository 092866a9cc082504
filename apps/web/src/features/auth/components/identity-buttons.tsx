import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useIdentityLogin } from '../api/use-identity-login.ts';
import { useFinishLogin } from '../complete-login.ts';
import { getIdToken, IdentityCancelledError, type IdentityChannel } from '../identity-providers.ts';
import styles from './auth-form.module.css';

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M17.6 9.2c0-.6-.1-1.2-.2-1.7H9v3.3h4.8a4.1 4.1 0 0 1-1.8 2.7v2.2h2.9c1.7-1.6 2.7-3.9 2.7-6.5z"
      />
      <path
        fill="#34A853"
        d="M9 18c2.4 0 4.5-.8 5.9-2.2L12 13.6c-.8.5-1.8.9-3 .9-2.3 0-4.3-1.6-5-3.7H1v2.3A9 9 0 0 0 9 18z"
      />
      <path fill="#FBBC05" d="M4 10.8a5.4 5.4 0 0 1 0-3.5V5H1a9 9 0 0 0 0 8.1z" />
      <path fill="#EA4335" d="M9 3.6c1.3 0 2.5.5 3.4 1.3l2.6-2.6A9 9 0 0 0 1 5l3 2.3c.7-2.1 2.7-3.7 5-3.7z" />
    </svg>
  );
}

const MARKS: Record<IdentityChannel, () => ReactNode> = {
  GOOGLE: () => <GoogleMark />,
  FACEBOOK: () => <Icon name="facebook" size={18} />,
  PHONE: () => <Icon name="smartphone" size={18} />,
};

interface IdentityButtonsProps {
  channels: readonly IdentityChannel[];
  affiliateCode?: string;
}

/** "Continue with Google / Facebook / Phone" (spec §4 third-party sign-in). */
export function IdentityButtons({ channels, affiliateCode }: IdentityButtonsProps) {
  const { t } = useTranslation('account');
  const identityLogin = useIdentityLogin();
  const finishLogin = useFinishLogin();
  const [active, setActive] = useState<IdentityChannel | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (channels.length === 0) return null;

  async function continueWith(channel: IdentityChannel) {
    if (active) return;
    setActive(channel);
    setError(null);
    try {
      const idToken = await getIdToken(channel);
      const result = await identityLogin.mutateAsync({ channel, idToken, affiliateCode });
      await finishLogin(result, 'firebase');
    } catch (failure) {
      setError(
        failure instanceof IdentityCancelledError ? t('phone.popup_closed') : apiErrorMessage(failure, t),
      );
    } finally {
      setActive(null);
    }
  }

  return (
    <div className={styles.identity}>
      <p className={styles.divider}>
        <span>{t('identity.or')}</span>
      </p>
      <div className={styles.identityButtons}>
        {channels.map((channel) => (
          <button
            key={channel}
            type="button"
            className={styles.identityButton}
            data-channel={channel}
            onClick={() => continueWith(channel)}
            disabled={active !== null}
            aria-busy={active === channel || undefined}
          >
            {MARKS[channel]()}
            <span>{t(`identity.${channel}`)}</span>
          </button>
        ))}
      </div>
      {error ? (
        <p className={styles.formError} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
