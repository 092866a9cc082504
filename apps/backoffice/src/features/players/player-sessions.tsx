import { Anchor, Table } from '@mantine/core';
import type { AdminMemberSession } from '@platform/contract/members-admin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoment } from '../../lib/format.ts';

/**
 * The player's newest sessions with the address of each; an address opens the player search for
 * it, so staff see every other account that used it (shared devices, multi-accounting).
 */
export function PlayerSessions({ sessions }: { sessions: AdminMemberSession[] }) {
  const { t } = useTranslation();
  return (
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
            <Table.Td>
              <Anchor component={Link} to={`/players?ip=${encodeURIComponent(session.ip)}`}>
                {session.ip}
              </Anchor>
            </Table.Td>
            <Table.Td>{session.loginType}</Table.Td>
            <Table.Td>{formatMoment(session.createdAt)}</Table.Td>
            <Table.Td>{formatMoment(session.lastSeenAt)}</Table.Td>
            <Table.Td>{t(session.live ? 'common.yes' : 'common.no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
