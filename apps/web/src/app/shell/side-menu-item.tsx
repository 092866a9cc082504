import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import styles from './side-menu.module.css';

export interface ItemProps {
  icon: IconName;
  label: string;
  to?: string;
  onClick?: () => void;
  end?: boolean;
  className?: string;
}

/** One row: a link, or a button when it opens something (login modal, chat, licence). */
export function Item({ icon, label, to, onClick, end, className }: ItemProps) {
  const location = useLocation();
  // A link with a query (/member?tab=…) or a hash (/promotions#12) is current only when that matches too.
  const query = to?.includes('?') ? to.slice(to.indexOf('?')) : null;
  const hash = to?.includes('#') ? to.slice(to.indexOf('#')) : null;
  const content: ReactNode = (
    <>
      <span className={styles.itemIcon}>
        <Icon name={icon} size={20} />
      </span>
      <span className={styles.label}>{label}</span>
    </>
  );
  return (
    <li className={className}>
      {to ? (
        <NavLink
          to={to}
          end={end}
          title={label}
          className={({ isActive }) =>
            isActive &&
            (query === null || location.search === query) &&
            (hash === null || location.hash === hash)
              ? `${styles.item} ${styles.active}`
              : styles.item
          }
        >
          {content}
        </NavLink>
      ) : (
        <button type="button" className={styles.item} onClick={onClick} title={label}>
          {content}
        </button>
      )}
    </li>
  );
}
