import { Alert, Image, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminWithdrawal } from '@platform/contract/withdrawals';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format.ts';
import { fetchProofImage } from './api/fetch-proof-image.ts';

/** What the member sent to show the money did not arrive, beside the amount they dispute. */
export function ProofsDialog(props: { withdrawal: AdminWithdrawal; exponent: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { withdrawal } = props;
  const images = useQuery({
    queryKey: ['proof-images', withdrawal.id],
    queryFn: () => Promise.all(withdrawal.proofs.map((proof) => fetchProofImage(withdrawal.id, proof.id))),
    gcTime: 0,
  });
  useEffect(
    () => () => {
      for (const url of images.data ?? []) URL.revokeObjectURL(url);
    },
    [images.data],
  );
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('finance.proofsTitle', { orderNo: withdrawal.orderNo })}
      size="lg"
    >
      <Stack>
        <Text>
          {t(`receipt.${withdrawal.receiptAnswer ?? 'none'}`)}
          {withdrawal.disputedAmount !== null &&
            ` · ${t('finance.disputed')}: ${formatMoney(withdrawal.disputedAmount, props.exponent)}`}
        </Text>
        {images.isLoading && <Loader size="sm" />}
        {images.isError && <Alert color="red">{t('common.requestFailed')}</Alert>}
        {withdrawal.proofs.length === 0 && <Text c="dimmed">{t('finance.noProofs')}</Text>}
        <SimpleGrid cols={2}>
          {images.data?.map((url, index) => (
            <Image key={url} src={url} alt={t('finance.proofAlt', { index: index + 1 })} radius="sm" />
          ))}
        </SimpleGrid>
      </Stack>
    </Modal>
  );
}
