import { Badge, Button, Group } from '@mantine/core';
import {
  RISK_RULES,
  RISK_SIGNAL_STATUSES,
  type RiskRule,
  type RiskSignal,
  type RiskSignalStatus,
} from '@platform/contract/risk-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusSelect } from '../../components/status-select.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useCurrencyExponent } from '../../lib/site-config.ts';
import { useRiskSignals } from './api/use-risk-signals.ts';
import { SignalReview } from './signal-review.tsx';
import { signalSummary } from './signal-summary.ts';

const column = createColumnHelper<RiskSignal>();
const PAGE_SIZE = 20;
export const SIGNAL_STATUS_COLORS = { open: 'yellow', dismissed: 'gray', actioned: 'teal' } as const;

/** The risk queue: signals the scan raised, by rule and status, each opened to its evidence and actions. */
export function RiskQueuePage() {
  const { t } = useTranslation();
  const exponent = useCurrencyExponent();
  const [pageNo, setPageNo] = useState(1);
  const [rule, setRule] = useState<RiskRule | null>(null);
  const [status, setStatus] = useState<RiskSignalStatus | null>('open');
  const [openId, setOpenId] = useState<number | null>(null);
  const signals = useRiskSignals({
    pageNo,
    pageSize: PAGE_SIZE,
    ...(rule ? { rule } : {}),
    ...(status ? { status } : {}),
  });
  const reviewed = signals.data?.list.find((signal) => signal.id === openId);

  const columns = [
    column.accessor('raisedAt', { header: t('risk.raisedAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('rule', { header: t('risk.rule'), cell: (c) => t(`risk.rules.${c.getValue()}`) }),
    column.display({
      id: 'summary',
      header: t('risk.summaryColumn'),
      cell: ({ row }) => signalSummary(t, row.original, exponent),
    }),
    column.accessor('members', {
      header: t('risk.players'),
      cell: (c) =>
        c
          .getValue()
          .map((member) => member.account)
          .join(', '),
    }),
    column.accessor('status', {
      header: t('risk.status'),
      cell: (c) => (
        // A badge clips its label to the cell: as wide as its word, so the column never squeezes it.
        <Badge variant="light" color={SIGNAL_STATUS_COLORS[c.getValue()]} miw="max-content">
          {t(`risk.statuses.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'review',
      header: '',
      cell: ({ row }) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpenId(row.original.id)}>
          {t('risk.review')}
        </Button>
      ),
    }),
  ];

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };

  return (
    <>
      <PageHeader title={t('risk.title')}>
        <Group gap="sm">
          <StatusSelect
            label={t('risk.rule')}
            statuses={RISK_RULES}
            value={rule}
            onChange={filter((value) => setRule(value as RiskRule | null))}
            words={(value) => t(`risk.rules.${value}`)}
          />
          <StatusSelect
            label={t('risk.status')}
            statuses={RISK_SIGNAL_STATUSES}
            value={status}
            onChange={filter((value) => setStatus(value as RiskSignalStatus | null))}
            words={(value) => t(`risk.statuses.${value}`)}
          />
        </Group>
      </PageHeader>
      <DataTable
        caption={t('risk.title')}
        columns={columns as never}
        rows={signals.data?.list}
        total={signals.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={signals.isLoading}
      />
      {reviewed && <SignalReview signal={reviewed} exponent={exponent} onClose={() => setOpenId(null)} />}
    </>
  );
}
