import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';

/** /promotions: offers and activities; with none, the no-data view (spec §2). */
export default function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <Page>
      <PageHeader
        icon="tag"
        eyebrow={t('promotions.eyebrow')}
        title={t('nav.promotions')}
        description={t('promotions.description')}
      />
      <Panel title={t('promotions.all')} icon="gift">
        <EmptyState icon="tag" />
      </Panel>
    </Page>
  );
}
