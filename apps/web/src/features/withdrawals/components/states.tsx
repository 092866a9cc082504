import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import styles from './withdrawals.module.css';

/** A failed load in the reader's words, with a retry (VISUAL.md States). */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('pages');
  return (
    <div className={styles.loadError} role="alert">
      <p>{apiErrorMessage(error, t)}</p>
      <Button variant="secondary" size="sm" icon={<Icon name="refresh" size={16} />} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

export function Skeleton({ rows = 2 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <span key={index} className={styles.skeletonRow} />
      ))}
    </div>
  );
}
