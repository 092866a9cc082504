import type { GameCategory } from '@platform/contract/games';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { Page } from '../../../components/ui/page.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useGameAnnouncements } from '../api/use-game-announcements.ts';
import { useGameMenus } from '../api/use-game-menus.ts';
import { useGameVendorLanes } from '../api/use-game-vendors.ts';
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
  // The maintenance notices and the vendor menu sit above the lobby and show only once their answers
  // are in: until then the page holds a screen's height and draws nothing under its header, so the
  // lobby is not drawn and then pushed down (layout shift). The loaded page is the same either way.
  // Once settled it stays so: a failed answer asked again when its part mounts must not hide the page.
  const pending = [useGameMenus(), useGameAnnouncements(), useGameVendorLanes()].some(
    (query) => query.isPending,
  );
  const [settled, setSettled] = useState(false);
  if (!pending && !settled) setSettled(true);
  const settling = !settled;
  return (
    <ImageBaseContext.Provider value={imageBaseUrl ?? '/images'}>
      <Page>
        <PageHeader
          icon={CATEGORY_ICONS[category]}
          eyebrow={kind === 'centre' ? t('games.centre_eyebrow') : t('games.list_eyebrow')}
          title={t(`category.${category}`)}
          description={t(`category_desc.${category}`)}
        />
        {settling ? (
          <div style={{ minHeight: '100vh' }} aria-hidden="true" />
        ) : (
          <>
            <GameAnnouncements category={category} />
            {children}
          </>
        )}
        <GameDialogs />
      </Page>
    </ImageBaseContext.Provider>
  );
}
