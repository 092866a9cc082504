import { CATEGORY_ROUTES } from '@platform/contract/constants';
import type { SiteConfig } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CATEGORY_ICONS } from '../../components/ui/category-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { navigableCategories } from '../../lib/category-routes.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import styles from './header.module.css';
import { LazyUserMenu } from './lazy-user-menu.tsx';

interface HeaderProps {
  config: SiteConfig;
  /** Present when the page has a side menu: on phones it opens as a drawer. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  /** Set while the phone drawer covers the page. */
  inert?: boolean;
}

export function Header({ config, onOpenMenu, menuOpen = false, inert }: HeaderProps) {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const { open } = useAuthModal();
  const categories = navigableCategories(config.categories);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.navLink} ${styles.active}` : styles.navLink;

  return (
    <header className={styles.header} inert={inert}>
      {onOpenMenu ? (
        <button
          type="button"
          className={styles.menuButton}
          onClick={onOpenMenu}
          aria-label={t('common.open_menu')}
          aria-expanded={menuOpen}
          aria-controls="side-menu"
        >
          <Icon name="menu" size={22} />
        </button>
      ) : null}
      <Link to="/" className={styles.logo} aria-label={t('nav.home_of', { brand: config.brandName })}>
        <Logo brand={config.brandName} compact />
      </Link>
      <nav className={styles.nav} aria-label={t('nav.games')}>
        <ul className={styles.navList}>
          {categories.map((category) => (
            <li key={category}>
              <NavLink to={CATEGORY_ROUTES[category]} className={navClass}>
                <Icon name={CATEGORY_ICONS[category]} size={18} />
                {t(`category.${category}`)}
              </NavLink>
            </li>
          ))}
          <li>
            <NavLink to="/favorite" className={navClass}>
              <Icon name="star" size={18} />
              {t('category.FAV')}
            </NavLink>
          </li>
        </ul>
      </nav>
      <div className={styles.actions}>
        <div className={styles.wideOnly}>
          <LanguageSelect languages={config.languages} />
        </div>
        <div className={styles.wideOnly}>
          <ThemeToggle />
        </div>
        {loggedIn ? (
          <LazyUserMenu imageBaseUrl={config.imageBaseUrl} />
        ) : (
          <>
            <Button variant="secondary" size="sm" className={styles.authButton} onClick={() => open('login')}>
              {t('header.login')}
            </Button>
            <Button size="sm" className={styles.authButton} onClick={() => open('register')}>
              {t('header.register')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
