import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { apiErrorMessage } from '../../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useLanguage } from '../../../../lib/i18n.ts';
import { useLoginHistory } from '../../api/use-login-history.ts';
import styles from './security.module.css';

/** A short reading of a user agent: the browser and the system, enough to recognise a device. */
function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '—';
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : '';
  const system = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return [browser, system].filter(Boolean).join(' · ') || userAgent.slice(0, 40);
}

/** The member's recent logins, newest first, so an unknown one stands out. */
export function LoginHistory() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const history = useLoginHistory();
  return (
    <section className={styles.card} aria-labelledby="history-title">
      <h3 id="history-title" className={styles.cardTitle}>
        <Icon name="clock" size={20} />
        {t('security.history')}
      </h3>
      {history.isPending ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : history.isError ? (
        <div className={styles.form}>
          <p className={styles.formError} role="alert">
            {apiErrorMessage(history.error, t)}
          </p>
          <Button variant="secondary" onClick={() => history.refetch()}>
            {t('security.retry')}
          </Button>
        </div>
      ) : history.data.length === 0 ? (
        <EmptyState icon="clock" />
      ) : (
        <table className={styles.history}>
          <thead>
            <tr>
              <th scope="col">{t('security.history_time')}</th>
              <th scope="col">{t('security.history_ip')}</th>
              <th scope="col">{t('security.history_type')}</th>
              <th scope="col">{t('security.history_device')}</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((entry) => (
              <tr key={`${entry.at}-${entry.ip}`}>
                <td>{formatDateTime(entry.at, language)}</td>
                <td>{entry.ip}</td>
                <td>{t(`security.login_types.${entry.loginType}`, { defaultValue: entry.loginType })}</td>
                <td className={styles.device}>{deviceOf(entry.userAgent)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
