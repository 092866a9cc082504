import { Table } from '@mantine/core';
import type { AdminMemberProfile } from '@platform/contract/members-admin';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../lib/format.ts';

/** The player's registration and contact details, a dash for what they never gave. */
export function PlayerProfile({ member }: { member: AdminMemberProfile }) {
  const { t } = useTranslation();
  const rows = [
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
