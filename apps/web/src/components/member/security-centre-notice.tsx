import { Link } from 'react-router';
import { Icon } from '../ui/icon.tsx';
import { Notice } from '../ui/notice.tsx';
import styles from './security-centre-notice.module.css';

/** The member centre's security tab, where the payee name and the payment password are set. */
export const SECURITY_TAB = { search: '?tab=securityCenter' };

/**
 * Something the security centre sets (payee name, payment password) is missing: says what, and
 * links there. Shared by every money form that needs one of them.
 */
export function SecurityCentreNotice({ message, linkLabel }: { message: string; linkLabel: string }) {
  return (
    <Notice tone="warning" role="alert" className={styles.notice}>
      <div>
        <p>{message}</p>
        <Link to={SECURITY_TAB} className={styles.link}>
          {linkLabel}
          <Icon name="chevronRight" size={16} />
        </Link>
      </div>
    </Notice>
  );
}
