import { createLazyArea } from '../../components/ui/lazy-area.tsx';
import styles from './user-menu.module.css';

/** Only signed-in visitors see the account menu: it loads for them alone. */
export const LazyUserMenu = createLazyArea(() => import('./user-menu.tsx'), {
  fallback: <span className={styles.placeholder} aria-hidden="true" />,
});
