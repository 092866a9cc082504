import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import type { VerifyStatus } from '../lib/verify-round.ts';
import styles from './fairness.module.css';

const ICONS = { verified: 'shield', mismatch: 'alert', unrevealed: 'lock' } as const;

/** What a check of a round found, in words and colour (the words alone carry the meaning). */
export function VerificationStatus({ status, long = false }: { status: VerifyStatus; long?: boolean }) {
  const { t } = useTranslation('inHouse');
  return (
    <p className={styles.status} data-status={status} role="status">
      <Icon name={ICONS[status]} size={16} />
      <span>{long ? t(`fairness.${status}`) : t(`history.status.${status}`)}</span>
    </p>
  );
}
