import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../lib/api-error-message.ts';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import type { IconName } from './icon.tsx';
import styles from './list-states.module.css';

/** The loading skeleton: a few rows shaped like the list that is coming. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeletonList} aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}

/** The loading placeholder of a section that is not a list. */
export function SkeletonBlock() {
  return <div className={styles.skeletonBlock} aria-busy="true" />;
}

/** A failed load in the reader's words, with a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.errorBox} role="alert">
      <p>{apiErrorMessage(error, t)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

interface QueryViewProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    data: T | undefined;
    refetch: () => unknown;
  };
  isEmpty: (data: T) => boolean;
  emptyIcon?: IconName;
  children: (data: T) => ReactNode;
}

/** Every list's three states (VISUAL.md States): skeleton, error with retry, and the spec's in_no_data. */
export function QueryView<T>({ query, isEmpty, emptyIcon, children }: QueryViewProps<T>) {
  if (query.data !== undefined)
    return isEmpty(query.data) ? <EmptyState icon={emptyIcon} /> : children(query.data);
  if (query.isError) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  return <ListSkeleton />;
}
