import { CATEGORY_ROUTES } from '@platform/contract/constants';
import type { SiteConfig } from '@platform/contract/system';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { CATEGORY_ICONS } from '../../components/ui/category-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { createLazyArea } from '../../components/ui/lazy-area.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { loadFreePlay } from '../../features/auth/lazy.ts';
import { loadHeaderBalance } from '../../features/wallet/lazy.ts';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { navigableCategories } from '../../lib/category-routes.ts';
import { hideLoader, showLoader } from '../../lib/loader.ts';
import { showNeedRealAccount, showNotice } from '../../lib/notice.ts';
import { isTrialSession, useSession } from '../../lib/session.ts';
import styles from './header.module.css';
import { HeaderNav, type HeaderNavItem } from './header-nav.tsx';
import { LazyUserMenu } from './lazy-user-menu.tsx';

// Visitors never see a balance: its code and its socket load for members alone.
const LazyHeaderBalance = createLazyArea(loadHeaderBalance, {
  fallback: null,
});

/** The member centre's deposit tab (spec §2 header nav: deposit, page depositv2). */
const DEPOSIT_PATH = '/member?tab=depositv2';

/** Spec §2 direct-launch types that are not vendor categories; PVP, FISH and RNG are nav categories. */
const HOME_LINK = { to: '/', label: 'nav.home', icon: 'home' } as const;
const PROMO_LINK = { to: '/promotions', label: 'nav.promotions', icon: 'tag' } as const;

interface HeaderProps {
  config: SiteConfig;
  /** Present when the page has a side menu: on phones it opens as a drawer. */
  onOpenMenu?: () => void;
  menuOpen?: boolean;
  /** Set while the phone drawer covers the page. */
  inert?: boolean;
  /** Spec FREEPLAY3: visitors may start free play from the header. */
  freePlay?: boolean;
}

/** Spec §7 free play, loaded on the click: most visitors never press it. */
function useStartFreePlay() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return async () => {
    showLoader();
    try {
      const { startFreePlay } = await loadFreePlay();
      await startFreePlay({ queryClient, navigate, pathname });
    } catch (error) {
      showNotice({ tone: 'warning', text: apiErrorMessage(error, t) });
    } finally {
      hideLoader();
    }
  };
}

export function Header({ config, onOpenMenu, menuOpen = false, inert, freePlay = false }: HeaderProps) {
  const { t } = useTranslation();
  const session = useSession();
  const loggedIn = session.token !== null;
  const { open } = useAuthModal();
  const startFreePlay = useStartFreePlay();
  const navItems: HeaderNavItem[] = [
    { ...HOME_LINK, label: t(HOME_LINK.label), end: true },
    ...navigableCategories(config.categories).map((category) => ({
      to: CATEGORY_ROUTES[category],
      label: t(`category.${category}`),
      icon: CATEGORY_ICONS[category],
    })),
    { ...PROMO_LINK, label: t(PROMO_LINK.label) },
    { to: '/favorite', label: t('category.FAV'), icon: 'star' },
  ];

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
        {/* A member's phone header holds the balance: the mark alone leaves it the room. */}
        <Logo brand={config.brandName} compact markOnPhones={loggedIn} />
      </Link>
      <HeaderNav items={navItems} label={t('nav.games')} />
      <div className={styles.actions}>
        <div className={styles.wideOnly}>
          <LanguageSelect languages={config.languages} />
        </div>
        <div className={styles.wideOnly}>
          <ThemeToggle />
        </div>
        {loggedIn ? (
          <>
            <LazyHeaderBalance />
            <DepositButton trial={isTrialSession(session)} />
            <LazyUserMenu />
          </>
        ) : (
          <>
            {freePlay ? (
              <Button variant="ghost" size="sm" className={styles.wideOnly} onClick={startFreePlay}>
                {t('header.free_play')}
              </Button>
            ) : null}
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

/**
 * Spec §2: the signed-in header's deposit button. Phones keep deposit in the bottom tab bar
 * (VISUAL.md), so the header there holds only logo, balance and menu. A trial member is told to
 * get a real account, as every member page tells them (spec §6).
 */
function DepositButton({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name="wallet" size={16} />
      <span>{t('header.deposit')}</span>
    </>
  );
  const className = buttonClass('primary', 'sm');
  return (
    <div className={styles.wideOnly}>
      {trial ? (
        <button type="button" className={className} onClick={showNeedRealAccount}>
          {content}
        </button>
      ) : (
        <Link to={DEPOSIT_PATH} className={className}>
          {content}
        </Link>
      )}
    </div>
  );
}
