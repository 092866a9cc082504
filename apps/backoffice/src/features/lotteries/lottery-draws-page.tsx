import { Alert, Anchor, Badge, Button, Group } from '@mantine/core';
import type { AdminLotteryDraw, LotteryCancelResult } from '@platform/contract/lottery-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatCount, formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useCan } from '../auth/api/use-me.ts';
import { useLotteryDraws } from './api/use-lottery-draws.ts';
import { CancelDrawDialog } from './cancel-draw-dialog.tsx';
import { ExposureDialog } from './exposure-dialog.tsx';

const PAGE_SIZE = 20;
const STATUS_COLORS = { open: 'blue', drawn: 'yellow', settled: 'green', cancelled: 'gray' } as const;
const column = createColumnHelper<AdminLotteryDraw>();

/** One lottery's draws, newest first: their money and worst number; an open draw may be cancelled. */
export function LotteryDrawsPage() {
  const { t } = useTranslation();
  const gameCode = useParams().gameCode ?? '';
  const can = useCan();
  const exponent = useCurrencyExponent();
  const [pageNo, setPageNo] = useState(1);
  const draws = useLotteryDraws(gameCode, pageNo, PAGE_SIZE);
  const [watching, setWatching] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<(LotteryCancelResult & { drawId: string }) | null>(null);
  const money = (minor: number) => formatMoney(minor, exponent);
  const writer = can('games.write');

  const columns = [
    column.accessor('drawId', { header: t('lotteries.drawList.drawId') }),
    column.accessor('status', {
      header: t('lotteries.drawList.status'),
      cell: (c) => (
        <Badge color={STATUS_COLORS[c.getValue()]} variant="light">
          {t(`lotteries.status.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.accessor('closesAt', {
      header: t('lotteries.drawList.closesAt'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('drawsAt', {
      header: t('lotteries.drawList.drawsAt'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('slipCount', {
      header: t('lotteries.drawList.slips'),
      cell: (c) => formatCount(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('totalStaked', {
      header: t('lotteries.drawList.staked'),
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('totalPaid', {
      header: t('lotteries.drawList.paid'),
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    }),
    column.accessor('largestLiability', {
      header: t('lotteries.drawList.largest'),
      cell: (c) => money(c.getValue()),
      meta: { numeric: true },
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) =>
        writer && (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="compact-sm"
              variant="default"
              aria-label={t('lotteries.drawList.exposureName', { drawId: row.original.drawId })}
              onClick={() => setWatching(row.original.drawId)}
            >
              {t('lotteries.drawList.exposure')}
            </Button>
            {row.original.status === 'open' && (
              <Button
                size="compact-sm"
                color="red"
                variant="light"
                aria-label={t('lotteries.drawList.cancelName', { drawId: row.original.drawId })}
                onClick={() => setCancelling(row.original.drawId)}
              >
                {t('lotteries.drawList.cancel')}
              </Button>
            )}
          </Group>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('lotteries.drawsName', { name: gameCode })}>
        <Anchor component={Link} to="/games/lotteries">
          {t('lotteries.drawList.back')}
        </Anchor>
      </PageHeader>
      {cancelled && (
        <Alert color="green" mb="md" withCloseButton onClose={() => setCancelled(null)}>
          {cancelled.drawId}:{' '}
          {t('lotteries.cancel.done', { count: cancelled.refunded, amount: money(cancelled.amount) })}
        </Alert>
      )}
      <DataTable
        caption={t('lotteries.drawsName', { name: gameCode })}
        columns={columns as never}
        rows={draws.data?.list}
        total={draws.data?.total ?? 0}
        totalCapped={draws.data?.totalCapped}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={draws.isLoading}
      />
      {watching && <ExposureDialog drawId={watching} exponent={exponent} onClose={() => setWatching(null)} />}
      {cancelling && (
        <CancelDrawDialog
          gameCode={gameCode}
          drawId={cancelling}
          onClose={() => setCancelling(null)}
          onCancelled={(result) => {
            setCancelled({ ...result, drawId: cancelling });
            setCancelling(null);
          }}
        />
      )}
    </>
  );
}
