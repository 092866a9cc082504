import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  /** The route or category name shown above the title. */
  eyebrow?: string;
  description?: string;
  icon?: IconName;
  actions?: ReactNode;
}

/** The banner at the top of every page frame: icon tile, eyebrow, title and a line of context. */
export function PageHeader({ title, eyebrow, description, icon, actions }: PageHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.glow} aria-hidden="true" />
      {icon ? (
        <div className={styles.tile} aria-hidden="true">
          <Icon name={icon} size={30} />
        </div>
      ) : null}
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </div>
  );
}
