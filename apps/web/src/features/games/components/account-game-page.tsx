import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';

/** AccountGame (lazy area): the member's favourite or recently played games. */
export default function AccountGamePage({ list }: { list: 'favorite' | 'recent' }) {
  const { t } = useTranslation('pages');
  const icon = list === 'favorite' ? 'star' : 'clock';
  return (
    <Page>
      <PageHeader
        icon={icon}
        eyebrow={t('games.account_eyebrow')}
        title={t(`games.${list}_title`)}
        description={t(`games.${list}_desc`)}
      />
      <Panel title={t(`games.${list}_title`)} icon={icon}>
        <EmptyState icon={icon}>
          <p>{t(`games.${list}_empty`)}</p>
        </EmptyState>
      </Panel>
    </Page>
  );
}
