import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { MaintenanceCard } from './maintenance-card.tsx';
import { RegionsCard } from './regions-card.tsx';

/** What keeps visitors off the site: the maintenance window and the blocked countries. */
export function MaintenanceRegionsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('settings.maintenance.pageTitle')} />
      <MaintenanceCard />
      <RegionsCard />
    </>
  );
}
