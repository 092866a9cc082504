import { RECORD_PAGE_SIZES } from '@platform/contract/wallet-constants';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import {
  RANGE_SHORTCUTS,
  type RangeProblem,
  type RangeShortcut,
  type RecordWindow,
  shortcutDays,
  windowOfDays,
} from '../../record-range.ts';
import styles from '../wallet-pages.module.css';

export interface RecordFilter {
  shortcut: RangeShortcut | null;
  from: string;
  to: string;
  /** The window the list shows; it changes only when a shortcut or a valid pair of days is chosen. */
  window: RecordWindow;
  problem: RangeProblem | null;
}

function shortcutFilter(shortcut: RangeShortcut): RecordFilter {
  const days = shortcutDays(shortcut, new Date());
  const result = windowOfDays(days.from, days.to);
  if (!result.ok) throw new Error(`shortcut ${shortcut} gave no window`);
  return { shortcut, ...days, window: result.window, problem: null };
}

/** The records open on the last week (spec §9 shortcut). */
export function useRecordFilter(initial: RangeShortcut = 'week') {
  const [filter, setFilter] = useState<RecordFilter>(() => shortcutFilter(initial));
  const choose = (shortcut: RangeShortcut) => setFilter(shortcutFilter(shortcut));
  const setDays = (from: string, to: string) =>
    setFilter((current) => {
      const result = windowOfDays(from, to);
      return result.ok
        ? { shortcut: null, from, to, window: result.window, problem: null }
        : { ...current, shortcut: null, from, to, problem: result.problem };
    });
  return { filter, choose, setDays };
}

interface RecordFiltersProps {
  filter: RecordFilter;
  onShortcut: (shortcut: RangeShortcut) => void;
  onDays: (from: string, to: string) => void;
  /** Extra controls (the account record's kind). */
  children?: ReactNode;
}

/** Date range with the §9 shortcuts, or two chosen days (at most 93 days apart). */
export function RecordFilters({ filter, onShortcut, onDays, children }: RecordFiltersProps) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.filters}>
      <fieldset className={styles.shortcuts}>
        <legend className="visually-hidden">{t('funds.records.range')}</legend>
        {(Object.keys(RANGE_SHORTCUTS) as RangeShortcut[]).map((shortcut) => (
          <Button
            key={shortcut}
            size="sm"
            variant={filter.shortcut === shortcut ? 'primary' : 'secondary'}
            aria-pressed={filter.shortcut === shortcut}
            onClick={() => onShortcut(shortcut)}
          >
            {t(`funds.records.shortcuts.${shortcut}`)}
          </Button>
        ))}
      </fieldset>
      <div className={styles.dates}>
        <label className={styles.dateField}>
          <span>{t('funds.records.from')}</span>
          <input
            type="date"
            value={filter.from}
            max={filter.to}
            onChange={(event) => onDays(event.target.value, filter.to)}
          />
        </label>
        <label className={styles.dateField}>
          <span>{t('funds.records.to')}</span>
          <input
            type="date"
            value={filter.to}
            min={filter.from}
            onChange={(event) => onDays(filter.from, event.target.value)}
          />
        </label>
        {children}
      </div>
      {filter.problem ? (
        <p className={styles.fieldError} role="alert">
          {t(`funds.records.${filter.problem}`)}
        </p>
      ) : null}
    </div>
  );
}

interface PagerProps {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}

/** Previous / next with the page count and a page size of 10, 20 or 50; never past the last page (spec §5). */
/** The page a record list shows; any new filter goes back to its first page. */
export function usePaging() {
  const [paging, setPaging] = useState({ page: 1, size: 20 });
  return {
    paging,
    firstPage: () => setPaging((current) => ({ ...current, page: 1 })),
    /** What the Pager under a loaded page needs. */
    pagerProps: (data: { page: number; total: number }): PagerProps => ({
      page: data.page,
      size: paging.size,
      total: data.total,
      onPage: (page) => setPaging((current) => ({ ...current, page })),
      onSize: (size) => setPaging({ page: 1, size }),
    }),
  };
}

export function Pager({ page, size, total, onPage, onSize }: PagerProps) {
  const { t } = useTranslation('pages');
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav className={styles.pager} aria-label={t('funds.records.paging')}>
      <label className={styles.pageSize}>
        <span>{t('funds.records.page_size')}</span>
        <select value={size} onChange={(event) => onSize(Number(event.target.value))}>
          {RECORD_PAGE_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <span className={styles.pageInfo}>{t('funds.records.page_of', { page, pages, total })}</span>
      <div className={styles.pageButtons}>
        <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('funds.records.previous')}
        </Button>
        <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('funds.records.next')}
        </Button>
      </div>
    </nav>
  );
}
