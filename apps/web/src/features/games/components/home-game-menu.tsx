import { CATEGORY_ROUTES, type RoutedCategory } from '@platform/contract/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_ICONS } from '../../../components/ui/category-icons.ts';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import styles from './home-games.module.css';

/** Spec §4 current game type: HOME by default, SEARCH while a search is on, FAV for favourites. */
export type CurrentGameType = 'HOME' | 'SEARCH' | 'FAV';

function MenuLabel({ icon, children }: { icon: IconName; children: ReactNode }) {
  return (
    <>
      <Icon name={icon} size={22} />
      <span className={styles.menuText}>{children}</span>
    </>
  );
}

/**
 * The home game menu (spec §2: HOME, the categories with a vendor, PROMO, FAV; §9: 10 per view,
 * spacing 10). HOME and FAV change what the page shows; PROMO and the categories open their pages.
 */
export function HomeGameMenu({
  categories,
  current,
  onHome,
  onFavourites,
}: {
  categories: readonly RoutedCategory[];
  current: CurrentGameType;
  onHome: () => void;
  onFavourites: () => void;
}) {
  const { t } = useTranslation('pages');
  return (
    <nav className={styles.menu} aria-label={t('home_games.menu_label')}>
      <button type="button" className={styles.menuItem} aria-pressed={current === 'HOME'} onClick={onHome}>
        <MenuLabel icon="home">{t('home_games.menu.HOME')}</MenuLabel>
      </button>
      {categories.map((category) => (
        <Link key={category} to={CATEGORY_ROUTES[category]} className={styles.menuItem}>
          <MenuLabel icon={CATEGORY_ICONS[category]}>{t(`category.${category}`)}</MenuLabel>
        </Link>
      ))}
      <Link to="/promotions" className={styles.menuItem}>
        <MenuLabel icon="gift">{t('home_games.menu.PROMO')}</MenuLabel>
      </Link>
      <button
        type="button"
        className={styles.menuItem}
        aria-pressed={current === 'FAV'}
        onClick={onFavourites}
      >
        <MenuLabel icon="heart">{t('home_games.menu.FAV')}</MenuLabel>
      </button>
    </nav>
  );
}
