import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { PAYOUT_STATUSES } from '@platform/contract/agent-contracts';
import { type AdminPayout, AdminPayoutListQuerySchema } from '@platform/contract/agent-contracts-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { fetchAllPages } from '../../lib/csv.ts';
import { blankToUndefined } from '../../lib/filter-values.ts';
import { formatCount, formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import { useCan } from '../auth/api/use-me.ts';
import { type AgentPayoutFilter, fetchAgentPayouts, useAgentPayouts } from './api/use-agent-payouts.ts';
import { useReleasePayouts } from './api/use-release-payouts.ts';
import { AgentContractBadge, rateText } from './contract-values.tsx';

const column = createColumnHelper<AdminPayout>();
const PAGE_SIZE = 20;
const NUMERIC = { numeric: true };
const NOWRAP = { whiteSpace: 'nowrap' } as const;
// The filters of the contract's query, each with the server's own rule.
const FilterSchema = AdminPayoutListQuerySchema.pick({ status: true, memberId: true });

/**
 * Every settlement's payout, newest window first, with what the held ones would pay; an operator
 * with finance.adjust selects held ones on the page and releases them (paid through the ledger).
 */
export function PayoutsPanel() {
  const { t } = useTranslation();
  const can = useCan();
  const releasable = can('finance.adjust');
  const exponent = useCurrencyExponent();
  const [filter, setFilter] = useState<AgentPayoutFilter>({});
  const [pageNo, setPageNo] = useFilterPage(filter);
  // The held payouts picked on this page; a new page or filter starts with none.
  const [picked, setPicked] = useState<AdminPayout[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [released, setReleased] = useState<{ released: number; paid: number } | null>(null);
  const form = useContractForm(FilterSchema, {});
  const { errors } = form.formState;
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const list = useAgentPayouts(query);
  const money = (minor: number) => formatMoney(minor, exponent);
  const kindName = (kind: string) => t(`agentContracts.kinds.${kind}`);
  const windowOf = (payout: AdminPayout) =>
    `${formatMoment(payout.windowStart)} – ${formatMoment(payout.windowEnd)}`;

  const heldOnPage = (list.data?.list ?? []).filter((payout) => payout.status === 'held');
  const isPicked = (payout: AdminPayout) => picked.some((one) => one.id === payout.id);
  const toggle = (payout: AdminPayout, on: boolean) =>
    setPicked((now) => (on ? [...now, payout] : now.filter((one) => one.id !== payout.id)));
  const allPicked = heldOnPage.length > 0 && heldOnPage.every(isPicked);
  const goTo = (next: number) => {
    setPicked([]);
    setPageNo(next);
  };

  const columns = [
    ...(releasable
      ? [
          column.display({
            id: 'select',
            header: () => (
              <Checkbox
                aria-label={t('agentContracts.payouts.selectPage')}
                checked={allPicked}
                indeterminate={picked.length > 0 && !allPicked}
                disabled={heldOnPage.length === 0}
                onChange={(event) => setPicked(event.currentTarget.checked ? heldOnPage : [])}
              />
            ),
            cell: ({ row }) =>
              row.original.status === 'held' ? (
                <Checkbox
                  aria-label={t('agentContracts.payouts.select', { id: row.original.id })}
                  checked={isPicked(row.original)}
                  onChange={(event) => toggle(row.original, event.currentTarget.checked)}
                />
              ) : null,
          }),
        ]
      : []),
    column.accessor((payout) => payout.member.account, {
      id: 'member',
      header: t('agentContracts.payouts.member'),
      cell: ({ row }) => (
        <Anchor component={Link} size="sm" to={`/players/${row.original.member.id}`}>
          {row.original.member.account}
        </Anchor>
      ),
    }),
    column.accessor('kind', {
      header: t('agentContracts.payouts.kind'),
      cell: (c) => kindName(c.getValue()),
    }),
    column.accessor('periodKey', { header: t('agentContracts.payouts.periodKey') }),
    column.accessor(windowOf, {
      id: 'window',
      header: t('agentContracts.payouts.window'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="xs" style={NOWRAP}>
            {formatMoment(row.original.windowStart)}
          </Text>
          <Text size="xs" c="dimmed" style={NOWRAP}>
            {formatMoment(row.original.windowEnd)}
          </Text>
        </Stack>
      ),
    }),
    column.accessor('activeMembers', {
      header: t('agentContracts.payouts.activeMembers'),
      meta: NUMERIC,
      cell: (c) => formatCount(c.getValue()),
    }),
    column.accessor('validBet', {
      header: t('agentContracts.payouts.validBet'),
      meta: NUMERIC,
      cell: (c) => money(c.getValue()),
    }),
    column.accessor('netLoss', {
      header: t('agentContracts.payouts.netLoss'),
      meta: NUMERIC,
      cell: (c) => money(c.getValue()),
    }),
    column.accessor('rateBp', {
      header: t('agentContracts.payouts.rate'),
      meta: NUMERIC,
      cell: (c) => rateText(c.getValue()),
    }),
    column.accessor('amount', {
      header: t('agentContracts.payouts.amount'),
      meta: NUMERIC,
      cell: (c) => (
        <Text size="sm" fw={600} style={NOWRAP}>
          {money(c.getValue())}
        </Text>
      ),
    }),
    column.accessor('status', {
      header: t('agentContracts.payouts.status'),
      cell: (c) => <AgentContractBadge status={c.getValue()} />,
    }),
    column.accessor('reference', {
      header: t('agentContracts.payouts.reference'),
      cell: (c) => c.getValue() ?? '—',
    }),
  ];

  const csvValue = (payout: AdminPayout, id: string): string | number | null => {
    switch (id) {
      case 'member':
        return payout.member.account;
      case 'kind':
        return kindName(payout.kind);
      case 'window':
        return `${payout.windowStart} – ${payout.windowEnd}`;
      case 'validBet':
      case 'netLoss':
      case 'amount':
        return money(payout[id]);
      case 'rateBp':
        return rateText(payout.rateBp);
      case 'status':
        return t(`agentContracts.statuses.${payout.status}`);
      case 'periodKey':
      case 'activeMembers':
      case 'reference':
        return payout[id];
      default:
        return null;
    }
  };

  return (
    <>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setPicked([]);
          setFilter(values);
        })}
      >
        <Group align="flex-end" mb="md">
          <Controller
            control={form.control}
            name="status"
            render={({ field }) => (
              <Select
                label={t('agentContracts.payouts.status')}
                placeholder={t('common.all')}
                clearable
                value={field.value ?? null}
                onChange={(value) => field.onChange(value ?? undefined)}
                data={PAYOUT_STATUSES.map((value) => ({
                  value,
                  label: t(`agentContracts.statuses.${value}`),
                }))}
              />
            )}
          />
          <TextInput
            label={t('agentContracts.payouts.memberId')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.memberId?.message}
            {...form.register('memberId', { setValueAs: blankToUndefined })}
          />
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <Card withBorder padding="sm" mb="md">
        <Group justify="space-between" wrap="wrap">
          <Text data-testid="held-total">
            {t('agentContracts.payouts.heldTotal', { amount: money(list.data?.heldTotal ?? 0) })}
          </Text>
          {releasable && (
            <Button disabled={picked.length === 0} onClick={() => setConfirming(true)}>
              {t('agentContracts.payouts.release', { count: picked.length })}
            </Button>
          )}
        </Group>
      </Card>
      {released && (
        <Alert color="green" mb="md" withCloseButton onClose={() => setReleased(null)}>
          {t('agentContracts.payouts.released', {
            count: released.released,
            amount: money(released.paid),
          })}
        </Alert>
      )}
      <ErrorAlert error={list.error} />
      <DataTable
        caption={t('agentContracts.tabs.payouts')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={goTo}
        loading={list.isLoading}
        exportName="agent-payouts"
        csvValue={csvValue}
        exportRows={() =>
          fetchAllPages((page) => fetchAgentPayouts({ ...query, pageNo: page, pageSize: 100 }))
        }
      />
      {confirming && (
        <ReleaseDialog
          payouts={picked}
          onClose={() => setConfirming(false)}
          onReleased={(result) => {
            setConfirming(false);
            setPicked([]);
            setReleased(result);
          }}
        />
      )}
    </>
  );
}

/** Asks before paying: how many held payouts and how much in all, then releases them. */
function ReleaseDialog(props: {
  payouts: AdminPayout[];
  onClose: () => void;
  onReleased: (result: { released: number; paid: number }) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const exponent = useCurrencyExponent();
  const release = useReleasePayouts();
  const total = props.payouts.reduce((sum, payout) => sum + payout.amount, 0);
  return (
    <Modal
      opened
      onClose={props.onClose}
      centered
      title={t('agentContracts.payouts.releaseTitle', { count: props.payouts.length })}
    >
      <Stack>
        <Text size="sm">
          {t('agentContracts.payouts.releaseBody', { amount: formatMoney(total, exponent) })}
        </Text>
        {release.error && <Alert color="red">{errorText(release.error)}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={release.isPending}
            onClick={() =>
              release.mutate(
                { payoutIds: props.payouts.map((payout) => payout.id) },
                { onSuccess: props.onReleased },
              )
            }
          >
            {t('agentContracts.payouts.releaseConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
