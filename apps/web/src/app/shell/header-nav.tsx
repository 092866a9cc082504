import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon, type IconName } from '../../components/ui/icon.tsx';
import { useDismiss } from '../../lib/use-dismiss.ts';
import { fittingCount } from './fitting-count.ts';
import styles from './header-nav.module.css';

export interface HeaderNavItem {
  to: string;
  label: string;
  icon: IconName;
  /** Active on its own path only (home), not on the paths under it. */
  end?: boolean;
}

/** The "More" button's width before it was ever shown: the first pass guesses, the next measures. */
const MORE_GUESS_PX = 88;

const px = (value: string) => Number.parseFloat(value) || 0;

/**
 * Which of the entries fit in the row: measured again whenever the row, an entry (fonts, language)
 * or the button changes size. Entries past the count stay in the row, hidden, so they keep a width.
 */
function useFittingCount(total: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLLIElement>(null);
  const [count, setCount] = useState(total);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new entry (the site's categories came) is observed too
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const entries = [...list.children].filter((child) => child !== moreRef.current) as HTMLElement[];
      const style = getComputedStyle(list);
      const available = list.clientWidth - px(style.paddingLeft) - px(style.paddingRight);
      const moreWidth = moreRef.current?.offsetWidth || MORE_GUESS_PX;
      setCount(
        fittingCount(
          entries.map((entry) => entry.offsetWidth),
          px(style.columnGap),
          available,
          moreWidth,
        ),
      );
    };
    measure();
    // jsdom has none: there, with no layout, every entry fits.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    for (const child of list.children) observer.observe(child);
    return () => observer.disconnect();
  }, [total]);

  return { listRef, moreRef, count: Math.min(count, total) };
}

/**
 * The header's row of game categories and pages. What does not fit beside the actions (a member's
 * balance, a wide language) goes under "More" instead of scrolling out of sight: every entry stays
 * one click away at every width and language.
 */
export function HeaderNav({ items, label }: { items: readonly HeaderNavItem[]; label: string }) {
  const { t } = useTranslation();
  const { listRef, moreRef, count } = useFittingCount(items.length);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname } = useLocation();
  const hidden = items.slice(count);
  const hiddenActive = hidden.some((item) =>
    item.end ? pathname === item.to : pathname.startsWith(item.to),
  );

  // A chosen entry, another page or fewer hidden entries closes the panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and the count are the triggers
  useEffect(() => setOpen(false), [pathname, count]);

  useDismiss(open, moreRef, setOpen);

  const linkClass = ({ isActive }: { isActive: boolean }) =>
    isActive ? `${styles.link} ${styles.active}` : styles.link;

  return (
    <nav className={styles.nav} aria-label={label}>
      <ul className={styles.list} ref={listRef}>
        {items.map((item, index) => (
          <li
            key={item.to}
            className={index < count ? undefined : styles.overflowed}
            aria-hidden={index < count ? undefined : true}
          >
            <NavLink to={item.to} end={item.end} className={linkClass}>
              <Icon name={item.icon} size={18} />
              {item.label}
            </NavLink>
          </li>
        ))}
        <li ref={moreRef} className={styles.more} hidden={hidden.length === 0}>
          <button
            type="button"
            className={hiddenActive ? `${styles.link} ${styles.active}` : styles.link}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
          >
            {t('common.more')}
            <Icon name="chevronDown" size={16} />
          </button>
          {open ? (
            <ul id={panelId} className={styles.panel}>
              {hidden.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={linkClass} onClick={() => setOpen(false)}>
                    <Icon name={item.icon} size={18} />
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
