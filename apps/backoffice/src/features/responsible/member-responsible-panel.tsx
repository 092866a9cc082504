import { Alert, Card, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminMemberResponsible, LimitView } from '@platform/contract/responsible';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../components/error-text.ts';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useMemberResponsible } from './api/use-responsible-admin.ts';
import { InForceBadge, useExclusionText } from './exclusion-parts.tsx';

/** The limits the player set (in force or waiting out their 24 hours), with their use. */
function LimitTable({ limits }: { limits: LimitView[] }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const money = (minor: number | null) => (minor === null ? '—' : formatMoney(minor, exponent));
  const set = limits.filter((limit) => limit.amount !== null || limit.pending !== null);
  if (set.length === 0) return <Text c="dimmed">{t('responsible.noLimits')}</Text>;
  return (
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('responsible.limit')}</Table.Th>
          <Table.Th ta="right">{t('responsible.amount')}</Table.Th>
          <Table.Th ta="right">{t('responsible.used')}</Table.Th>
          <Table.Th ta="right">{t('responsible.remaining')}</Table.Th>
          <Table.Th>{t('responsible.pending')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {set.map((limit) => (
          <Table.Tr key={`${limit.kind}-${limit.window}`}>
            <Table.Td>
              {t(`responsible.limitKinds.${limit.kind}`)} · {t(`responsible.windows.${limit.window}`)}
            </Table.Td>
            <Table.Td ta="right">
              {limit.amount === null ? t('responsible.none') : money(limit.amount)}
            </Table.Td>
            <Table.Td ta="right">{money(limit.used)}</Table.Td>
            <Table.Td ta="right">{money(limit.remaining)}</Table.Td>
            <Table.Td>
              {limit.pending
                ? t('responsible.pendingFrom', {
                    amount:
                      limit.pending.amount === null ? t('responsible.none') : money(limit.pending.amount),
                    time: formatMoment(limit.pending.from),
                  })
                : '—'}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Settings({ overview }: { overview: AdminMemberResponsible['overview'] }) {
  const { t } = useTranslation();
  const minutes = (value: number | null) =>
    value === null ? t('responsible.none') : t('responsible.minutes', { minutes: value });
  const { sessionLimit } = overview;
  return (
    <Group gap="xl">
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {t('responsible.sessionLimit')}
        </Text>
        <Text fw={700}>{minutes(sessionLimit.minutes)}</Text>
        {sessionLimit.pending && (
          <Text size="xs">
            {t('responsible.pendingFrom', {
              amount: minutes(sessionLimit.pending.minutes),
              time: formatMoment(sessionLimit.pending.from),
            })}
          </Text>
        )}
      </Card>
      <Card withBorder padding="sm">
        <Text size="xs" c="dimmed">
          {t('responsible.realityCheck')}
        </Text>
        <Text fw={700}>{minutes(overview.realityCheckMinutes)}</Text>
      </Card>
    </Group>
  );
}

/** What the player set to protect themself, read-only: operators never change a player's protection. */
export function MemberResponsiblePanel({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const text = useExclusionText();
  const found = useMemberResponsible(memberId);
  if (found.isLoading) return <Loader />;
  if (found.error || !found.data) return <Alert color="red">{errorText(found.error)}</Alert>;
  const { overview, exclusions } = found.data;
  return (
    <Stack>
      <Title order={4}>{t('responsible.limits')}</Title>
      <LimitTable limits={overview.limits} />
      <Settings overview={overview} />
      <Title order={4}>{t('responsible.exclusions')}</Title>
      {exclusions.length === 0 ? (
        <Text c="dimmed">{t('responsible.noExclusions')}</Text>
      ) : (
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('responsible.kind')}</Table.Th>
              <Table.Th>{t('responsible.period')}</Table.Th>
              <Table.Th>{t('responsible.startsAt')}</Table.Th>
              <Table.Th>{t('responsible.endsAt')}</Table.Th>
              <Table.Th>{t('responsible.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {exclusions.map((exclusion) => (
              <Table.Tr key={exclusion.id}>
                <Table.Td>{text.kind(exclusion)}</Table.Td>
                <Table.Td>{text.period(exclusion)}</Table.Td>
                <Table.Td>{formatMoment(exclusion.startsAt)}</Table.Td>
                <Table.Td>{text.ends(exclusion)}</Table.Td>
                <Table.Td>
                  <InForceBadge inForce={exclusion.inForce} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
