import type { Feedback } from '@platform/contract/feedback';
import { useTranslation } from 'react-i18next';
import { Inset } from '../../../components/ui/panel.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import styles from './feedback.module.css';

/** My submissions, newest first: status, what I wrote, and the operator's answers (as text). */
export function FeedbackHistory({ list }: { list: Feedback[] }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  return (
    <Inset icon="clock" title={t('feedback.history')}>
      <ul className={styles.list}>
        {list.map((item) => (
          <li key={item.id} className={styles.item}>
            <div className={styles.itemHead}>
              <strong>{t(`feedback.types.${item.questionType}`)}</strong>
              <span className={styles[item.status]}>{t(`feedback.statuses.${item.status}`)}</span>
            </div>
            <p className={styles.muted}>
              <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, language)}</time>
              {item.images.length ? ` · ${t('feedback.image_count', { count: item.images.length })}` : ''}
            </p>
            <p className={styles.content}>{item.content}</p>
            {item.answers.map((answer) => (
              <div key={answer.id} className={styles.answer}>
                <p className={styles.answerHead}>
                  {t('feedback.answer')} ·{' '}
                  <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt, language)}</time>
                </p>
                <p className={styles.content}>{answer.body}</p>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </Inset>
  );
}
