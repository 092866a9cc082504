import { Button } from '@mantine/core';
import { IN_HOUSE_GAMES, type InHouseGame, type InHouseLimit } from '@platform/contract/in-house';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useInHouseLimits } from './api/use-in-house-limits.ts';
import { LimitDialog } from './limit-dialog.tsx';

type LimitRow = { game: InHouseGame; limit: InHouseLimit };
const column = createColumnHelper<LimitRow>();

/** The stake limits of each in-house game on this site, per bet. */
export function LimitsPage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const limits = useInHouseLimits();
  const [editing, setEditing] = useState<LimitRow | null>(null);
  const rows = limits.data
    ? IN_HOUSE_GAMES.flatMap((game) => {
        const limit = limits.data[game];
        return limit ? [{ game, limit }] : [];
      })
    : undefined;

  const columns = [
    column.accessor('game', {
      header: t('games.limits.game'),
      cell: (c) => t(`games.limits.names.${c.getValue()}`),
    }),
    column.accessor('limit.min', {
      header: t('games.limits.min'),
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
    column.accessor('limit.max', {
      header: t('games.limits.max'),
      cell: (c) => formatMoney(c.getValue(), exponent),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={`${t('games.limits.edit')} ${t(`games.limits.names.${row.original.game}`)}`}
          onClick={() => setEditing(row.original)}
        >
          {t('games.limits.edit')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('games.nav.limits')} />
      <DataTable
        caption={t('games.nav.limits')}
        columns={columns as never}
        rows={rows}
        total={rows?.length ?? 0}
        pageNo={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPage={() => undefined}
        loading={limits.isLoading}
      />
      {editing && (
        <LimitDialog
          game={editing.game}
          limit={editing.limit}
          exponent={exponent}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
