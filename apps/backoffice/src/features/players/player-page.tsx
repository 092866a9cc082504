import { Alert, Card, Group, Loader, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { TRIAL_TYPE } from '@platform/contract/account-constants';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorText } from '../../components/error-text.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { AdjustmentTable } from '../adjustments/adjustment-table.tsx';
import { useCan } from '../auth/api/use-me.ts';
import { BetTable } from '../bets/bet-table.tsx';
import { DepositTable } from '../finance/deposit-table.tsx';
import { WithdrawalTable } from '../finance/withdrawal-table.tsx';
import { StatementPanel } from '../records/statement-panel.tsx';
import { MemberResponsiblePanel } from '../responsible/member-responsible-panel.tsx';
import { useAdminMember } from './api/use-admin-member.ts';
import { MemberLedger } from './member-ledger.tsx';
import { PlayerActions } from './player-actions.tsx';
import { PlayerNotes } from './player-notes.tsx';
import { PlayerProfile } from './player-profile.tsx';
import { PlayerSessions } from './player-sessions.tsx';

/** One player: balances, actions, and tabs for profile, ledger, sessions, notes and their records. */
export function PlayerPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = Number(useParams().id);
  const exponent = useCurrencyExponent();
  const can = useCan();
  const detail = useAdminMember(id);
  const memberFilter = useMemo(() => ({ memberId: id }), [id]);

  if (detail.isLoading) return <Loader />;
  if (detail.error || !detail.data) return <Alert color="red">{errorText(detail.error)}</Alert>;
  const { member, balances, sessions } = detail.data;

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Group>
          <Title order={2}>{member.account}</Title>
          <StatusBadge status={member.status} />
        </Group>
        <PlayerActions detail={detail.data} />
      </Group>
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
      {/* Lists of other screens, narrowed to this player; a tab mounts only while it is open. */}
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">{t('players.profile')}</Tabs.Tab>
          <Tabs.Tab value="ledger">{t('players.ledger')}</Tabs.Tab>
          {/* Trial players play with trial money: they have no statement. */}
          {member.type !== TRIAL_TYPE && <Tabs.Tab value="statement">{t('statement.tab')}</Tabs.Tab>}
          <Tabs.Tab value="sessions">{t('players.sessions')}</Tabs.Tab>
          <Tabs.Tab value="notes">{t('players.notes.title')}</Tabs.Tab>
          <Tabs.Tab value="responsible">{t('responsible.tab')}</Tabs.Tab>
          <Tabs.Tab value="bets">{t('bets.title')}</Tabs.Tab>
          {can('finance.deposits') && <Tabs.Tab value="deposits">{t('nav.deposits')}</Tabs.Tab>}
          {can('finance.withdrawals') && <Tabs.Tab value="withdrawals">{t('nav.withdrawals')}</Tabs.Tab>}
          {can('finance.adjust') && <Tabs.Tab value="adjustments">{t('players.adjustments')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          <PlayerProfile member={member} />
        </Tabs.Panel>
        <Tabs.Panel value="ledger" pt="md">
          <MemberLedger memberId={id} exponent={exponent} />
        </Tabs.Panel>
        <Tabs.Panel value="statement" pt="md">
          <StatementPanel memberId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="sessions" pt="md">
          <PlayerSessions sessions={sessions} />
        </Tabs.Panel>
        <Tabs.Panel value="notes" pt="md">
          <PlayerNotes memberId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="responsible" pt="md">
          <MemberResponsiblePanel memberId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="bets" pt="md">
          <BetTable filter={memberFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="deposits" pt="md">
          <DepositTable filter={memberFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="withdrawals" pt="md">
          <WithdrawalTable filter={memberFilter} />
        </Tabs.Panel>
        <Tabs.Panel value="adjustments" pt="md">
          <AdjustmentTable filter={memberFilter} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
