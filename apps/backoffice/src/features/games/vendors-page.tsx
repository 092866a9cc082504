import { Badge, Button, Group, Switch, Text } from '@mantine/core';
import type { AdminVendor } from '@platform/contract/games';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { useAdminVendors } from './api/use-admin-vendors.ts';
import { useUpdateVendor } from './api/use-update-vendor.ts';
import { MaintenanceDialog } from './maintenance-dialog.tsx';
import { maintenancePhase, VendorMaintenanceState } from './vendor-maintenance-state.tsx';
import { VendorOrderDialog } from './vendor-order-dialog.tsx';

const column = createColumnHelper<AdminVendor>();

/** The merchant's vendors: offer or withdraw each, place it in the menus, schedule its maintenance. */
export function VendorsPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const vendors = useAdminVendors();
  const update = useUpdateVendor();
  const [dialog, setDialog] = useState<{ kind: 'maintenance' | 'order'; vendor: AdminVendor } | null>(null);
  const rows = vendors.data ?? [];

  const columns = [
    column.accessor('sortOrder', { header: t('games.vendors.order') }),
    column.accessor('displayName', {
      header: t('games.vendors.vendor'),
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={500}>
            {row.original.displayName}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.vassalage}
          </Text>
        </div>
      ),
    }),
    column.accessor('walletMode', {
      header: t('games.vendors.walletMode'),
      cell: (c) => t(`games.vendors.wallet.${c.getValue()}`),
    }),
    column.accessor('gameTypes', {
      header: t('games.vendors.categories'),
      cell: (c) => (
        <Group gap={4}>
          {c.getValue().map((type) => (
            <Badge key={type} variant="outline" color="gray" size="sm" style={{ textTransform: 'none' }}>
              {t(`games.categories.${type}`)}
            </Badge>
          ))}
        </Group>
      ),
    }),
    column.accessor('enabled', {
      header: t('games.vendors.offered'),
      cell: ({ row }) => (
        <Switch
          checked={row.original.enabled}
          disabled={update.isPending}
          aria-label={t('games.vendors.offer', { name: row.original.displayName })}
          onChange={(event) =>
            update.mutate({
              vassalage: row.original.vassalage,
              patch: { enabled: event.currentTarget.checked },
            })
          }
        />
      ),
    }),
    column.display({
      id: 'maintenance',
      header: t('games.vendors.maintenance'),
      cell: ({ row }) => <VendorMaintenanceState vendor={row.original} />,
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => {
        const vendor = row.original;
        const phase = maintenancePhase(vendor, Date.now());
        return (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" variant="default" onClick={() => setDialog({ kind: 'order', vendor })}>
              {t('games.vendors.move')}
            </Button>
            <Button
              size="compact-sm"
              variant="light"
              color="orange"
              onClick={() => setDialog({ kind: 'maintenance', vendor })}
            >
              {t('games.vendors.schedule')}
            </Button>
            {(phase === 'active' || phase === 'scheduled') && (
              <Button
                size="compact-sm"
                variant="light"
                color="teal"
                loading={update.isPending && update.variables?.vassalage === vendor.vassalage}
                onClick={() => update.mutate({ vassalage: vendor.vassalage, patch: { maintenance: null } })}
              >
                {t(phase === 'active' ? 'games.vendors.end' : 'games.vendors.cancel')}
              </Button>
            )}
          </Group>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title={t('games.nav.vendors')} />
      {update.isError && (
        <Text c="red" mb="sm" role="alert">
          {errorText(update.error)}
        </Text>
      )}
      <DataTable
        caption={t('games.nav.vendors')}
        columns={columns as never}
        rows={vendors.data}
        total={rows.length}
        pageNo={1}
        pageSize={Math.max(rows.length, 1)}
        onPage={() => undefined}
        loading={vendors.isLoading}
      />
      {dialog?.kind === 'maintenance' && (
        <MaintenanceDialog vendor={dialog.vendor} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'order' && (
        <VendorOrderDialog vendor={dialog.vendor} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
