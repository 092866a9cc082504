import { Link } from 'react-router';
import { Icon, type IconName } from './icon.tsx';

interface TabNavProps {
  label: string;
  items: ReadonlyArray<{ key: string; icon: IconName; label: string; badge?: number }>;
  current: string;
  /** Each page styles its own menu, usually by composing page.module.css's side-nav classes. */
  classNames: { nav?: string; list?: string; link?: string; badge?: string };
  /** Read after the count of a badge ("3 unread"). */
  badgeLabel?: (count: number) => string;
}

/** A page's side menu whose entries switch the ?tab= search parameter. */
export function TabNav({ label, items, current, classNames, badgeLabel }: TabNavProps) {
  return (
    <nav className={classNames.nav} aria-label={label}>
      <ul className={classNames.list}>
        {items.map((item) => (
          <li key={item.key}>
            <Link
              to={{ search: `?tab=${item.key}` }}
              className={classNames.link}
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
