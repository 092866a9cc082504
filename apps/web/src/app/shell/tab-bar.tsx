import type { SiteFeature } from '@platform/contract/site-features';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useUnreadMessages } from '../../features/messages/index.ts';
import { useMemberAction } from '../../lib/member-guard.ts';
import { isTrialSession, useSession } from '../../lib/session.ts';
import styles from './tab-bar.module.css';

const TABS: ReadonlyArray<{
  key: string;
  icon: IconName;
  to: string;
  member: boolean;
  feature?: SiteFeature;
}> = [
  { key: 'home', icon: 'home', to: '/', member: false },
  { key: 'promotions', icon: 'tag', to: '/promotions', member: false },
  { key: 'deposit', icon: 'wallet', to: '/member?tab=depositv2', member: true },
  { key: 'messages', icon: 'mail', to: '/member?tab=messageV2', member: true },
  { key: 'me', icon: 'user', to: '/member', member: true },
];

/**
 * Phone bottom tab bar (VISUAL.md): the main actions under the thumb. A tab of a feature not built
 * yet (site-features.ts) shows only while the operator has it on.
 */
export function TabBar({ isFeatureOn }: { isFeatureOn: (feature: SiteFeature) => boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const realMember = session.token !== null && !isTrialSession(session);
  const memberAction = useMemberAction();
  const navigate = useNavigate();
  const location = useLocation();
  const current = `${location.pathname}${location.search}`;
  // Spec §2: the messages tab carries the unread count (never asked for a trial member, §6).
  const unread = useUnreadMessages();

  return (
    <nav className={styles.bar} aria-label={t('nav.tab_bar')}>
      <ul className={styles.list}>
        {TABS.filter((tab) => !tab.feature || isFeatureOn(tab.feature)).map((tab) => {
          const active = tab.to === '/' ? location.pathname === '/' : current === tab.to;
          const content = (
            <>
              <span className={styles.iconWrap}>
                <Icon name={tab.icon} size={22} />
                {tab.key === 'messages' && unread > 0 ? (
                  <span className={styles.badge} aria-hidden="true">
                    {unread > 99 ? '99+' : unread}
                  </span>
                ) : null}
              </span>
              <span className={styles.label}>{t(`nav.${tab.key}`)}</span>
              {tab.key === 'messages' && unread > 0 ? (
                <span className="visually-hidden">{t('nav.unread', { count: unread })}</span>
              ) : null}
            </>
          );
          return (
            <li key={tab.key}>
              {tab.member && !realMember ? (
                <button
                  type="button"
                  className={styles.tab}
                  onClick={() => memberAction(() => navigate(tab.to))}
                >
                  {content}
                </button>
              ) : (
                <NavLink
                  to={tab.to}
                  className={active ? `${styles.tab} ${styles.active}` : styles.tab}
                  aria-current={active ? 'page' : undefined}
                >
                  {content}
                </NavLink>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
