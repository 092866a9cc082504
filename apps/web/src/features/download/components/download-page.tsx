import type { Resource } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import QrCode from '../../../components/ui/qr-code.tsx';
import { absoluteUrl, type DownloadKey, findResource } from '../../../lib/downloads.ts';
import styles from './download-page.module.css';

const APPS: ReadonlyArray<{ key: DownloadKey; os: 'ios' | 'android'; icon: IconName }> = [
  { key: 'IOS_APP', os: 'ios', icon: 'apple' },
  { key: 'ANDROID_APP', os: 'android', icon: 'android' },
  { key: 'IOS_LITE_APP', os: 'ios', icon: 'smartphone' },
];

/** /down: where the download QR codes lead; one card per configured app, with install steps. */
export default function DownloadPage({
  brand,
  resources,
}: {
  brand: string;
  resources: readonly Resource[];
}) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const preferred = params.get('os');
  const apps = APPS.flatMap((app) => {
    const resource = findResource(resources, app.key);
    return resource ? [{ ...app, url: absoluteUrl(resource.url) }] : [];
  });
  return (
    <Page>
      <PageHeader
        icon="download"
        eyebrow={t('download.eyebrow')}
        title={t('download.title', { brand })}
        description={t('download.description')}
      />
      {apps.length === 0 ? (
        <EmptyState icon="smartphone" />
      ) : (
        <ul className={styles.grid}>
          {apps.map((app) => (
            <li key={app.key} className={`${styles.card} ${preferred === app.os ? styles.preferred : ''}`}>
              <div className={styles.head}>
                <span className={styles.osIcon} aria-hidden="true">
                  <Icon name={app.icon} size={22} />
                </span>
                <h2 className={styles.name}>{t(`download.${app.key}`)}</h2>
              </div>
              <QrCode
                value={app.url}
                label={t('download.qr_label', { name: t(`download.${app.key}`) })}
                size={148}
              />
              <p className={styles.scan}>{t('download.scan')}</p>
              <a className={buttonClass('primary', 'md', true)} href={app.url} rel="noopener">
                <Icon name="download" size={18} />
                {t('download.get')}
              </a>
            </li>
          ))}
        </ul>
      )}
      <section className={styles.guides} aria-labelledby="install-guide">
        <h2 id="install-guide" className={styles.guideTitle}>
          {t('download.guide_title')}
        </h2>
        <div className={styles.guideGrid}>
          {(['ios', 'android'] as const).map((os) => (
            <div key={os} className={styles.guide}>
              <h3 className={styles.guideOs}>
                <Icon name={os === 'ios' ? 'apple' : 'android'} size={18} />
                {t(`download.guide_${os}`)}
              </h3>
              <ol className={styles.steps}>
                {[1, 2, 3].map((step) => (
                  <li key={step}>{t(`download.${os}_step${step}`, { brand })}</li>
                ))}
              </ol>
            </div>
          ))}
        </div>
      </section>
    </Page>
  );
}
