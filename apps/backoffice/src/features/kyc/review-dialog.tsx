import { Alert, Button, Group, Image, Loader, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { KycRejectSchema, type KycReview } from '@platform/contract/kyc-admin';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { fetchKycDocument } from './api/fetch-kyc-document.ts';
import { useReviewKyc } from './api/use-kyc-reviews.ts';

/** The player's declared details and documents beside approve, and reject with a reason. */
export function ReviewDialog({ review, onClose }: { review: KycReview; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { approve, reject } = useReviewKyc();
  const live = review.documents.filter((document) => !document.deleted);
  const files = useQuery({
    queryKey: ['kyc-documents', review.id],
    queryFn: () => Promise.all(live.map((document) => fetchKycDocument(review.id, document.id))),
    gcTime: 0,
  });
  useEffect(
    () => () => {
      for (const file of files.data ?? []) URL.revokeObjectURL(file.url);
    },
    [files.data],
  );
  const form = useContractForm(KycRejectSchema, { reason: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (body) => {
    await reject.mutateAsync({ id: review.id, body });
    onClose();
  });
  const pending = review.status === 'pending';
  return (
    <Modal opened onClose={onClose} title={t('kyc.reviewTitle', { account: review.memberAccount })} size="xl">
      <Stack>
        <Text>
          {review.profile
            ? `${review.profile.fullName} · ${review.profile.birthDate} · ${review.profile.address}`
            : t('kyc.noProfile')}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`kyc.idTypes.${review.idType}`)}
          {review.reason ? ` · ${t('kyc.reason')}: ${review.reason}` : ''}
        </Text>
        {files.isLoading && <Loader size="sm" />}
        {files.isError && <Alert color="red">{t('common.requestFailed')}</Alert>}
        {live.length < review.documents.length && <Text c="dimmed">{t('kyc.deleted')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {files.data?.map((file, index) => {
            const label = t(`kyc.kinds.${live[index]?.kind ?? 'id_front'}`);
            return file.contentType === 'application/pdf' ? (
              <Button key={file.url} component="a" href={file.url} target="_blank" variant="light">
                {t('kyc.openPdf', { kind: label })}
              </Button>
            ) : (
              <Image key={file.url} src={file.url} alt={label} radius="sm" />
            );
          })}
        </SimpleGrid>
        {pending && (
          <form onSubmit={submit} noValidate>
            <Stack>
              <Textarea
                label={t('kyc.rejectReason')}
                autosize
                minRows={2}
                maxLength={500}
                error={errors.reason?.message}
                {...form.register('reason')}
              />
              {(errors.root || approve.error) && (
                <Alert color="red">{errors.root?.message ?? errorText(approve.error)}</Alert>
              )}
              <Group justify="flex-end">
                <Button type="submit" color="red" variant="light" loading={isSubmitting}>
                  {t('kyc.reject')}
                </Button>
                <Button
                  color="teal"
                  loading={approve.isPending}
                  onClick={() => approve.mutate(review.id, { onSuccess: onClose })}
                >
                  {t('kyc.approve')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
