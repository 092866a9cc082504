import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { LotteryCancelResult } from '@platform/contract/lottery-admin';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { useCancelDraw } from './api/use-lottery-draws.ts';

/** Asks before cancelling: every slip is refunded and the draw can never be drawn. */
export function CancelDrawDialog(props: {
  gameCode: string;
  drawId: string;
  onClose: () => void;
  onCancelled: (result: LotteryCancelResult) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const cancel = useCancelDraw(props.gameCode);
  const confirm = () => cancel.mutate(props.drawId, { onSuccess: props.onCancelled });
  return (
    <Modal
      opened
      onClose={props.onClose}
      centered
      title={t('lotteries.cancel.title', { drawId: props.drawId })}
    >
      <Stack>
        <Text size="sm">{t('lotteries.cancel.body')}</Text>
        {cancel.error && <Alert color="red">{errorText(cancel.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('lotteries.cancel.keep')}
          </Button>
          <Button color="red" loading={cancel.isPending} onClick={confirm}>
            {t('lotteries.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
