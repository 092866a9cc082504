import { CATEGORY_ROUTES } from '@platform/contract/constants';
import { LINE_DETECTION_MODULE, type SiteFeature } from '@platform/contract/site-features';
import type { Banner, SiteConfig, WhitelabelNode } from '@platform/contract/system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CATEGORY_ICONS } from '../../components/ui/category-icons.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { LanguageSelect } from '../../components/ui/language-select.tsx';
import { createLazyArea } from '../../components/ui/lazy-area.tsx';
import { LazyQrCode } from '../../components/ui/lazy-qr-code.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { isFeatureOn, isModuleEnabled } from '../../features/system/index.ts';
import { navigableCategories } from '../../lib/category-routes.ts';
import { openCustomerService } from '../../lib/customer-service.ts';
import { absoluteUrl, findResource, iosDownloadLink } from '../../lib/downloads.ts';
import { useLanguage } from '../../lib/i18n.ts';
import { useMemberAction } from '../../lib/member-guard.ts';
import { isTrialSession, useSession } from '../../lib/session.ts';
import { useHandoffCode } from '../../lib/session-handoff.ts';
import { useInView } from '../../lib/use-in-view.ts';
import { ChatRoomModal } from '../lazy-areas.ts';
import styles from './side-menu.module.css';
import { Item } from './side-menu-item.tsx';
import { configuredSocialLinks } from './social.ts';
import { SocialLinks } from './social-links.tsx';

const LicenseModal = createLazyArea(() => import('./license-modal.tsx'), { fallback: null });
// Content arrives after the shell: its code stays out of the first download.
const SideMenuPromotions = createLazyArea(() => import('./side-menu-promotions.tsx'), { fallback: null });
const SideMenuBanners = createLazyArea(() => import('./side-menu-banners.tsx'), { fallback: null });

interface SideMenuProps {
  config: SiteConfig;
  whitelabel: readonly WhitelabelNode[] | undefined;
  licenseBanners: readonly Banner[];
  leftMenuBanners: readonly Banner[];
  drawerOpen: boolean;
  onCloseDrawer: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/**
 * Spec §2 side menu. Desktop: 240 px, collapsible to icons; tablet: icons; phone: a drawer.
 * Rows follow the whitelabel modules; the VIP, invite, reward and points mall entries are features
 * not built yet (site-features.ts), shown only while the operator has switched them on.
 */
export function SideMenu({
  config,
  whitelabel,
  licenseBanners,
  leftMenuBanners,
  drawerOpen,
  onCloseDrawer,
  collapsed,
  onToggleCollapsed,
}: SideMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const loggedIn = session.token !== null;
  const memberAction = useMemberAction();
  const navigate = useNavigate();
  const [licenseOpen, setLicenseOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);
  // The iOS code signs a phone in only while it is on screen: no code is made for a menu nobody sees.
  const [qrRef, qrInView] = useInView<HTMLSpanElement>();
  const handoffCode = useHandoffCode(session.token, qrInView);

  const on = (modId: string) => isModuleEnabled(whitelabel, modId);
  const feature = (name: SiteFeature) => isFeatureOn(whitelabel, name);
  /** Member pages: a visitor gets the login modal, a trial member in_need_true_account (spec §6). */
  const memberItem = (tab: string) =>
    loggedIn && !isTrialSession(session)
      ? { to: `/member?tab=${tab}` }
      : { onClick: () => memberAction(() => navigate(`/member?tab=${tab}`)) };

  const ios = findResource(config.resources, 'IOS_APP');
  const android = findResource(config.resources, 'ANDROID_APP');
  const iosLite = findResource(config.resources, 'IOS_LITE_APP');
  const showDownload = on('APPDOWNLOAD3') && Boolean(ios || android || iosLite);
  const service = on('LIVECHAT3') ? config.customerService[0] : undefined;
  // The live chat room (its own module): members and trial players (who read only) open it; a
  // visitor is asked to log in, as the room's socket is a member's. The outside customer service
  // keeps its own entry beside it (and the right bar's).
  const chatRoom = on('CHATROOM3');
  const channels = configuredSocialLinks(config.socialLinks, ['FACEBOOK', 'INSTAGRAM', 'TELEGRAM']);

  useEffect(() => {
    if (!drawerOpen) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    function onKey(event: KeyboardEvent) {
      if (event.key === 'Escape') onCloseDrawer();
    }
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [drawerOpen, onCloseDrawer]);

  return (
    <>
      <div
        className={`${styles.backdrop} ${drawerOpen ? styles.backdropOpen : ''}`}
        onClick={onCloseDrawer}
        aria-hidden="true"
      />
      <aside
        id="side-menu"
        className={styles.side}
        data-open={drawerOpen || undefined}
        data-collapsed={collapsed || undefined}
        aria-label={t('nav.side_menu')}
      >
        <div className={styles.drawerHead}>
          <Logo brand={config.brandName} compact />
          <button
            ref={closeRef}
            type="button"
            className={styles.iconButton}
            onClick={onCloseDrawer}
            aria-label={t('common.close_menu')}
          >
            <Icon name="close" size={20} />
          </button>
        </div>
        <button
          type="button"
          className={styles.collapse}
          onClick={onToggleCollapsed}
          aria-label={collapsed ? t('common.expand_menu') : t('common.collapse_menu')}
          title={collapsed ? t('common.expand_menu') : t('common.collapse_menu')}
        >
          <Icon name={collapsed ? 'chevronRight' : 'chevronLeft'} size={18} />
        </button>

        <nav aria-label={t('nav.main')} className={styles.scroll}>
          <ul className={styles.list}>
            <Item icon="home" label={t('nav.home')} to="/" end />
            {/* Features not built yet show to nobody, visitors included, until their module is on. */}
            {feature('vip') ? (
              <Item icon="crown" label={t('nav.vip_bonus')} {...memberItem('securityCenter')} />
            ) : null}
            {feature('referral') ? (
              <Item icon="gift" label={t('nav.invite')} {...memberItem('referral')} />
            ) : null}
            {feature('rewardCenter') ? (
              <Item icon="trophy" label={t('nav.reward_center')} {...memberItem('rewardCenter')} />
            ) : null}
            {feature('pointMall') ? <Item icon="store" label={t('nav.point_mall')} to="/pointMall" /> : null}
          </ul>

          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{t('nav.promotions')}</h2>
            <Link to="/promotions" className={styles.more}>
              {t('common.more')}
              <Icon name="chevronRight" size={14} />
            </Link>
          </div>
          <ul className={styles.list}>
            <SideMenuPromotions />
          </ul>

          <div className={styles.group}>
            <h2 className={styles.groupTitle}>{t('nav.games')}</h2>
          </div>
          <ul className={styles.list}>
            {navigableCategories(config.categories).map((category) => (
              <Item
                key={category}
                icon={CATEGORY_ICONS[category]}
                label={t(`category.${category}`)}
                to={CATEGORY_ROUTES[category]}
              />
            ))}
            <Item icon="star" label={t('category.FAV')} to="/favorite" />
          </ul>

          <ul className={`${styles.list} ${styles.divided}`}>
            {showDownload ? (
              <li className={styles.railOnly}>
                <Link to="/down" className={styles.item} title={t('nav.download')}>
                  <span className={styles.itemIcon}>
                    <Icon name="download" size={20} />
                  </span>
                  <span className={styles.label}>{t('nav.download')}</span>
                </Link>
              </li>
            ) : null}
            {chatRoom ? (
              <Item
                icon="chat"
                label={t('nav.live_chat')}
                onClick={() => memberAction(() => setChatOpen(true), { allowTrial: true })}
              />
            ) : null}
            {service ? (
              <Item
                icon="headset"
                label={chatRoom ? t('nav.customer_service') : t('nav.live_chat')}
                onClick={() => openCustomerService(service.path)}
              />
            ) : null}
            {licenseBanners.length > 0 ? (
              <Item icon="shield" label={t('nav.license')} onClick={() => setLicenseOpen(true)} />
            ) : null}
            {on(LINE_DETECTION_MODULE) ? <Item icon="globe" label={t('nav.lines')} to="/lines" /> : null}
          </ul>
        </nav>

        <div className={styles.extras}>
          {leftMenuBanners.length > 0 ? <SideMenuBanners banners={leftMenuBanners} /> : null}
          {showDownload ? (
            <section className={styles.download} aria-labelledby="side-download-title">
              <h2 id="side-download-title" className={styles.downloadTitle}>
                <Icon name="download" size={18} />
                {t('nav.download')}
              </h2>
              {ios ? (
                <div className={styles.qrRow}>
                  <span className={styles.qrSlot} ref={qrRef}>
                    <LazyQrCode
                      value={iosDownloadLink(language, handoffCode)}
                      label={t('download.qr_label', { name: t('download.IOS_APP') })}
                      size={92}
                    />
                  </span>
                  <p className={styles.qrText}>{t('download.scan_short')}</p>
                </div>
              ) : null}
              <div className={styles.stores}>
                {ios ? (
                  <a className={styles.store} href={absoluteUrl(ios.url)} rel="noopener">
                    <Icon name="apple" size={16} />
                    iOS
                  </a>
                ) : null}
                {android ? (
                  <a className={styles.store} href={absoluteUrl(android.url)} rel="noopener">
                    <Icon name="android" size={16} />
                    Android
                  </a>
                ) : null}
                {iosLite ? (
                  <a className={styles.store} href={absoluteUrl(iosLite.url)} rel="noopener">
                    <Icon name="smartphone" size={16} />
                    {t('download.lite')}
                  </a>
                ) : null}
              </div>
            </section>
          ) : null}

          <LanguageSelect languages={config.languages} variant="field" />
          <div className={styles.drawerOnly}>
            <ThemeToggle withLabel />
          </div>

          <SocialLinks
            links={channels}
            titleId="side-channels-title"
            title={t('nav.official_channels')}
            classNames={{ title: styles.channelsTitle, list: styles.channels }}
          />
        </div>
      </aside>
      {chatOpen ? <ChatRoomModal open={chatOpen} onClose={() => setChatOpen(false)} /> : null}
      {licenseOpen ? (
        <LicenseModal open={licenseOpen} onClose={() => setLicenseOpen(false)} banners={licenseBanners} />
      ) : null}
    </>
  );
}
