import { Alert, Button, Group, Stack } from '@mantine/core';
import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { AdminMemberDetail } from '@platform/contract/members-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { AdjustBalanceButton } from '../adjustments/adjustment-dialog.tsx';
import { useCan } from '../auth/api/use-me.ts';
import { type AccessAction, useMemberAccess } from './api/use-member-access.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

/** What staff may do to the player: adjust the balance, lock or unlock, sign out, reset the password. */
export function PlayerActions({ detail }: { detail: AdminMemberDetail }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const can = useCan();
  const { member, balances } = detail;
  const access = useMemberAccess(member.id);
  const [done, setDone] = useState<AccessAction | null>(null);
  const [resetting, setResetting] = useState(false);
  const actions: AccessAction[] = [member.status === 'locked' ? 'unlock' : 'lock', 'end-sessions'];
  const isTrial = member.type === TRIAL_TYPE;
  return (
    <Stack gap="xs" align="flex-end">
      <Group>
        {can('finance.adjust') && !isTrial && (
          <AdjustBalanceButton memberId={member.id} memberAccount={member.account} balances={balances} />
        )}
        {can('members.write') &&
          actions.map((action) => (
            <Button
              key={action}
              variant="light"
              color={action === 'lock' ? 'red' : undefined}
              loading={access.isPending && access.variables === action}
              onClick={() => access.mutate(action, { onSuccess: () => setDone(action) })}
            >
              {t(`players.access.${action}`)}
            </Button>
          ))}
        {can('members.write') && !isTrial && (
          <Button variant="light" onClick={() => setResetting(true)}>
            {t('players.reset.open')}
          </Button>
        )}
      </Group>
      {done && <Alert color="green">{t(`players.access.${done}Done`)}</Alert>}
      {access.error && <Alert color="red">{errorText(access.error)}</Alert>}
      {resetting && (
        <ResetPasswordDialog
          memberId={member.id}
          account={member.account}
          onClose={() => setResetting(false)}
        />
      )}
    </Stack>
  );
}
