import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { Inset, InsetStack } from '../../../components/ui/panel.tsx';
import { useFeedbackList } from '../api/use-feedback.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { FeedbackHistory } from './feedback-list.tsx';

/** The member centre's Feedback tab (spec §1 feedback and complaints): the form, then my submissions. */
export default function FeedbackTab() {
  const { t } = useTranslation('pages');
  const feedback = useFeedbackList();
  const [sent, setSent] = useState(false);
  if (feedback.isError) return <ListError error={feedback.error} onRetry={() => void feedback.refetch()} />;
  if (!feedback.data) return <ListSkeleton rows={3} />;
  return (
    <InsetStack>
      <Inset icon="inbox" title={t('feedback.title')}>
        {sent ? <Notice tone="info">{t('feedback.sent')}</Notice> : null}
        <FeedbackForm bounds={feedback.data.bounds} onSent={() => setSent(true)} />
      </Inset>
      {feedback.data.list.length ? <FeedbackHistory list={feedback.data.list} /> : null}
    </InsetStack>
  );
}
