import type { Language } from '@platform/contract/i18n';
import type { CustomerService } from '@platform/contract/system';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { openCustomerService } from '../../../lib/customer-service.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { GateFrame } from './gate-frame.tsx';
import styles from './gate-pages.module.css';

interface MaintenancePageProps {
  end: string | null;
  message: string | null;
  brand: string | null;
  languages?: readonly Language[];
  customerService: readonly CustomerService[];
}

export default function MaintenancePage({
  end,
  message,
  brand,
  languages,
  customerService,
}: MaintenancePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const service = customerService[0];
  return (
    <GateFrame
      brand={brand}
      languages={languages}
      icon="wrench"
      tone="warning"
      title={t('gate.maintenance_title')}
    >
      <p className={styles.text}>{t('gate.maintenance_body')}</p>
      {message ? <p className={styles.message}>{message}</p> : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('gate.maintenance_end')}</dt>
          <dd>{end ? formatDateTime(end, language) : t('gate.maintenance_end_unknown')}</dd>
        </div>
      </dl>
      {service ? (
        <Button
          size="lg"
          icon={<Icon name="headset" size={18} />}
          onClick={() => openCustomerService(service.path)}
        >
          {t('gate.contact_service')}
        </Button>
      ) : null}
    </GateFrame>
  );
}
