import { Anchor, Badge, Button, Group } from '@mantine/core';
import type { AdminLottery } from '@platform/contract/lottery-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useCan } from '../auth/api/use-me.ts';
import { useLotteries } from './api/use-lotteries.ts';
import { LotteryDialog } from './lottery-dialog.tsx';
import { useLotteryWords } from './lottery-words.ts';

const column = createColumnHelper<AdminLottery>();

/** The site's lotteries with their settings; an operator with games.write edits them. */
export function LotteriesPage() {
  const { t } = useTranslation();
  const words = useLotteryWords();
  const can = useCan();
  const exponent = useCurrencyExponent();
  const lotteries = useLotteries();
  const [editing, setEditing] = useState<AdminLottery | null>(null);
  const rows = lotteries.data;
  const money = (minor: number) => formatMoney(minor, exponent);

  const columns = [
    column.accessor('gameCode', { header: t('lotteries.code') }),
    column.accessor('family', { header: t('lotteries.family'), cell: (c) => words.family(c.getValue()) }),
    column.accessor('schedule', { header: t('lotteries.schedule') }),
    column.accessor('closeBeforeSeconds', {
      header: t('lotteries.closeBefore'),
      cell: (c) => t('lotteries.seconds', { count: c.getValue() }),
      meta: { numeric: true },
    }),
    column.accessor('enabled', {
      header: t('lotteries.enabled'),
      cell: (c) => (
        <Badge color={c.getValue() ? 'green' : 'gray'} variant="light">
          {t(c.getValue() ? 'lotteries.on' : 'lotteries.off')}
        </Badge>
      ),
    }),
    column.accessor('minStake', {
      header: t('lotteries.minStake'),
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('maxStake', {
      header: t('lotteries.maxStake'),
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('maxExposure', {
      header: t('lotteries.maxExposure'),
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('markets', {
      header: t('lotteries.odds'),
      cell: (c) => {
        const priced = c.getValue().filter((market) => market.custom).length;
        return priced ? t('lotteries.customOdds', { count: priced }) : t('lotteries.defaultOdds');
      },
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          {can('games.write') && (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t('lotteries.editName', { name: row.original.gameCode })}
              onClick={() => setEditing(row.original)}
            >
              {t('lotteries.edit')}
            </Button>
          )}
          <Anchor
            component={Link}
            size="sm"
            to={`/games/lotteries/${row.original.gameCode}`}
            aria-label={t('lotteries.drawsName', { name: row.original.gameCode })}
          >
            {t('lotteries.draws')}
          </Anchor>
        </Group>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('lotteries.nav')} />
      <DataTable
        caption={t('lotteries.nav')}
        columns={columns as never}
        rows={rows}
        total={rows?.length ?? 0}
        pageNo={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPage={() => undefined}
        loading={lotteries.isLoading}
      />
      {editing && <LotteryDialog lottery={editing} exponent={exponent} onClose={() => setEditing(null)} />}
    </>
  );
}
