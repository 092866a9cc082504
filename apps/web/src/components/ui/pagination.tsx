import { useTranslation } from 'react-i18next';
import { Icon } from './icon.tsx';
import styles from './pagination.module.css';

export type PageItem = number | 'gap';

/**
 * The page buttons of a paginator with `marginPages` at each end and `pageRange` around the
 * current page (spec §9: announcements margin 1 range 5, lobby margin 2 range 5). A gap of a single
 * page shows that page rather than an ellipsis.
 */
export function pageItems(page: number, pages: number, marginPages: number, pageRange: number): PageItem[] {
  if (pages <= 0) return [];
  const current = Math.min(Math.max(page, 1), pages);
  const start = Math.max(1, Math.min(current - Math.floor(pageRange / 2), pages - pageRange + 1));
  const end = Math.min(pages, start + pageRange - 1);
  const shown = new Set<number>();
  for (let n = 1; n <= Math.min(marginPages, pages); n++) shown.add(n);
  for (let n = Math.max(1, pages - marginPages + 1); n <= pages; n++) shown.add(n);
  for (let n = start; n <= end; n++) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  let previous = 0;
  for (const n of sorted) {
    if (n - previous === 2) items.push(n - 1);
    else if (n - previous > 2) items.push('gap');
    items.push(n);
    previous = n;
  }
  return items;
}

interface PaginationProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  marginPages: number;
  pageRange: number;
  label: string;
}

/** Previous, numbered pages with gaps, next; never past the last page (spec §5). */
export function Pagination({ page, pages, onPage, marginPages, pageRange, label }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
        aria-label={t('pagination.previous')}
      >
        <Icon name="chevronLeft" size={16} />
      </button>
      {pageItems(page, pages, marginPages, pageRange).map((item, index) =>
        item === 'gap' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={styles.page}
            aria-current={item === page ? 'page' : undefined}
            aria-label={t('pagination.page', { page: item })}
            onClick={() => onPage(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={styles.step}
        disabled={page >= pages}
        onClick={() => onPage(Math.min(page + 1, pages))}
        aria-label={t('pagination.next')}
      >
        <Icon name="chevronRight" size={16} />
      </button>
    </nav>
  );
}
