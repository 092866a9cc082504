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

interface InsetProps {
  title: ReactNode;
  icon?: IconName;
  /** Beside the title: a refresh or add button. */
  action?: ReactNode;
  /** `callout` asks for attention (instructions to follow, a finished step). */
  tone?: 'plain' | 'callout';
  role?: 'status';
  children: ReactNode;
}

/** A titled section inside a panel or a member-centre tab (a form, a list, a summary). */
export function Inset({ title, icon, action, tone = 'plain', role, children }: InsetProps) {
  const id = useId();
  const heading = (
    <h3 id={id} className={styles.insetTitle}>
      {icon ? <Icon name={icon} size={20} /> : null}
      {title}
    </h3>
  );
  return (
    <section
      className={tone === 'callout' ? styles.insetCallout : styles.inset}
      role={role}
      aria-labelledby={id}
    >
      {action ? (
        <div className={styles.insetHead}>
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

/** Insets one under another, spaced as a tab's content. */
export function InsetStack({ children }: { children: ReactNode }) {
  return <div className={styles.insetStack}>{children}</div>;
}
