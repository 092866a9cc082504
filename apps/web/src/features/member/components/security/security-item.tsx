import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../../components/ui/button.tsx';
import { Icon, type IconName } from '../../../../components/ui/icon.tsx';
import styles from './security.module.css';

interface SecurityItemProps {
  icon: IconName;
  title: string;
  status: string;
  done: boolean;
  actionLabel?: string;
  /** A form shown under the row; it gets `close` to fold itself away after success. */
  children?: (close: () => void) => ReactNode;
  /** An action that is not a form here (the change-password modal). */
  onAction?: () => void;
}

/** One protection of the account: its state, and the form that sets it, folded until asked for. */
export function SecurityItem({
  icon,
  title,
  status,
  done,
  actionLabel,
  children,
  onAction,
}: SecurityItemProps) {
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const close = () => setOpen(false);
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemIcon} aria-hidden="true">
          <Icon name={icon} size={20} />
        </span>
        <div className={styles.itemText}>
          <p className={styles.itemTitle}>{title}</p>
          <p className={styles.itemStatus} data-done={done}>
            {status}
          </p>
        </div>
        {actionLabel ? (
          <Button
            variant={open ? 'ghost' : 'secondary'}
            size="sm"
            aria-expanded={children ? open : undefined}
            aria-controls={children ? bodyId : undefined}
            onClick={() => (children ? setOpen((value) => !value) : onAction?.())}
          >
            {actionLabel}
          </Button>
        ) : null}
      </div>
      {children && open ? (
        <div id={bodyId} className={styles.itemBody}>
          {children(close)}
        </div>
      ) : null}
    </li>
  );
}
