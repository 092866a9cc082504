import { Table } from '@mantine/core';
import { TRIAL_TYPE } from '@platform/contract/account-constants';
import type { AdminMemberProfile } from '@platform/contract/members-admin';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';

/** The player's registration and contact details, a dash for what they never gave. */
export function PlayerProfile({ member }: { member: AdminMemberProfile }) {
  const { t } = useTranslation();
  // Spec §3: 0 a player, 4 a trial player, 1, 2, 41 and 42 the kinds of agent.
  const typeWords = (type: number) =>
    type === 0 || type === TRIAL_TYPE ? t(`players.types.${type}`) : t('players.types.agent', { type });
  const rows = [
    ['nickname', member.nickname],
    ['fullname', member.fullname],
    ['mobile', member.mobile && `+${member.countryDialingCode ?? ''} ${member.mobile}`],
    ['email', member.email],
    ['type', typeWords(member.type)],
    ['uplineId', member.uplineId === null ? null : String(member.uplineId)],
    ['registerIp', member.registerIp],
    ['registerMethod', member.registerMethod],
    ['lastLoginIp', member.lastLoginIp],
    ['lastLoginAt', formatMoment(member.lastLoginAt)],
    ['createdAt', formatMoment(member.createdAt)],
  ] as const;
  return (
    <Table withTableBorder>
      <Table.Tbody>
        {rows.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Th w={200}>{t(`players.${key}`)}</Table.Th>
            <Table.Td>{value ?? '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
