import { Alert, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { formatMoney } from '../../lib/format.ts';
import { useDrawExposure } from './api/use-lottery-draws.ts';
import { useLotteryWords } from './lottery-words.ts';

/** What a draw owes per selection if it comes up, largest first, beside the cap. */
export function ExposureDialog(props: { drawId: string; exponent: number; onClose: () => void }) {
  const { t } = useTranslation();
  const words = useLotteryWords();
  const errorText = useErrorText();
  const exposure = useDrawExposure(props.drawId);
  const money = (minor: number) => formatMoney(minor, props.exponent);
  const list = exposure.data?.list ?? [];
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('lotteries.exposure.title', { drawId: props.drawId })}
      centered
      size="lg"
    >
      <Stack>
        {exposure.isLoading && <Loader size="sm" aria-label={t('common.loading')} />}
        {exposure.error && <Alert color="red">{errorText(exposure.error)}</Alert>}
        {exposure.data && (
          <>
            <Text size="sm">{t('lotteries.exposure.cap', { cap: money(exposure.data.maxExposure) })}</Text>
            {list.length === 0 ? (
              <Text c="dimmed">{t('lotteries.exposure.none')}</Text>
            ) : (
              <Table striped aria-label={t('lotteries.exposure.title', { drawId: props.drawId })}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('lotteries.exposure.market')}</Table.Th>
                    <Table.Th>{t('lotteries.exposure.selection')}</Table.Th>
                    <Table.Th ta="right">{t('lotteries.exposure.liability')}</Table.Th>
                    <Table.Th ta="right">{t('lotteries.exposure.remaining')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((row) => (
                    <Table.Tr key={`${row.market}:${row.selection}`}>
                      <Table.Td>{words.market(row.market)}</Table.Td>
                      <Table.Td>{row.selection}</Table.Td>
                      <Table.Td ta="right">{money(row.liability)}</Table.Td>
                      <Table.Td ta="right">{money(row.remaining)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Modal>
  );
}
