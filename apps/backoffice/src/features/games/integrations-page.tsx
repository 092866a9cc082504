import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { AdminVendorIntegration } from '@platform/contract/vendor-integrations-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useVendorIntegrations } from './api/use-vendor-integrations.ts';
import { IntegrationDialog } from './integration-dialog.tsx';
import { OnboardVendorDialog } from './onboard-vendor-dialog.tsx';
import { RotateSecretDialog } from './rotate-secret-dialog.tsx';

const column = createColumnHelper<AdminVendorIntegration>();

/**
 * How the installation reaches each vendor: where its games open, which addresses may call the
 * wallet, and the age of the signing secret, with its rotation.
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  const integrations = useVendorIntegrations();
  const [dialog, setDialog] = useState<
    { kind: 'edit' | 'rotate'; integration: AdminVendorIntegration } | { kind: 'onboard' } | null
  >(null);
  const rows = integrations.data ?? [];

  const columns = [
    column.accessor('displayName', {
      header: t('games.vendors.vendor'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.original.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.launchUrl}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('launchTarget', {
      header: t('games.integrations.target'),
      cell: (c) => t(`games.integrations.targets.${c.getValue()}`),
    }),
    column.accessor('allowedIps', {
      header: t('games.integrations.allowedIps'),
      cell: (c) => (
        <Group gap={4}>
          {c.getValue().map((address) => (
            <Badge key={address} variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
              {address}
            </Badge>
          ))}
        </Group>
      ),
    }),
    column.accessor('secretRotatedAt', {
      header: t('games.integrations.rotatedAt'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">
            {row.original.secretRotatedAt ? formatMoment(row.original.secretRotatedAt) : '—'}
          </Text>
          {row.original.previousSecretUntil && (
            <Text size="xs" c="orange">
              {t('games.integrations.oldUntil', { at: formatMoment(row.original.previousSecretUntil) })}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => setDialog({ kind: 'edit', integration: row.original })}
          >
            {t('games.integrations.edit')}
          </Button>
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => setDialog({ kind: 'rotate', integration: row.original })}
          >
            {t('games.integrations.rotate')}
          </Button>
        </Group>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('games.nav.integrations')}>
        <Button onClick={() => setDialog({ kind: 'onboard' })}>{t('games.integrations.onboard')}</Button>
      </PageHeader>
      <Text size="sm" c="dimmed" mb="sm">
        {t('games.integrations.shared')}
      </Text>
      <DataTable
        caption={t('games.nav.integrations')}
        columns={columns as never}
        rows={integrations.data}
        total={rows.length}
        pageNo={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => undefined}
        loading={integrations.isLoading}
      />
      {dialog?.kind === 'edit' && (
        <IntegrationDialog integration={dialog.integration} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'rotate' && (
        <RotateSecretDialog integration={dialog.integration} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'onboard' && <OnboardVendorDialog onClose={() => setDialog(null)} />}
    </>
  );
}
