import type { Language } from '@platform/contract/i18n';
import { useTranslation } from 'react-i18next';
import { GateFrame } from './gate-frame.tsx';
import styles from './gate-pages.module.css';

interface RegionRestrictedPageProps {
  ip: string;
  country: string | null;
  message: string | null;
  brand: string | null;
  languages?: readonly Language[];
}

export default function RegionRestrictedPage({
  ip,
  country,
  message,
  brand,
  languages,
}: RegionRestrictedPageProps) {
  const { t } = useTranslation();
  return (
    <GateFrame
      brand={brand}
      languages={languages}
      icon="lock"
      tone="danger"
      title={t('gate.restricted_title')}
    >
      <p className={styles.text}>{t('gate.restricted_body')}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('gate.your_ip')}</dt>
          <dd>{ip}</dd>
        </div>
        {country ? (
          <div className={styles.fact}>
            <dt>{t('gate.your_region')}</dt>
            <dd>{country}</dd>
          </div>
        ) : null}
      </dl>
    </GateFrame>
  );
}
