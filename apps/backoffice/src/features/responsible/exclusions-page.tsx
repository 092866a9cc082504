import { Anchor, Checkbox, Group, Text } from '@mantine/core';
import type { AdminExclusion } from '@platform/contract/responsible';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useExclusions } from './api/use-responsible-admin.ts';
import { InForceBadge, useExclusionText } from './exclusion-parts.tsx';

const column = createColumnHelper<AdminExclusion>();
const PAGE_SIZE = 20;

/** Every time-out and self-exclusion players took, newest first; read-only (none can be lifted). */
export function ExclusionsPage() {
  const { t } = useTranslation();
  const text = useExclusionText();
  const [pageNo, setPageNo] = useState(1);
  const [inForceOnly, setInForceOnly] = useState(false);
  const list = useExclusions({ pageNo, pageSize: PAGE_SIZE, ...(inForceOnly ? { inForce: 'true' } : {}) });

  const columns = [
    column.accessor('memberAccount', {
      header: t('responsible.player'),
      cell: (c) => (
        <Anchor component={Link} to={`/players/${c.row.original.memberId}`}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('kind', { header: t('responsible.kind'), cell: (c) => text.kind(c.row.original) }),
    column.accessor('period', { header: t('responsible.period'), cell: (c) => text.period(c.row.original) }),
    column.accessor('startsAt', {
      header: t('responsible.startsAt'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('endsAt', { header: t('responsible.endsAt'), cell: (c) => text.ends(c.row.original) }),
    column.accessor('inForce', {
      header: t('responsible.status'),
      cell: (c) => <InForceBadge inForce={c.getValue()} />,
    }),
  ];

  return (
    <>
      <PageHeader title={t('responsible.title')} />
      <Group justify="space-between" mb="md">
        <Text size="sm" c="dimmed">
          {t('responsible.intro')}
        </Text>
        <Checkbox
          label={t('responsible.inForceOnly')}
          checked={inForceOnly}
          onChange={(event) => {
            setInForceOnly(event.currentTarget.checked);
            setPageNo(1);
          }}
        />
      </Group>
      <DataTable
        caption={t('responsible.title')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
      />
    </>
  );
}
