import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-text.ts';
import { useRetireContentItem } from '../api/use-retire-content-item.ts';
import type { ContentKind } from '../content-kinds.ts';

/** Asks before retiring: a retired item is never served again and cannot come back. */
export function RetireDialog({
  kind,
  id,
  name,
  onClose,
}: {
  kind: ContentKind;
  id: number;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const retire = useRetireContentItem(kind);
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t('content.retire.title', { kind: t(`content.kinds.${kind.key}.one`), id })}
    >
      <Stack>
        {name && <Text fw={700}>{name}</Text>}
        <Text size="sm">{t('content.retire.body')}</Text>
        {retire.error && <Alert color="red">{errorText(retire.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            color="red"
            loading={retire.isPending}
            onClick={() => retire.mutate(id, { onSuccess: onClose })}
          >
            {t('content.retire.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
