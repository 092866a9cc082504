import { CATEGORY_ROUTES, HOME_ROW_PAGE_SIZE, type RoutedCategory } from '@platform/contract/constants';
import { FAVOURITE_LIST_PAGE_SIZE_MAX } from '@platform/contract/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { useFavouriteList } from '../api/use-favourite-list.ts';
import { useGameList } from '../api/use-game-list.ts';
import { useHotGames } from '../api/use-hot-games.ts';
import { usePopularGames } from '../api/use-popular-games.ts';
import { useRecentGames } from '../api/use-recent-games.ts';
import { GameRow } from './game-grid.tsx';
import styles from './home-games.module.css';

/** Spec §9: at most 12 hot games on home; a hot list of more than 14 becomes a swiper in two rows. */
export const HOME_HOT_LIMIT = 12;
export const HOT_TWO_ROWS_ABOVE = 14;
/** Spec §9: the home page loads every favourite at once (page size 999). */
export const HOME_FAVOURITES_PAGE_SIZE = FAVOURITE_LIST_PAGE_SIZE_MAX;

/** A titled section of the home page, with a link to the whole list when there is one. */
export function HomeSection({
  title,
  icon,
  more,
  children,
}: {
  title: string;
  icon: IconName;
  more?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <section className={styles.row} aria-label={title}>
      <div className={styles.rowHeader}>
        <h2 className={styles.rowTitle}>
          <Icon name={icon} size={20} />
          {title}
        </h2>
        {more ? (
          <Link to={more} className={styles.more}>
            {t('home_games.more')}
            <Icon name="chevronRight" size={16} />
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Tiles of the row's own size while it loads, so the page does not jump when games arrive. */
function RowSkeleton({ twoRows }: { twoRows?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} data-two-rows={twoRows || undefined} aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: twoRows ? 12 : 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className={styles.skeletonTile} />
      ))}
    </div>
  );
}

export function HotRow() {
  const { t } = useTranslation('pages');
  const hot = useHotGames();
  if (hot.isError || hot.data?.length === 0) return null;
  const twoRows = (hot.data?.length ?? 0) > HOT_TWO_ROWS_ABOVE;
  return (
    <HomeSection title={t('home_games.hot')} icon="flame">
      {hot.data ? <GameRow games={hot.data.slice(0, HOME_HOT_LIMIT)} twoRows={twoRows} /> : <RowSkeleton />}
    </HomeSection>
  );
}

/** RECENT: members who played something (spec §2), newest first. */
export function RecentRow() {
  const { t } = useTranslation('pages');
  const recent = useRecentGames({ page: 1, pageSize: HOME_ROW_PAGE_SIZE });
  if (!recent.data?.list.length) return null;
  return (
    <HomeSection title={t('home_games.recent')} icon="clock" more="/recent">
      <GameRow games={recent.data.list} />
    </HomeSection>
  );
}

export function FavouriteRow() {
  const { t } = useTranslation('pages');
  const favourites = useFavouriteList({ pageNo: 1, pageSize: HOME_FAVOURITES_PAGE_SIZE });
  if (!favourites.data?.content.length) return null;
  return (
    <HomeSection title={t('home_games.favourites')} icon="heart" more="/favorite">
      <GameRow games={favourites.data.content} />
    </HomeSection>
  );
}

export function CategoryRow({ category }: { category: RoutedCategory }) {
  const { t } = useTranslation('pages');
  const games = useGameList({ gameType: category, pageNo: 1, pageSize: HOME_ROW_PAGE_SIZE });
  if (games.isError || games.data?.games.length === 0) return null;
  return (
    <HomeSection
      title={t(`category.${category}`)}
      icon={CATEGORY_ICONS[category]}
      more={CATEGORY_ROUTES[category]}
    >
      {games.data ? <GameRow games={games.data.games} /> : <RowSkeleton />}
    </HomeSection>
  );
}

/**
 * Popular (spec §7): what this site played most this week, offered where a search found nothing,
 * so an empty result still leads somewhere.
 */
export function PopularRow() {
  const { t } = useTranslation('pages');
  const popular = usePopularGames();
  if (popular.isError || popular.data?.length === 0) return null;
  return (
    <HomeSection title={t('home_games.popular')} icon="trophy">
      {popular.data ? <GameRow games={popular.data} /> : <RowSkeleton />}
    </HomeSection>
  );
}
