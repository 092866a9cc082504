import { WITHDRAWAL_STATUSES } from '@platform/contract/withdrawals';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusSelect } from '../../components/status-select.tsx';
import { WithdrawalTable } from './withdrawal-table.tsx';

/** Withdrawals of the merchant, the requested ones first: the finance desk's queue. */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<string | null>('requested');
  const filter = useMemo(() => ({ status: status ?? undefined }), [status]);
  return (
    <>
      <PageHeader title={t('nav.withdrawals')}>
        <StatusSelect
          label={t('finance.status')}
          statuses={WITHDRAWAL_STATUSES}
          value={status}
          onChange={setStatus}
        />
      </PageHeader>
      <WithdrawalTable filter={filter} />
    </>
  );
}
