import type { GameCategory } from '@platform/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import styles from './game-page-frame.module.css';

interface GamePageFrameProps {
  category: GameCategory;
  /** 'centre' for vendor lobbies (sports, lottery), 'list' for game grids (slots, live, fish, cards). */
  kind: 'centre' | 'list';
  filters?: ReactNode;
}

/** A category page: its banner, and the lobby that lists vendors or games (empty until the catalog arrives). */
export function GamePageFrame({ category, kind, filters }: GamePageFrameProps) {
  const { t } = useTranslation('pages');
  const name = t(`category.${category}`);
  return (
    <Page>
      <PageHeader
        icon={CATEGORY_ICONS[category]}
        eyebrow={kind === 'centre' ? t('games.centre_eyebrow') : t('games.list_eyebrow')}
        title={name}
        description={t(`category_desc.${category}`)}
      />
      <Panel
        title={kind === 'centre' ? t('games.vendors_title', { name }) : t('games.games_title', { name })}
        icon={kind === 'centre' ? 'grid' : CATEGORY_ICONS[category]}
      >
        {filters ? <div className={styles.filters}>{filters}</div> : null}
        <EmptyState icon={CATEGORY_ICONS[category]}>
          <p>{t('games.empty_hint')}</p>
        </EmptyState>
      </Panel>
    </Page>
  );
}
