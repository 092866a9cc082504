import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icon.tsx';

interface EmptyStateProps {
  icon?: IconName;
  title?: string;
  children?: ReactNode;
}

/** The spec's empty list view: an icon and `in_no_data`, optionally a hint and an action. */
export function EmptyState({ icon = 'inbox', title, children }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} role="status">
      <div className={styles.art} aria-hidden="true">
        <span className={styles.halo} />
        <Icon name={icon} size={40} />
      </div>
      <p className={styles.title}>{title ?? t('in_no_data')}</p>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
}
