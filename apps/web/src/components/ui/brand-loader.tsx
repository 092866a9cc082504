import styles from './brand-loader.module.css';
import { BrandMark } from './logo.tsx';

interface BrandLoaderProps {
  label: string;
  fullscreen?: boolean;
  /** Offered when the wait has failed. */
  retry?: { label: string; onRetry: () => void };
}

/** The branded loader: the mark inside a turning gold ring. */
export function BrandLoader({ label, fullscreen = false, retry }: BrandLoaderProps) {
  return (
    <div className={fullscreen ? styles.fullscreen : styles.inline} role="status" aria-live="polite">
      <div className={styles.mark}>
        {retry ? null : <span className={styles.ring} aria-hidden="true" />}
        <BrandMark size={48} />
      </div>
      {retry ? (
        <button type="button" className={styles.retry} onClick={retry.onRetry}>
          {retry.label}
        </button>
      ) : (
        <span className={styles.label}>{label}</span>
      )}
    </div>
  );
}
