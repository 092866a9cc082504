import { Badge, Button, Group } from '@mantine/core';
import { OPERATOR_ROLES, OPERATOR_STATUSES, type Operator } from '@platform/contract/operators';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { StatusSelect } from '../../components/status-select.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useMe } from '../auth/api/use-me.ts';
import { useOperators } from './api/use-operators.ts';
import { CreateOperatorDialog, EditOperatorDialog } from './operator-dialogs.tsx';

const column = createColumnHelper<Operator>();
const PAGE_SIZE = 50;

/** The merchant's staff: who may do what (role), who is shut out (disabled), and who has an authenticator. */
export function StaffPage() {
  const { t } = useTranslation();
  const myId = useMe().data?.id;
  const [role, setRole] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [pageNo, setPageNo] = useState(1);
  const [dialog, setDialog] = useState<{ kind: 'create' } | { kind: 'edit'; operator: Operator } | null>(
    null,
  );
  const list = useOperators({
    role: (role ?? undefined) as Operator['role'] | undefined,
    status: (status ?? undefined) as Operator['status'] | undefined,
    pageNo,
    pageSize: PAGE_SIZE,
  });

  const columns = [
    column.accessor('username', { header: t('staff.username') }),
    column.accessor('role', { header: t('staff.role'), cell: (c) => t(`staff.roles.${c.getValue()}`) }),
    column.accessor('status', {
      header: t('staff.status'),
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('totpEnabled', {
      header: t('staff.totp'),
      cell: (c) => (
        <Badge color={c.getValue() ? 'teal' : 'gray'} variant="light">
          {t(c.getValue() ? 'common.yes' : 'common.no')}
        </Badge>
      ),
    }),
    column.accessor('lastLoginAt', {
      header: t('staff.lastLoginAt'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('createdAt', { header: t('staff.createdAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => (
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setDialog({ kind: 'edit', operator: row.original })}
        >
          {t('staff.edit')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('staff.title')}>
        <Group>
          <StatusSelect
            label={t('staff.role')}
            statuses={OPERATOR_ROLES}
            value={role}
            onChange={(value) => {
              setRole(value);
              setPageNo(1);
            }}
            words={(value) => t(`staff.roles.${value}`)}
          />
          <StatusSelect
            label={t('staff.status')}
            statuses={OPERATOR_STATUSES}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPageNo(1);
            }}
          />
          <Button onClick={() => setDialog({ kind: 'create' })}>{t('staff.create')}</Button>
        </Group>
      </PageHeader>
      <DataTable
        caption={t('staff.title')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
      />
      {dialog?.kind === 'create' && <CreateOperatorDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'edit' && (
        <EditOperatorDialog
          operator={dialog.operator}
          isSelf={dialog.operator.id === myId}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}
