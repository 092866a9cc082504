import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type AdminInHouseRound, RoundLookupFormSchema } from '@platform/contract/in-house';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useAdminRound } from './api/use-admin-round.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function RoundView({ round }: { round: AdminInHouseRound }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const money = (minor: number | null) =>
    minor === null ? t('games.rounds.pending') : formatMoney(minor, exponent);
  return (
    <Stack>
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={4}>
            {t(`games.limits.names.${round.game}`)} · #{round.id}
          </Title>
          <Group gap="xs">
            <Badge variant="light" color={round.status === 'open' ? 'yellow' : 'green'}>
              {t(`games.rounds.${round.status}`)}
            </Badge>
            <Badge variant="outline" color="gray">
              {t(round.trial ? 'games.rounds.trial' : 'games.rounds.real')}
            </Badge>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={t('games.rounds.member')}>{round.memberId}</Field>
          <Field label={t('games.rounds.stake')}>{money(round.stake)}</Field>
          <Field label={t('games.rounds.totalReturn')}>{money(round.totalReturn)}</Field>
          <Field label={t('games.rounds.createdAt')}>{formatMoment(round.createdAt)}</Field>
          <Field label={t('games.rounds.balanceBefore')}>{money(round.balanceBefore)}</Field>
          <Field label={t('games.rounds.balanceAfter')}>{money(round.balanceAfter)}</Field>
          <Field label={t('games.rounds.settledAt')}>{formatMoment(round.settledAt)}</Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={5} mb="sm">
          {t('games.rounds.fairness')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Field label={t('games.rounds.serverSeedHash')}>
            <Code>{round.serverSeedHash}</Code>
          </Field>
          <Field label={t('games.rounds.serverSeed')}>
            {round.serverSeed ? <Code>{round.serverSeed}</Code> : t('games.rounds.notRevealed')}
          </Field>
          <Field label={t('games.rounds.clientSeed')}>
            <Code>{round.clientSeed}</Code>
          </Field>
          <Field label={t('games.rounds.nonce')}>{round.nonce}</Field>
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={5} mb="sm">
          {t('games.rounds.bets')}
        </Title>
        <Table withTableBorder striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('games.rounds.spot')}</Table.Th>
              <Table.Th>{t('games.rounds.stake')}</Table.Th>
              <Table.Th>{t('games.rounds.totalReturn')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {round.bets.map((bet, index) => (
              // A slip may hold the same spot twice (roulette numbers): the position is the identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: bets have no id of their own
              <Table.Tr key={index}>
                <Table.Td>
                  {bet.spot}
                  {bet.numbers ? ` (${bet.numbers.join(', ')})` : ''}
                </Table.Td>
                <Table.Td>{money(bet.stake)}</Table.Td>
                <Table.Td>{money(bet.returned)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {round.actions.length > 0 && (
          <Text size="sm" mt="sm">
            {t('games.rounds.actions')}: {round.actions.join(' → ')}
          </Text>
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={5} mb="sm">
          {t('games.rounds.outcome')}
        </Title>
        <ScrollArea.Autosize mah={360}>
          <Code block>{JSON.stringify(round.outcome, null, 2)}</Code>
        </ScrollArea.Autosize>
      </Paper>
    </Stack>
  );
}

/** Any member's in-house round by its id, with its seeds, bets and outcome, for a player's question. */
export function RoundsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  // A link's round id is checked by the same rule as a typed one before anything is asked.
  const linked = RoundLookupFormSchema.safeParse({ roundId: params.get('roundId') ?? '' });
  const roundId = linked.success ? linked.data.roundId : null;
  const form = useContractForm(RoundLookupFormSchema, { roundId: params.get('roundId') ?? '' });
  const round = useAdminRound(roundId);
  const { errors } = form.formState;

  return (
    <>
      <PageHeader title={t('games.nav.rounds')} />
      <form noValidate onSubmit={form.handleSubmit((values) => setParams({ roundId: values.roundId }))}>
        <Group align="flex-start" mb="md">
          <TextInput
            label={t('games.rounds.roundId')}
            inputMode="numeric"
            error={errors.roundId && t('games.rounds.invalidId')}
            {...form.register('roundId')}
          />
          <Button type="submit" mt={25}>
            {t('games.rounds.find')}
          </Button>
        </Group>
      </form>
      {round.isFetching && !round.data && <Loader size="sm" aria-label={t('common.loading')} />}
      {round.isError && <Alert color="red">{errorText(round.error)}</Alert>}
      {round.data && <RoundView round={round.data} />}
    </>
  );
}
