import { Anchor } from '@mantine/core';
import type { AdminBet } from '@platform/contract/bets-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import { type BetFilter, fetchBets, useAdminBets, useBetCount } from './api/use-admin-bets.ts';
import { RoundDialog } from './round-dialog.tsx';

const column = createColumnHelper<AdminBet>();
const PAGE_SIZE = 20;
const NUMERIC = { numeric: true };

/** A page of bet rounds for a filter (the whole merchant, or one player on their page). */
export function BetTable({ filter }: { filter: BetFilter }) {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const [pageNo, setPageNo] = useFilterPage(filter);
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const bets = useAdminBets(query);
  const counted = useBetCount(filter);
  const money = (minor: number) => formatMoney(minor, exponent);
  const [opened, setOpened] = useState<AdminBet | null>(null);

  const columns = [
    column.accessor('placedAt', { header: t('bets.placedAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('memberAccount', {
      header: t('bets.player'),
      cell: (c) => (
        <Anchor component={Link} to={`/players/${c.row.original.memberId}`}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('vendorCode', { header: t('bets.vendor') }),
    column.accessor('gameName', {
      header: t('bets.game'),
      cell: (c) => c.getValue() ?? c.row.original.gameCode,
    }),
    column.accessor('roundId', {
      header: t('bets.round'),
      cell: (c) => (
        <Anchor
          component="button"
          type="button"
          aria-label={t('bets.open', { roundId: c.getValue() })}
          onClick={() => setOpened(c.row.original)}
        >
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('stake', { header: t('bets.stake'), meta: NUMERIC, cell: (c) => money(c.getValue()) }),
    column.accessor('payout', { header: t('bets.payout'), meta: NUMERIC, cell: (c) => money(c.getValue()) }),
    column.display({
      id: 'result',
      header: t('bets.result'),
      meta: NUMERIC,
      cell: ({ row }) => money(row.original.payout - row.original.stake),
    }),
    column.accessor('status', {
      header: t('bets.status'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
  ];

  return (
    <>
      {opened && <RoundDialog bet={opened} exponent={exponent} onClose={() => setOpened(null)} />}
      <DataTable
        caption={t('bets.title')}
        columns={columns as never}
        rows={bets.data?.list}
        total={counted.data?.total ?? 0}
        totalCapped={counted.data?.totalCapped}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={bets.isLoading}
        exportName="bets"
        exportRows={() =>
          fetchAllPages(async (next) => {
            const page = await fetchBets({ ...query, pageNo: next, pageSize: 100 });
            return { list: page.list, totalPages: page.hasMore ? next + 1 : next };
          })
        }
      />
    </>
  );
}
