import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon.tsx';
import styles from './notice.module.css';

export type NoticeTone = 'info' | 'warning' | 'error';

const DEFAULT_ICON: Record<Exclude<NoticeTone, 'error'>, IconName> = { info: 'help', warning: 'alert' };

interface NoticeProps {
  tone: NoticeTone;
  children: ReactNode;
  /** Info and warning notices lead with an icon; pass another to say more (a clock for "wait"). */
  icon?: IconName;
  /** `alert` for something that just went wrong, `status` for a standing condition. */
  role?: 'alert' | 'status';
  className?: string;
}

/**
 * An inline notice: info (accent), warning (a condition the reader should fix) or error (a refused
 * request). Errors are announced at once; the others are read when reached.
 */
export function Notice({ tone, children, icon, role, className }: NoticeProps) {
  const classes = [styles[tone], className].filter(Boolean).join(' ');
  if (tone === 'error') {
    return (
      <p className={classes} role={role ?? 'alert'}>
        {children}
      </p>
    );
  }
  return (
    <div className={classes} role={role}>
      <Icon name={icon ?? DEFAULT_ICON[tone]} size={20} />
      {children}
    </div>
  );
}
