import type { Resource } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { DOWNLOAD_LINK_PARAMS } from '../../../lib/downloads.ts';
import { configuredApps } from '../apps.ts';
import { useLinkArrival } from '../hooks/use-link-arrival.ts';
import styles from './download-page.module.css';
import { DownloadView } from './download-view.tsx';

/**
 * /down: where the download QR codes lead. One view per configured app (iOS, Android, iOS lite),
 * chosen by `?os=` as the operator's links name them, each with its code, link and install guide.
 */
export default function DownloadPage({
  brand,
  resources,
}: {
  brand: string;
  resources: readonly Resource[];
}) {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  useLinkArrival();
  const apps = configuredApps(resources);
  const asked = params.get(DOWNLOAD_LINK_PARAMS.view);
  const current = apps.find((app) => app.view === asked) ?? apps[0];
  return (
    <Page>
      <PageHeader
        icon="download"
        eyebrow={t('download.eyebrow')}
        title={t('download.title', { brand })}
        description={t('download.description')}
      />
      {current === undefined ? (
        <EmptyState icon="smartphone" />
      ) : (
        <>
          <nav aria-label={t('download.choose')}>
            <ul className={styles.switcher}>
              {apps.map((app) => (
                <li key={app.view}>
                  <Link
                    to={{ search: `?${DOWNLOAD_LINK_PARAMS.view}=${app.view}` }}
                    replace
                    className={styles.option}
                    aria-current={app === current ? 'page' : undefined}
                  >
                    <Icon name={app.icon} size={18} />
                    {t(`download.${app.key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <DownloadView key={current.view} app={current} brand={brand} />
        </>
      )}
    </Page>
  );
}
