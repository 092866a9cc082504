import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { ShownOnce } from '../../components/shown-once.tsx';
import { useResetMemberPassword } from './api/use-member-access.ts';

/**
 * Resets a player's password after support has checked who is calling: first a confirmation, then
 * the temporary password, shown this once (the server keeps only its hash) to read to the player.
 */
export function ResetPasswordDialog(props: { memberId: number; account: string; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reset = useResetMemberPassword(props.memberId);
  const temporary = reset.data?.temporaryPassword;
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={t('players.reset.title', { account: props.account })}
      centered
    >
      {temporary ? (
        <ShownOnce
          intro={t('players.reset.done')}
          value={temporary}
          warning={t('players.reset.once')}
          testId="temporary-password"
          large
          onClose={props.onClose}
        />
      ) : (
        <Stack>
          <Text>{t('players.reset.confirm')}</Text>
          {reset.error && <Alert color="red">{errorText(reset.error)}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            <Button color="red" loading={reset.isPending} onClick={() => reset.mutate()}>
              {t('players.reset.submit')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
