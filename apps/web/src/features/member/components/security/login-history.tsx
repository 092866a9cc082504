import { useTranslation } from 'react-i18next';
import { DataList } from '../../../../components/ui/data-list.tsx';
import { Inset } from '../../../../components/ui/panel.tsx';
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
    <Inset icon="clock" title={t('security.history')}>
      <DataList
        query={history}
        rows={(entries) => entries}
        rowKey={(entry) => `${entry.at}-${entry.ip}`}
        emptyIcon="clock"
        phone="rows"
        columns={[
          {
            key: 'time',
            header: t('security.history_time'),
            cell: (entry) => formatDateTime(entry.at, language),
          },
          { key: 'ip', header: t('security.history_ip'), cell: (entry) => entry.ip },
          {
            key: 'type',
            header: t('security.history_type'),
            cell: (entry) => t(`security.login_types.${entry.loginType}`, { defaultValue: entry.loginType }),
          },
          {
            key: 'device',
            header: t('security.history_device'),
            className: styles.device,
            cell: (entry) => deviceOf(entry.userAgent),
          },
        ]}
      />
    </Inset>
  );
}
