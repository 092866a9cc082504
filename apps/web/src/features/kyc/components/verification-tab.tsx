import type { KycStatus } from '@platform/contract/kyc';
import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Inset, InsetStack } from '../../../components/ui/panel.tsx';
import { Money, useCurrency } from '../../wallet/index.ts';
import { useKycStatus } from '../api/use-kyc-status.ts';
import { DocumentsForm } from './documents-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { SubmissionList } from './submission-list.tsx';
import styles from './verification.module.css';

/** My tier, and what each tier allows over 30 days (no limit unless the operator set one). */
function TierSummary({ status }: { status: KycStatus }) {
  const { t } = useTranslation('pages');
  const currency = useCurrency();
  const amount = (limit: number | null) =>
    limit === null ? t('kyc.no_limit') : currency ? <Money minor={limit} currency={currency} /> : null;
  return (
    <Inset icon="shield" title={t('kyc.tier_title', { tier: status.tier })}>
      <p className={styles.muted}>{t(`kyc.tier_desc.${status.tier}`)}</p>
      <table className={styles.limits}>
        <caption className={styles.caption}>{t('kyc.limits_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('kyc.tier')}</th>
            <th scope="col">{t('kyc.deposit_limit')}</th>
            <th scope="col">{t('kyc.withdrawal_limit')}</th>
          </tr>
        </thead>
        <tbody>
          {status.limits.map((row) => (
            <tr key={row.tier} className={row.tier === status.tier ? styles.current : undefined}>
              <th scope="row">{t('kyc.tier_n', { tier: row.tier })}</th>
              <td>{amount(row.depositLimit)}</td>
              <td>{amount(row.withdrawalLimit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Inset>
  );
}

/** The member centre's Verification tab: tier 1 details, then identity documents for tier 2. */
export default function VerificationTab() {
  const { t } = useTranslation('pages');
  const status = useKycStatus();
  if (status.isError) return <ListError error={status.error} onRetry={() => void status.refetch()} />;
  if (!status.data) return <ListSkeleton rows={3} />;
  const data = status.data;
  const pending = data.submissions.some((submission) => submission.status === 'pending');
  return (
    <InsetStack>
      <TierSummary status={data} />
      {data.tier === 0 ? (
        <Inset icon="user" title={t('kyc.profile_title')}>
          <ProfileForm minimumAge={data.minimumAge} />
        </Inset>
      ) : null}
      {data.tier === 1 && !pending ? (
        <Inset icon="ticket" title={t('kyc.documents_title')}>
          <DocumentsForm />
        </Inset>
      ) : null}
      {data.submissions.length ? <SubmissionList submissions={data.submissions} /> : null}
    </InsetStack>
  );
}
