import { useToast } from '../lib/notice.ts';
import styles from './toaster.module.css';

/** Short notices (copy_success, transaction notices) announced politely and gone after a moment. */
export function Toaster() {
  const toast = useToast();
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {toast ? (
        <p key={toast.id} className={`${styles.toast} ${styles[toast.tone] ?? ''}`}>
          {toast.message}
        </p>
      ) : null}
    </div>
  );
}
