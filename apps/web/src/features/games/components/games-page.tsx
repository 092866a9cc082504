import type { GameCategory } from '@platform/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ImageBaseContext } from '../game-images.ts';
import { GameAnnouncements } from './game-announcements.tsx';
import { GameDialogs } from './game-dialogs.tsx';

/**
 * A category page: its header, its vendors' maintenance notices, the lobby or game centre, and the
 * dialogs starting a game opens.
 */
export function GamesPage({
  category,
  kind,
  imageBaseUrl,
  children,
}: {
  category: GameCategory;
  kind: 'centre' | 'list';
  imageBaseUrl?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <ImageBaseContext.Provider value={imageBaseUrl ?? '/images'}>
      <Page>
        <PageHeader
          icon={CATEGORY_ICONS[category]}
          eyebrow={kind === 'centre' ? t('games.centre_eyebrow') : t('games.list_eyebrow')}
          title={t(`category.${category}`)}
          description={t(`category_desc.${category}`)}
        />
        <GameAnnouncements category={category} />
        {children}
        <GameDialogs />
      </Page>
    </ImageBaseContext.Provider>
  );
}
