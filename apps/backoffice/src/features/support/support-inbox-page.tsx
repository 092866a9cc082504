import {
  Badge,
  Card,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { SUPPORT_STATUSES, type SupportStatus } from '@platform/contract/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useInbox } from './api/use-support.ts';
import { ConversationPanel } from './conversation-panel.tsx';

/** The support inbox: conversations (unassigned first) beside the one being answered. */
export function SupportInboxPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<SupportStatus>('open');
  const [mine, setMine] = useState(false);
  const [selected, setSelected] = useState<number | null>(null);
  const inbox = useInbox(status, mine);
  return (
    <>
      <PageHeader title={t('support.inboxTitle')} />
      <Group mb="md">
        <SegmentedControl
          value={status}
          onChange={(value) => setStatus(value as SupportStatus)}
          data={SUPPORT_STATUSES.map((value) => ({ value, label: t(`support.statuses.${value}`) }))}
        />
        <Switch
          checked={mine}
          onChange={(event) => setMine(event.currentTarget.checked)}
          label={t('support.mine')}
        />
      </Group>
      <ErrorAlert error={inbox.error} />
      <Grid>
        <Grid.Col span={4}>
          <Stack gap="xs" role="list" aria-label={t('support.conversations')}>
            {inbox.data?.list.length === 0 && <Text c="dimmed">{t('support.none')}</Text>}
            {inbox.data?.list.map((row) => (
              <UnstyledButton
                key={row.id}
                role="listitem"
                onClick={() => setSelected(row.id)}
                aria-pressed={selected === row.id}
              >
                <Card
                  withBorder
                  padding="sm"
                  bg={selected === row.id ? 'var(--mantine-color-default-hover)' : undefined}
                >
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{row.account}</Text>
                    {row.unread > 0 && (
                      <Badge color="red" aria-label={t('support.unread', { count: row.unread })}>
                        {row.unread}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" lineClamp={1}>
                    {row.lastMessage?.body ?? ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.assignedTo ? row.assignedTo.username : t('support.unassigned')} ·{' '}
                    <time dateTime={row.lastMessageAt}>{formatMoment(row.lastMessageAt)}</time>
                  </Text>
                </Card>
              </UnstyledButton>
            ))}
          </Stack>
        </Grid.Col>
        <Grid.Col span={8}>
          {selected === null ? (
            <Text c="dimmed">{t('support.pick')}</Text>
          ) : (
            <ConversationPanel key={selected} id={selected} />
          )}
        </Grid.Col>
      </Grid>
    </>
  );
}
