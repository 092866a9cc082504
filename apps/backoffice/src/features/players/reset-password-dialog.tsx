import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
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
        <Stack>
          <Text>{t('players.reset.done')}</Text>
          <Group>
            <Code fz="lg" data-testid="temporary-password">
              {temporary}
            </Code>
            <CopyButton value={temporary}>
              {({ copied, copy }) => (
                <Button variant="light" size="compact-sm" onClick={copy}>
                  {t(copied ? 'common.copied' : 'common.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Alert color="yellow">{t('players.reset.once')}</Alert>
          <Group justify="flex-end">
            <Button onClick={props.onClose}>{t('common.close')}</Button>
          </Group>
        </Stack>
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
