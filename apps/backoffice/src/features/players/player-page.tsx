import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorText } from '../../components/error-text.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { AdjustBalanceButton } from '../adjustments/adjustment-dialog.tsx';
import { useCan } from '../auth/api/use-me.ts';
import { BetTable } from '../bets/bet-table.tsx';
import { DepositTable } from '../finance/deposit-table.tsx';
import { WithdrawalTable } from '../finance/withdrawal-table.tsx';
import { useAdminMember } from './api/use-admin-member.ts';
import { type AccessAction, useMemberAccess } from './api/use-member-access.ts';
import { MemberLedger } from './member-ledger.tsx';

/** One player: profile, balances, access (lock, unlock, sign out everywhere), sessions and ledger. */
export function PlayerPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const exponent = useCurrencyExponent();
  const can = useCan();
  const detail = useAdminMember(id);
  const access = useMemberAccess(id);
  const [done, setDone] = useState<AccessAction | null>(null);
  const memberFilter = useMemo(() => ({ memberId: id }), [id]);

  if (detail.isLoading) return <Loader />;
  if (detail.error || !detail.data) return <Alert color="red">{errorText(detail.error)}</Alert>;
  const { member, balances, sessions } = detail.data;
  const actions: AccessAction[] = [member.status === 'locked' ? 'unlock' : 'lock', 'end-sessions'];

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Title order={2}>{member.account}</Title>
          <StatusBadge status={member.status} />
        </Group>
        <Group>
          {can('finance.adjust') && member.type !== TRIAL_TYPE && (
            <AdjustBalanceButton memberId={id} memberAccount={member.account} balances={balances} />
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
        </Group>
      </Group>
      {done && <Alert color="green">{t(`players.access.${done}Done`)}</Alert>}
      {access.error && <Alert color="red">{errorText(access.error)}</Alert>}
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        {Object.entries(balances).map(([kind, minor]) => (
          <Card key={kind} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {t(`wallets.${kind}`, { defaultValue: kind })}
            </Text>
            <Text fw={700} data-testid={`balance-${kind}`}>
              {formatMoney(minor, exponent)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">{t('players.profile')}</Tabs.Tab>
          <Tabs.Tab value="ledger">{t('players.ledger')}</Tabs.Tab>
          <Tabs.Tab value="sessions">{t('players.sessions')}</Tabs.Tab>
          <Tabs.Tab value="bets">{t('bets.title')}</Tabs.Tab>
          {can('finance.deposits') && <Tabs.Tab value="deposits">{t('nav.deposits')}</Tabs.Tab>}
          {can('finance.withdrawals') && <Tabs.Tab value="withdrawals">{t('nav.withdrawals')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <Table withTableBorder>
            <Table.Tbody>
              {(
                [
                  ['nickname', member.nickname],
                  ['fullname', member.fullname],
                  ['mobile', member.mobile && `+${member.countryDialingCode ?? ''} ${member.mobile}`],
                  ['email', member.email],
                  ['type', String(member.type)],
                  ['uplineId', member.uplineId === null ? null : String(member.uplineId)],
                  ['registerIp', member.registerIp],
                  ['registerMethod', member.registerMethod],
                  ['lastLoginIp', member.lastLoginIp],
                  ['lastLoginAt', formatMoment(member.lastLoginAt)],
                  ['createdAt', formatMoment(member.createdAt)],
                ] as const
              ).map(([key, value]) => (
                <Table.Tr key={key}>
                  <Table.Th w={200}>{t(`players.${key}`)}</Table.Th>
                  <Table.Td>{value ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <MemberLedger memberId={id} exponent={exponent} />
        </Tabs.Panel>
        {/* Lists of other screens, narrowed to this player; a tab mounts only while it is open. */}
        <Tabs.Panel value="bets" pt="md">
          <BetTable filter={memberFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="deposits" pt="md">
          <DepositTable filter={memberFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <WithdrawalTable filter={memberFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md">
          <Table withTableBorder striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('players.sessionIp')}</Table.Th>
                <Table.Th>{t('players.sessionType')}</Table.Th>
                <Table.Th>{t('players.createdAt')}</Table.Th>
                <Table.Th>{t('players.lastSeenAt')}</Table.Th>
                <Table.Th>{t('players.sessionLive')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sessions.map((session) => (
                <Table.Tr key={session.id}>
                  <Table.Td>{session.ip}</Table.Td>
                  <Table.Td>{session.loginType}</Table.Td>
                  <Table.Td>{formatMoment(session.createdAt)}</Table.Td>
                  <Table.Td>{formatMoment(session.lastSeenAt)}</Table.Td>
                  <Table.Td>{t(session.live ? 'common.yes' : 'common.no')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
