import { ANNOUNCEMENT_PAGE_SIZE, ANNOUNCEMENT_PAGINATION } from '@platform/contract/content-constants';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/ui/pagination.tsx';
import styles from './announcement-browser.module.css';

interface Item {
  id: number;
  title: string;
}

interface AnnouncementBrowserProps<T extends Item> {
  items: readonly T[];
  /** The item shown first (the marquee opens the notice modal at the one clicked). */
  initialIndex?: number;
  renderContent: (item: T) => ReactNode;
}

/**
 * Spec §2 announcement pop-up and notice modal: titles on the left in pages of 8 (pagination
 * margin 1, range 5), the chosen one's content on the right. Phones stack the two.
 */
export function AnnouncementBrowser<T extends Item>({
  items,
  initialIndex = 0,
  renderContent,
}: AnnouncementBrowserProps<T>) {
  const { t } = useTranslation('content');
  const start = Math.min(Math.max(initialIndex, 0), Math.max(items.length - 1, 0));
  const [selected, setSelected] = useState(start);
  const [page, setPage] = useState(Math.floor(start / ANNOUNCEMENT_PAGE_SIZE) + 1);
  const titleId = useId();
  const pages = Math.ceil(items.length / ANNOUNCEMENT_PAGE_SIZE);
  const first = (page - 1) * ANNOUNCEMENT_PAGE_SIZE;
  const visible = items.slice(first, first + ANNOUNCEMENT_PAGE_SIZE);
  const current = items[selected];

  function goToPage(next: number) {
    setPage(next);
    setSelected((next - 1) * ANNOUNCEMENT_PAGE_SIZE);
  }

  return (
    <div className={styles.browser}>
      <div className={styles.side}>
        <ul className={styles.titles} aria-label={t('announcements.titles')}>
          {visible.map((item, offset) => {
            const index = first + offset;
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className={styles.title}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => setSelected(index)}
                >
                  <span className={styles.bullet} aria-hidden="true" />
                  <span className={styles.titleText}>{item.title}</span>
                </button>
              </li>
            );
          })}
        </ul>
        <Pagination
          page={page}
          pages={pages}
          onPage={goToPage}
          marginPages={ANNOUNCEMENT_PAGINATION.marginPages}
          pageRange={ANNOUNCEMENT_PAGINATION.pageRange}
          label={t('announcements.pages')}
        />
      </div>
      {current ? (
        <article className={styles.content} aria-labelledby={titleId} aria-live="polite">
          <h3 id={titleId} className={styles.contentTitle}>
            {current.title}
          </h3>
          {renderContent(current)}
        </article>
      ) : null}
    </div>
  );
}
