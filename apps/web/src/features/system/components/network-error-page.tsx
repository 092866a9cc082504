import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { GateFrame } from './gate-frame.tsx';
import styles from './gate-pages.module.css';

export default function NetworkErrorPage({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <GateFrame brand={null} icon="wifiOff" tone="neutral" title={t('gate.network_title')}>
      <p className={styles.text} role="alert">
        {t('gate.network_error')}
      </p>
      <Button size="lg" busy={retrying} onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </GateFrame>
  );
}
