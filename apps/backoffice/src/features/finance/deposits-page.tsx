import { DEPOSIT_STATUSES } from '@platform/contract/payments';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusSelect } from '../../components/status-select.tsx';
import { DepositTable } from './deposit-table.tsx';

/** Deposits of the merchant; pending manual transfers are confirmed (credited once) or rejected here. */
export function DepositsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>('pending');
  const filter = useMemo(() => ({ status: status ?? undefined }), [status]);
  return (
    <>
      <PageHeader title={t('nav.deposits')}>
        <StatusSelect
          label={t('finance.status')}
          statuses={DEPOSIT_STATUSES}
          value={status}
          onChange={setStatus}
        />
      </PageHeader>
      <DepositTable filter={filter} />
    </>
  );
}
