import type { KycSubmission } from '@platform/contract/kyc';
import { useTranslation } from 'react-i18next';
import { Inset } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import styles from './verification.module.css';

/** My submissions, newest first: each one's review status, the reason of a rejection, its files. */
export function SubmissionList({ submissions }: { submissions: KycSubmission[] }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <Inset icon="clock" title={t('kyc.submissions_title')}>
      <ul className={styles.submissions}>
        {submissions.map((submission) => (
          <li key={submission.id} className={styles.submission}>
            <div className={styles.submissionHead}>
              <strong>{t(`kyc.id_types.${submission.idType}`)}</strong>
              <span className={styles[submission.status]}>{t(`kyc.statuses.${submission.status}`)}</span>
            </div>
            <p className={styles.muted}>{formatDateTime(submission.createdAt, language)}</p>
            {submission.reason ? <p>{t('kyc.reason', { reason: submission.reason })}</p> : null}
            <ul className={styles.documents}>
              {submission.documents.map((document) => (
                <li key={document.id}>
                  {t(`kyc.kinds.${document.kind}`)}
                  {document.deleted ? ` · ${t('kyc.deleted')}` : ''}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Inset>
  );
}
