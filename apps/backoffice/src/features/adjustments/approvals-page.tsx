import { Select } from '@mantine/core';
import { ADJUSTMENT_STATUSES } from '@platform/contract/adjustments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { AdjustmentTable } from './adjustment-table.tsx';
import { ThresholdCard } from './threshold-card.tsx';

/** The approval queue of manual adjustments (four eyes): pending ones first, any status on demand. */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>('pending');
  const filter = useMemo(() => ({ status: status ?? undefined }), [status]);
  return (
    <>
      <PageHeader title={t('adjustments.nav.approvals')}>
        <Select
          aria-label={t('adjustments.status')}
          placeholder={t('common.all')}
          clearable
          value={status}
          onChange={setStatus}
          data={ADJUSTMENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
      </PageHeader>
      <ThresholdCard />
      <AdjustmentTable filter={filter} />
    </>
  );
}
