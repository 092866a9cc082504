import { Anchor, Badge, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import type { AdminBet, AdminRoundTransaction } from '@platform/contract/bets-admin';
import { IN_HOUSE_VENDOR } from '@platform/contract/in-house';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useBetRound } from './api/use-bet-round.ts';

/** A call's kind in the reader's words; a jackpot win is named apart from the game's wins. */
function kindLabel(call: AdminRoundTransaction): string {
  return call.winType === 'jackpot' ? 'jackpotWin' : call.kind;
}

/**
 * Round details: the round as the list shows it and every wallet call the vendor made in it, in the
 * order taken, so support can answer "where did my bet go" from one screen. In-house rounds have
 * no vendor calls: their recall page shows the seeds and the result.
 */
export function RoundDialog(props: { bet: AdminBet; exponent: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { bet } = props;
  const details = useBetRound(bet.id);
  const money = (minor: number) => formatMoney(minor, props.exponent);
  const calls = details.data?.transactions ?? [];
  return (
    <Modal opened onClose={props.onClose} title={t('bets.details.title', { roundId: bet.roundId })} size="xl">
      <Stack>
        <Group gap="lg">
          <Text size="sm">
            {bet.memberAccount} · {bet.vendorCode} · {bet.gameName ?? bet.gameCode}
          </Text>
          <StatusBadge status={bet.status} />
          <Text size="sm">
            {t('bets.stake')}: {money(bet.stake)} · {t('bets.payout')}: {money(bet.payout)}
          </Text>
        </Group>
        <ErrorAlert error={details.error} />
        {details.isLoading && <Loader size="sm" />}
        {details.data && (details.data.jackpotContributed > 0 || details.data.jackpotWon > 0) && (
          <Text size="sm">
            {t('bets.details.jackpot', {
              contributed: money(details.data.jackpotContributed),
              won: money(details.data.jackpotWon),
            })}
          </Text>
        )}
        {bet.vendorCode === IN_HOUSE_VENDOR ? (
          <Anchor component={Link} to={`/games/rounds?roundId=${encodeURIComponent(bet.roundId)}`}>
            {t('bets.details.recall')}
          </Anchor>
        ) : (
          details.data &&
          (calls.length === 0 ? (
            <Text c="dimmed">{t('bets.details.none')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bets.details.time')}</Table.Th>
                    <Table.Th>{t('bets.details.kind')}</Table.Th>
                    <Table.Th>{t('bets.details.transaction')}</Table.Th>
                    <Table.Th ta="right">{t('bets.details.amount')}</Table.Th>
                    <Table.Th>{t('bets.details.ledger')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {calls.map((call) => (
                    <Table.Tr key={call.transactionId}>
                      <Table.Td>{formatMoment(call.createdAt)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={call.winType === 'jackpot' ? 'grape' : 'gray'}>
                          {t(`bets.details.kinds.${kindLabel(call)}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {call.transactionId}
                        </Text>
                        {call.refTransactionId && (
                          <Text size="xs" c="dimmed">
                            {t('bets.details.of', { ref: call.refTransactionId })}
                          </Text>
                        )}
                        {call.jackpotContribution > 0 && (
                          <Text size="xs" c="dimmed">
                            {t('bets.details.share', { amount: money(call.jackpotContribution) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td ta="right">{money(call.amount)}</Table.Td>
                      <Table.Td>{call.ledgerTransferId ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ))
        )}
      </Stack>
    </Modal>
  );
}
