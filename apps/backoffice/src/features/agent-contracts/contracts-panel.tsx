import { Anchor, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { CONTRACT_KINDS, CONTRACT_STATUSES, type Contract } from '@platform/contract/agent-contracts';
import { AdminContractListQuerySchema } from '@platform/contract/agent-contracts-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { blankToUndefined } from '../../lib/filter-values.ts';
import { formatCount, formatMoment, formatMoney } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useFilterPage } from '../../lib/use-filter-page.ts';
import { useCan } from '../auth/api/use-me.ts';
import {
  type AgentContractFilter,
  fetchAgentContracts,
  useAgentContracts,
} from './api/use-agent-contracts.ts';
import type { AdminContractAction } from './api/use-process-contract.ts';
import { ContractActionDialog } from './contract-action-dialog.tsx';
import { AgentContractBadge, rateText } from './contract-values.tsx';
import { OfferDialog } from './offer-dialog.tsx';

const column = createColumnHelper<Contract>();
const PAGE_SIZE = 20;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
// The filters of the contract's query, each with the server's own rule.
const FilterSchema = AdminContractListQuerySchema.pick({ status: true, kind: true, memberId: true });

/** What the operator may do to a contract: end any active one; answer or ask as the upline of its own. */
function actionsOf(contract: Contract): AdminContractAction[] {
  if (contract.status !== 'active') return [];
  if (contract.offeredBy !== null) return ['end'];
  if (contract.terminationRequestedBy === 'downline') return ['accept', 'reject', 'end'];
  if (contract.terminationRequestedBy === null) return ['terminate', 'end'];
  return ['end'];
}

/** Every contract of the merchant, filtered and paged, with the operator's actions on each. */
export function ContractsPanel() {
  const { t } = useTranslation();
  const can = useCan();
  const exponent = useCurrencyExponent();
  const [filter, setFilter] = useState<AgentContractFilter>({});
  const [pageNo, setPageNo] = useFilterPage(filter);
  const [step, setStep] = useState<{ contract: Contract; action: AdminContractAction } | null>(null);
  const [offering, setOffering] = useState(false);
  const form = useContractForm(FilterSchema, {});
  const { errors } = form.formState;
  const query = { ...filter, pageNo, pageSize: PAGE_SIZE };
  const list = useAgentContracts(query);
  const money = (minor: number) => formatMoney(minor, exponent);
  const kindName = (kind: string) => t(`agentContracts.kinds.${kind}`);
  const periodName = (period: string) => t(`agentContracts.periods.${period}`);
  const offeredBy = (contract: Contract) =>
    contract.offeredBy?.account ?? t('agentContracts.contracts.operator');
  const endReason = (contract: Contract) =>
    contract.endReason
      ? t(`agentContracts.endReasons.${contract.endReason}`, { defaultValue: contract.endReason })
      : '—';
  const termination = (contract: Contract) => {
    if (!contract.terminationRequestedBy) return '—';
    if (contract.terminationRequestedBy === 'downline') return t('agentContracts.contracts.askedByAgent');
    return t(
      contract.offeredBy
        ? 'agentContracts.contracts.askedByUpline'
        : 'agentContracts.contracts.askedByOperator',
    );
  };

  const columns = [
    column.accessor('id', { header: t('agentContracts.contracts.id') }),
    column.accessor((contract) => contract.member.account, {
      id: 'holder',
      header: t('agentContracts.contracts.holder'),
      cell: ({ row }) => (
        <Anchor component={Link} size="sm" to={`/players/${row.original.member.id}`}>
          {row.original.member.account}
        </Anchor>
      ),
    }),
    column.accessor(offeredBy, {
      id: 'offeredBy',
      header: t('agentContracts.contracts.offeredBy'),
      cell: ({ row }) =>
        row.original.offeredBy ? (
          <Anchor component={Link} size="sm" to={`/players/${row.original.offeredBy.id}`}>
            {row.original.offeredBy.account}
          </Anchor>
        ) : (
          <Text size="sm" fw={500}>
            {t('agentContracts.contracts.operator')}
          </Text>
        ),
    }),
    column.accessor('kind', {
      header: t('agentContracts.contracts.kind'),
      cell: (c) => kindName(c.getValue()),
    }),
    column.accessor('period', {
      header: t('agentContracts.contracts.period'),
      cell: (c) => periodName(c.getValue()),
    }),
    column.accessor('rateBp', {
      header: t('agentContracts.contracts.rate'),
      meta: { numeric: true },
      cell: (c) => rateText(c.getValue()),
    }),
    column.display({
      id: 'thresholds',
      header: t('agentContracts.contracts.thresholds'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="xs" style={NOWRAP}>
            {t('agentContracts.contracts.minActiveMembers', {
              value: formatCount(row.original.minActiveMembers),
            })}
          </Text>
          <Text size="xs" style={NOWRAP}>
            {t('agentContracts.contracts.minValidBet', { amount: money(row.original.minValidBet) })}
          </Text>
          {row.original.kind === 'dividend' && (
            <Text size="xs" style={NOWRAP}>
              {t('agentContracts.contracts.minNetLoss', { amount: money(row.original.minNetLoss) })}
            </Text>
          )}
        </Stack>
      ),
    }),
    column.accessor('status', {
      header: t('agentContracts.contracts.status'),
      cell: (c) => <AgentContractBadge status={c.getValue()} />,
    }),
    column.display({
      id: 'dates',
      header: t('agentContracts.contracts.dates'),
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="xs" style={NOWRAP}>
            {t('agentContracts.contracts.started', { at: formatMoment(row.original.startedAt) })}
          </Text>
          <Text size="xs" c="dimmed" style={NOWRAP}>
            {t('agentContracts.contracts.ended', { at: formatMoment(row.original.endedAt) })}
          </Text>
        </Stack>
      ),
    }),
    column.accessor(endReason, { id: 'endReason', header: t('agentContracts.contracts.endReason') }),
    column.accessor(termination, { id: 'termination', header: t('agentContracts.contracts.termination') }),
    ...(can('members.write')
      ? [
          column.display({
            id: 'actions',
            header: t('common.actions'),
            cell: ({ row }) => (
              <Group gap="xs" wrap="nowrap">
                {actionsOf(row.original).map((action) => (
                  <Button
                    key={action}
                    size="compact-sm"
                    variant={action === 'accept' ? 'filled' : 'light'}
                    color={action === 'end' || action === 'terminate' ? 'red' : undefined}
                    onClick={() => setStep({ contract: row.original, action })}
                  >
                    {t(`agentContracts.actions.${action}`)}
                  </Button>
                ))}
              </Group>
            ),
          }),
        ]
      : []),
  ];

  const csvValue = (contract: Contract, id: string): string | number | null => {
    switch (id) {
      case 'holder':
        return contract.member.account;
      case 'offeredBy':
        return offeredBy(contract);
      case 'kind':
        return kindName(contract.kind);
      case 'period':
        return periodName(contract.period);
      case 'rateBp':
        return rateText(contract.rateBp);
      case 'thresholds':
        return [contract.minActiveMembers, money(contract.minValidBet), money(contract.minNetLoss)].join(
          ' / ',
        );
      case 'status':
        return t(`agentContracts.statuses.${contract.status}`);
      case 'dates':
        return `${contract.startedAt ?? ''} – ${contract.endedAt ?? ''}`;
      case 'endReason':
        return endReason(contract);
      case 'termination':
        return termination(contract);
      case 'id':
        return contract.id;
      default:
        return null;
    }
  };

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit((values) => setFilter(values))}>
        <Group align="flex-end" mb="md" justify="space-between">
          <Group align="flex-end">
            <Controller
              control={form.control}
              name="status"
              render={({ field }) => (
                <Select
                  label={t('agentContracts.contracts.status')}
                  placeholder={t('common.all')}
                  clearable
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  data={CONTRACT_STATUSES.map((value) => ({
                    value,
                    label: t(`agentContracts.statuses.${value}`),
                  }))}
                />
              )}
            />
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <Select
                  label={t('agentContracts.contracts.kind')}
                  placeholder={t('common.all')}
                  clearable
                  value={field.value ?? null}
                  onChange={(value) => field.onChange(value ?? undefined)}
                  data={CONTRACT_KINDS.map((value) => ({ value, label: kindName(value) }))}
                />
              )}
            />
            <TextInput
              label={t('agentContracts.contracts.memberId')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.memberId?.message}
              {...form.register('memberId', { setValueAs: blankToUndefined })}
            />
            <Button type="submit">{t('common.search')}</Button>
          </Group>
          {can('members.write') && (
            <Button variant="light" onClick={() => setOffering(true)}>
              {t('agentContracts.offer.open')}
            </Button>
          )}
        </Group>
      </form>
      <ErrorAlert error={list.error} />
      <DataTable
        caption={t('agentContracts.tabs.contracts')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        exportName="agent-contracts"
        csvValue={csvValue}
        exportRows={() =>
          fetchAllPages((page) => fetchAgentContracts({ ...query, pageNo: page, pageSize: 100 }))
        }
      />
      {step && (
        <ContractActionDialog contract={step.contract} action={step.action} onClose={() => setStep(null)} />
      )}
      {offering && <OfferDialog onClose={() => setOffering(false)} />}
    </>
  );
}
