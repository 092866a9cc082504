import { type ReactNode, useId } from 'react';
import { Icon, type IconName } from './icon.tsx';
import styles from './panel.module.css';

interface PanelProps {
  title: string;
  icon?: IconName;
  action?: ReactNode;
  children: ReactNode;
}

/** A titled surface section of a page. */
export function Panel({ title, icon, action, children }: PanelProps) {
  const id = useId();
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <div className={styles.head}>
        <h2 id={id} className={styles.title}>
          {icon ? <Icon name={icon} size={20} className={styles.icon} /> : null}
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
