import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_QUESTION_TYPES,
  type FeedbackBounds,
  type FeedbackQuestionType,
  feedbackFormSchema,
} from '@platform/contract/feedback';
import { useTranslation } from 'react-i18next';
import {
  FileField,
  Form,
  fileList,
  IMAGE_FILES,
  SelectField,
  TextAreaField,
  useContractForm,
} from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { useSendFeedback } from '../api/use-feedback.ts';
import styles from './feedback.module.css';

const ACCEPT = FEEDBACK_IMAGE_TYPES.join(',');

/** The question type, the description within the operator's bounds, and up to 3 screenshots. */
export function FeedbackForm({ bounds, onSent }: { bounds: FeedbackBounds; onSent: () => void }) {
  const { t } = useTranslation('pages');
  const send = useSendFeedback();
  // The contract's rule (bounds included) with the screenshots as the form holds them: files.
  const schema = feedbackFormSchema(bounds, { images: fileList(IMAGE_FILES) });
  const form = useContractForm(schema, { defaultValues: { questionType: '', content: '', images: [] } });
  const request = useFormRequest(form);
  return (
    <Form
      form={form}
      className={styles.form}
      onSubmit={request.submit((values) => {
        if (send.isPending) return;
        const { questionType, content, images } = values as {
          questionType: string;
          content: string;
          images: File[];
        };
        send.mutate(
          { questionType: questionType as FeedbackQuestionType, content, images },
          {
            onError: (error) => request.refused(error, ['questionType', 'content', 'images']),
            onSuccess: () => {
              form.reset({ questionType: '', content: '', images: [] });
              onSent();
            },
          },
        );
      })}
    >
      <SelectField
        name="questionType"
        label={t('feedback.question_type')}
        placeholder={t('feedback.choose_type')}
        options={FEEDBACK_QUESTION_TYPES.map((type) => ({ value: type, label: t(`feedback.types.${type}`) }))}
        required
      />
      <TextAreaField
        name="content"
        label={t('feedback.content')}
        placeholder={t('feedback.content_placeholder')}
        required
      />
      <FileField
        name="images"
        label={t('feedback.images')}
        accept={ACCEPT}
        multiple
        hint={t('feedback.images_hint')}
      />
      {request.failure !== null ? <Notice tone="error">{apiErrorMessage(request.failure, t)}</Notice> : null}
      <Button type="submit" busy={send.isPending}>
        {t('feedback.send')}
      </Button>
    </Form>
  );
}
