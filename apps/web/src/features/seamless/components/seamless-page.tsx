import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';

/** Seamless (lazy area): games that play straight from the main wallet. */
export default function SeamlessPage() {
  const { t } = useTranslation('pages');
  return (
    <Page>
      <PageHeader
        icon="wallet"
        eyebrow={t('seamless.eyebrow')}
        title={t('seamless.title')}
        description={t('seamless.description')}
      />
      <Panel title={t('seamless.games')} icon="grid">
        <EmptyState icon="slots" />
      </Panel>
    </Page>
  );
}
