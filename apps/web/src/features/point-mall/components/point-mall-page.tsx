import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import styles from './point-mall-page.module.css';

/** PointMall (lazy area): redeem points for rewards. Points never expire (spec §9). */
export default function PointMallPage() {
  const { t } = useTranslation('pages');
  return (
    <Page>
      <PageHeader
        icon="store"
        eyebrow={t('point_mall.eyebrow')}
        title={t('nav.point_mall')}
        description={t('point_mall.description')}
      />
      <div className={styles.grid}>
        <Panel title={t('point_mall.rewards')} icon="gift">
          <EmptyState icon="gift" />
        </Panel>
        <Panel title={t('point_mall.history')} icon="clock">
          <EmptyState icon="inbox" />
        </Panel>
      </div>
    </Page>
  );
}
