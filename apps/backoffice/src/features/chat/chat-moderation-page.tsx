import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import type { ChatAdminMessage } from '@platform/contract/chat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import {
  CHAT_POLL_MS,
  useChatMessages,
  useChatMutes,
  useChatRooms,
  useModerateChat,
} from './api/use-chat-moderation.ts';
import { ConfirmDelete, MuteDialog } from './chat-moderation-dialogs.tsx';

/**
 * The live chat room's moderation: a room's latest messages (asked for every few seconds), delete
 * one for everyone, mute its author for a time, and the players muted now with unmute.
 */
export function ChatModerationPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const rooms = useChatRooms();
  const [chosen, setChosen] = useState<number | null>(null);
  const roomId = chosen ?? rooms.data?.[0]?.id ?? null;
  const messages = useChatMessages(roomId);
  const mutes = useChatMutes();
  const { unmute } = useModerateChat();
  const [deleting, setDeleting] = useState<ChatAdminMessage | null>(null);
  const [muting, setMuting] = useState<{ memberId: number; account: string } | null>(null);

  return (
    <>
      <PageHeader title={t('chat.title')} />
      <Text size="sm" c="dimmed" mb="md">
        {t('chat.intro', { seconds: CHAT_POLL_MS / 1000 })}
      </Text>
      {rooms.error && <Alert color="red">{errorText(rooms.error)}</Alert>}
      {rooms.data && rooms.data.length === 0 && <Text c="dimmed">{t('chat.noRooms')}</Text>}
      {rooms.data && rooms.data.length > 0 && (
        <SegmentedControl
          mb="md"
          aria-label={t('chat.room')}
          value={String(roomId)}
          onChange={(value) => setChosen(Number(value))}
          data={rooms.data.map((room) => ({
            value: String(room.id),
            label: t('chat.roomOf', { language: t(`chat.languages.${room.language}`), count: room.lastSeq }),
          }))}
        />
      )}
      <SimpleGrid cols={{ base: 1, xl: 3 }} spacing="md">
        <Card withBorder style={{ gridColumn: 'span 2' }}>
          {messages.error && <Alert color="red">{errorText(messages.error)}</Alert>}
          <MessageTable
            rows={messages.data ?? []}
            onDelete={setDeleting}
            onMute={(row) =>
              row.memberId && setMuting({ memberId: row.memberId, account: row.account ?? row.senderName })
            }
          />
        </Card>
        <Card withBorder>
          <Text fw={600} mb="sm">
            {t('chat.mutedTitle')}
          </Text>
          {unmute.error && <Alert color="red">{errorText(unmute.error)}</Alert>}
          {mutes.data?.length === 0 && <Text c="dimmed">{t('chat.noMutes')}</Text>}
          <Stack gap="xs">
            {mutes.data?.map((mute) => (
              <Group key={mute.memberId} justify="space-between" wrap="nowrap">
                <div>
                  <Anchor component={Link} to={`/players/${mute.memberId}`}>
                    {mute.account}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('chat.mutedUntil', { until: formatMoment(mute.until), by: mute.mutedBy })}
                    {mute.reason ? ` · ${mute.reason}` : ''}
                  </Text>
                </div>
                <Button
                  size="xs"
                  variant="light"
                  loading={unmute.isPending && unmute.variables === mute.memberId}
                  onClick={() => unmute.mutate(mute.memberId)}
                >
                  {t('chat.unmute')}
                </Button>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>
      {deleting && <ConfirmDelete message={deleting} onClose={() => setDeleting(null)} />}
      {muting && <MuteDialog player={muting} onClose={() => setMuting(null)} />}
    </>
  );
}

function MessageTable(props: {
  rows: ChatAdminMessage[];
  onDelete: (row: ChatAdminMessage) => void;
  onMute: (row: ChatAdminMessage) => void;
}) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  if (props.rows.length === 0) return <Text c="dimmed">{t('chat.noMessages')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" striped>
        <Table.Caption>{t('chat.messagesCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('chat.seq')}</Table.Th>
            <Table.Th>{t('chat.time')}</Table.Th>
            <Table.Th>{t('chat.player')}</Table.Th>
            <Table.Th>{t('chat.message')}</Table.Th>
            <Table.Th>{t('chat.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.seq}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatMoment(row.at)}</Table.Td>
              <Table.Td>
                {row.memberId ? (
                  <Anchor component={Link} to={`/players/${row.memberId}`}>
                    {row.account ?? row.senderName}
                  </Anchor>
                ) : (
                  row.senderName
                )}
                {row.account && row.account !== row.senderName ? (
                  <Text size="xs" c="dimmed">
                    {row.senderName}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {row.kind === 'win' && row.win ? (
                  <Badge color="yellow" variant="light">
                    {t('chat.win', { game: row.win.game, amount: formatMoney(row.win.amount, exponent) })}
                  </Badge>
                ) : (
                  row.text
                )}
                {row.deletedAt ? (
                  <Badge ml="xs" color="gray" variant="outline">
                    {t('chat.deleted')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {!row.deletedAt && (
                    <Button size="xs" color="red" variant="light" onClick={() => props.onDelete(row)}>
                      {t('chat.delete')}
                    </Button>
                  )}
                  {row.kind === 'member' && row.memberId && (
                    <Button size="xs" variant="default" onClick={() => props.onMute(row)}>
                      {t('chat.mute')}
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
