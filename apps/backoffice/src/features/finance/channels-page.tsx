import { Badge, Button, Stack, Switch, Text } from '@mantine/core';
import type { AdminPaymentChannel } from '@platform/contract/payments';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { usePaymentChannels } from './api/use-payment-channels.ts';
import { useUpdatePaymentChannel } from './api/use-update-payment-channel.ts';
import { approvedAccount } from './channel-form.ts';
import { CreateChannelDialog } from './create-channel-dialog.tsx';
import { EditChannelDialog } from './edit-channel-dialog.tsx';
import { MaskedAccount } from './masked-account.tsx';

const column = createColumnHelper<AdminPaymentChannel>();
const NOWRAP = { whiteSpace: 'nowrap' } as const;

/** The account members see, and the changes of it waiting for a second operator. */
function AccountCell({ channel }: { channel: AdminPaymentChannel }) {
  const { t } = useTranslation();
  const account = approvedAccount(channel);
  return (
    <Stack gap={4} align="flex-start">
      {account && <MaskedAccount account={account} />}
      {channel.awaitingAccount && (
        <Badge color="orange" variant="light">
          {t('finance.channels.awaitingAccount')}
        </Badge>
      )}
      {!account && !channel.awaitingAccount && <Text size="sm">—</Text>}
      {channel.pendingAccountChanges.map((change) => (
        <Text key={change.id} size="xs" c="orange">
          {t('finance.channels.pendingChange', {
            number: change.after.accountNumberMasked,
            name: change.requestedByName,
          })}
        </Text>
      ))}
    </Stack>
  );
}

/** The merchant's deposit channels, disabled ones too: add, edit, turn on and off. */
export function ChannelsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exponent = useCurrencyExponent();
  const channels = usePaymentChannels();
  const update = useUpdatePaymentChannel();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminPaymentChannel | null>(null);
  const rows = channels.data?.list;

  const columns = [
    column.accessor('name', {
      header: t('finance.channels.name'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{row.original.name}</Text>
          <Text size="xs" c="dimmed">
            {row.original.code} · {t(`finance.channels.kinds.${row.original.kind}`)}
          </Text>
        </Stack>
      ),
    }),
    column.display({
      id: 'limits',
      header: t('finance.channels.limits'),
      cell: ({ row }) => (
        <Text size="sm" style={NOWRAP}>
          {formatMoney(row.original.minAmount, exponent)} – {formatMoney(row.original.maxAmount, exponent)}
        </Text>
      ),
    }),
    column.accessor('sortOrder', { header: t('finance.channels.sortOrder') }),
    column.display({
      id: 'account',
      header: t('finance.channels.account'),
      cell: ({ row }) => <AccountCell channel={row.original} />,
    }),
    column.accessor('enabled', {
      header: t('finance.channels.enabled'),
      cell: ({ row }) => (
        <Switch
          aria-label={t('finance.channels.toggle', { name: row.original.name })}
          checked={row.original.enabled}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ id: row.original.id, enabled: event.currentTarget.checked })}
        />
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => (
        <Button size="compact-sm" variant="light" onClick={() => setEditing(row.original)}>
          {t('common.edit')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('finance.nav.channels')}>
        <Button onClick={() => setCreating(true)}>{t('finance.channels.add')}</Button>
      </PageHeader>
      {update.error && (
        <Text c="red" size="sm" mb="sm" role="alert">
          {errorText(update.error)}
        </Text>
      )}
      <DataTable
        caption={t('finance.nav.channels')}
        columns={columns as never}
        rows={rows}
        total={rows?.length ?? 0}
        pageNo={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPage={() => undefined}
        loading={channels.isLoading}
      />
      {creating && <CreateChannelDialog onClose={() => setCreating(false)} />}
      {editing && <EditChannelDialog channel={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
