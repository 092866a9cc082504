import { Link } from 'react-router';
import { Icon, type IconName } from './icon.tsx';
import pageStyles from './page.module.css';

interface TabNavProps {
  label: string;
  items: ReadonlyArray<{ key: string; icon: IconName; label: string; badge?: number }>;
  current: string;
  /**
   * A page may restyle its menu, usually by composing page.module.css's side-nav classes; without
   * them the menu is the plain side nav with the current entry in the accent.
   */
  classNames?: { nav?: string; list?: string; link?: string; badge?: string };
  /** Read after the count of a badge ("3 unread"). */
  badgeLabel?: (count: number) => string;
}

/** A page's side menu whose entries switch the ?tab= search parameter. */
export function TabNav({ label, items, current, classNames = {}, badgeLabel }: TabNavProps) {
  const linkClass = classNames.link ?? pageStyles.sideNavLink;
  return (
    <nav className={classNames.nav ?? pageStyles.sideNav} aria-label={label}>
      <ul className={classNames.list ?? pageStyles.sideNavList}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={{ search: `?tab=${item.key}` }}
              className={linkClass}
              aria-current={item.key === current ? 'page' : undefined}
            >
              <Icon name={item.icon} size={18} />
              <span>{item.label}</span>
              {item.badge ? (
                <>
                  <span className={classNames.badge} aria-hidden="true">
                    {item.badge > 99 ? '99+' : item.badge}
                  </span>
                  <span className="visually-hidden">{badgeLabel?.(item.badge) ?? item.badge}</span>
                </>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
