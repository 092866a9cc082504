import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type AdminFeedback, FeedbackAnswerInputSchema } from '@platform/contract/feedback';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { formatMoment } from '../../lib/format.ts';
import { fetchFeedbackImage, useFeedbackActions } from './api/use-feedback.ts';

export const STATUS_COLORS = { open: 'yellow', answered: 'teal', closed: 'gray' } as const;

/** One feedback: what the player wrote (as text), the screenshots, the answers; answer or close. */
export function FeedbackDialog({ feedback, onClose }: { feedback: AdminFeedback; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { answer, close } = useFeedbackActions();
  // The dialog shows the answer it just sent without waiting for the queue.
  const [shown, setShown] = useState(feedback);
  const images = useQuery({
    queryKey: ['feedback-images', feedback.id],
    queryFn: () => Promise.all(feedback.images.map((image) => fetchFeedbackImage(feedback.id, image.id))),
    gcTime: 0,
  });
  useEffect(
    () => () => {
      for (const url of images.data ?? []) URL.revokeObjectURL(url);
    },
    [images.data],
  );
  const form = useContractForm(FeedbackAnswerInputSchema, { body: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (body) => {
    setShown(await answer.mutateAsync({ id: feedback.id, body: body.body }));
    form.reset({ body: '' });
  });
  return (
    <Modal opened onClose={onClose} title={t('feedback.dialogTitle', { account: shown.account })} size="xl">
      <Stack>
        <Group gap="xs">
          <Badge variant="light" color={STATUS_COLORS[shown.status]}>
            {t(`feedback.statuses.${shown.status}`)}
          </Badge>
          <Text size="sm" c="dimmed">
            {t(`feedback.types.${shown.questionType}`)} · {formatMoment(shown.createdAt)}
          </Text>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{shown.content}</Text>
        {images.isLoading && <Loader size="sm" />}
        {images.isError && <Alert color="red">{t('common.requestFailed')}</Alert>}
        {images.data && images.data.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {images.data.map((url, index) => (
              <Image key={url} src={url} alt={t('feedback.screenshot', { n: index + 1 })} radius="sm" />
            ))}
          </SimpleGrid>
        )}
        {shown.answers.map((item) => (
          <Card key={item.id} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {item.operator ?? t('feedback.formerOperator')} · {formatMoment(item.createdAt)}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{item.body}</Text>
          </Card>
        ))}
        {shown.status !== 'closed' && (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Textarea
                label={t('feedback.answerLabel')}
                autosize
                minRows={3}
                error={errors.body?.message}
                {...form.register('body')}
              />
              {(errors.root || close.error) && (
                <Alert color="red">{errors.root?.message ?? errorText(close.error)}</Alert>
              )}
              <Group justify="flex-end">
                <Button
                  variant="light"
                  color="gray"
                  loading={close.isPending}
                  onClick={() => close.mutate(feedback.id, { onSuccess: setShown })}
                >
                  {t('feedback.close')}
                </Button>
                <Button type="submit" loading={isSubmitting}>
                  {t('feedback.sendAnswer')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
