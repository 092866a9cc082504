import type { GameCategory, GameList, VendorGame } from '@platform/contract/games';
import { API_PATHS } from '@platform/contract/paths';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { apiGet } from '../../../lib/api-client.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useGameMenus } from '../api/use-game-menus.ts';
import { useDefaultGameIcon } from '../game-images.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import styles from './games-lobby.module.css';
import { GamesPage } from './games-page.tsx';

/**
 * A vendor of a game centre (spec §2: sports, e-sports, lotteries): clicking it starts the
 * vendor's game of that category; slot (RNG) vendors never show the start button.
 */
function VendorCard({ vendor, category }: { vendor: VendorGame; category: GameCategory }) {
  const { t } = useTranslation('pages');
  const start = useStartGame();
  const language = useLanguage();
  const fallback = useDefaultGameIcon();
  const [busy, setBusy] = useState(false);
  const launch = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const list = await apiGet<GameList>(API_PATHS.gameList, {
        gameType: category,
        vassalage: vendor.vassalage,
        pageNo: 1,
        pageSize: 1,
        language,
      });
      const first = list.games[0];
      if (first) start(first);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={styles.centreCard}
      onClick={launch}
      aria-busy={busy || undefined}
      data-testid="vendor-card"
    >
      <ImageWithFallback src={vendor.lagerIcon} fallbackSrc={fallback} alt="" loading="lazy" />
      {vendor.maintenance ? <span className={styles.badge}>{t('games.maintenance_badge')}</span> : null}
      <span className={styles.centreName}>{vendor.displayName}</span>
      {category !== 'RNG' ? <span className={styles.centreStart}>{t('games.start')}</span> : null}
    </button>
  );
}

/** GameCenter (lazy area): /sports, /esports, /lott, /elott, one card per vendor. */
export default function GameCenterPage({
  category,
  imageBaseUrl,
}: {
  category: GameCategory;
  imageBaseUrl?: string;
}) {
  const menus = useGameMenus();
  const vendors = menus.data
    ? (menus.data.find((entry) => entry.gameCategory === category)?.vendors ?? [])
    : undefined;
  return (
    <GamesPage category={category} kind="centre" imageBaseUrl={imageBaseUrl}>
      {vendors ? (
        vendors.length ? (
          <ul className={styles.centreGrid}>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <VendorCard vendor={vendor} category={category} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState icon={CATEGORY_ICONS[category]} />
        )
      ) : menus.isError ? (
        <ListError error={menus.error} onRetry={() => void menus.refetch()} />
      ) : (
        <ListSkeleton rows={2} />
      )}
    </GamesPage>
  );
}
