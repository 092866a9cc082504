import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBanners } from '../../components/content/use-banners.ts';
import { isPopupClosed } from '../../features/content/index.ts';
import { isFeatureOn, isModuleEnabled, useWhitelabel } from '../../features/system/index.ts';
import { useAuthModal } from '../../lib/auth-modal.ts';
import { useIsLoggedIn } from '../../lib/session.ts';
import { LOCAL_KEYS, readItem, writeItem } from '../../lib/storage.ts';
import { FeatureOutlet } from '../guards/require-feature.tsx';
import { useLayoutRules } from '../layout-rules.ts';
import { PopupAnnouncements } from '../lazy-areas.ts';
import { Footer } from '../shell/footer.tsx';
import { Header } from '../shell/header.tsx';
import { RightBar } from '../shell/right-bar.tsx';
import { SideMenu } from '../shell/side-menu.tsx';
import { telegramUrl } from '../shell/social.ts';
import { TabBar } from '../shell/tab-bar.tsx';
import { TelegramFloat } from '../shell/telegram-float.tsx';
import { useLoadedConfig } from '../use-loaded-config.ts';
import styles from './main-layout.module.css';

/** Header, side menu and footer around the player pages (spec §2 layout rules per route). */
export function MainLayout() {
  const { t } = useTranslation();
  const config = useLoadedConfig();
  const rules = useLayoutRules();
  const whitelabel = useWhitelabel();
  const licenseBanners = useBanners('w_license');
  const leftMenuBanners = useBanners('w_leftmenu');
  const loggedIn = useIsLoggedIn();
  const { modal } = useAuthModal();
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [collapsed, setCollapsed] = useState(() => readItem('local', LOCAL_KEYS.sideMenuCollapsed) === '1');
  const telegram = telegramUrl(config);

  // A drawer left open would cover the page the user just chose.
  // biome-ignore lint/correctness/useExhaustiveDependencies: closes on every route change
  useEffect(() => setDrawerOpen(false), [pathname]);

  useEffect(() => {
    document.title = config.brandName;
  }, [config.brandName]);

  // The drawer exists on phones only: growing past that width closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    const wide = window.matchMedia('(min-width: 768px)');
    const close = () => {
      if (wide.matches) setDrawerOpen(false);
    };
    wide.addEventListener('change', close);
    return () => wide.removeEventListener('change', close);
  }, [drawerOpen]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const toggleCollapsed = useCallback(() => {
    setCollapsed((value) => {
      writeItem('local', LOCAL_KEYS.sideMenuCollapsed, value ? '0' : '1');
      return !value;
    });
  }, []);

  // Spec §4: the pop-ups of this login state until closed in this session; never over an account modal.
  const offerPopups = !modal && !isPopupClosed(loggedIn);
  const side = rules.sideMenu ? (collapsed ? 'collapsed' : 'expanded') : 'none';
  // While the drawer is open, the page behind it is out of reach of focus and screen readers.
  const behindDrawer = drawerOpen || undefined;

  return (
    <div className={styles.shell} data-side={side}>
      <a className="skip-link" href="#main">
        {t('common.skip_to_content')}
      </a>
      <Header
        inert={behindDrawer}
        config={config}
        onOpenMenu={rules.sideMenu ? () => setDrawerOpen(true) : undefined}
        menuOpen={drawerOpen}
        freePlay={isModuleEnabled(whitelabel.data, 'FREEPLAY3')}
      />
      {rules.sideMenu ? (
        <SideMenu
          config={config}
          whitelabel={whitelabel.data}
          licenseBanners={licenseBanners.data ?? []}
          leftMenuBanners={leftMenuBanners.data ?? []}
          drawerOpen={drawerOpen}
          onCloseDrawer={closeDrawer}
          collapsed={collapsed}
          onToggleCollapsed={toggleCollapsed}
        />
      ) : null}
      <div className={styles.column} inert={behindDrawer}>
        <main id="main" className={styles.main} tabIndex={-1}>
          <FeatureOutlet />
        </main>
        {rules.footer ? <Footer config={config} /> : null}
      </div>
      <div inert={behindDrawer}>
        <TabBar isFeatureOn={(feature) => isFeatureOn(whitelabel.data, feature)} />
        <RightBar config={config} whitelabel={whitelabel.data} />
        {telegram ? <TelegramFloat url={telegram} /> : null}
      </div>
      {offerPopups ? <PopupAnnouncements key={String(loggedIn)} loggedIn={loggedIn} /> : null}
    </div>
  );
}
