import { Button, Code, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type AuditEntry, AuditLogQuerySchema } from '@platform/contract/operators';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { blankToUndefined, dayAfter, dayStart } from '../../lib/filter-values.ts';
import { formatMoment } from '../../lib/format.ts';
import { useOperators } from '../staff/api/use-operators.ts';
import { type AuditQuery, fetchAuditLog, useAuditLog } from './api/use-audit-log.ts';

const column = createColumnHelper<AuditEntry>();
const PAGE_SIZE = 25;
// The filter fields of the contract's query, checked by its rules before a request goes out.
const FilterSchema = AuditLogQuerySchema.pick({
  operatorId: true,
  action: true,
  objectType: true,
  objectId: true,
  from: true,
  to: true,
});
type Filters = Omit<AuditQuery, 'pageNo' | 'pageSize'>;
// Staff of a merchant fit one page of the operator list.
const ALL_OPERATORS = { pageNo: 1, pageSize: 200 };

/** Who changed what and when, with the record before and after each change. */
export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<Filters>({});
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const form = useContractForm(FilterSchema, {});
  const query = { ...filters, pageNo, pageSize: PAGE_SIZE };
  const list = useAuditLog(query);
  const { errors } = form.formState;
  const operators = useOperators(ALL_OPERATORS);

  const columns = [
    column.accessor('at', { header: t('audit.at'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('operatorUsername', {
      header: t('audit.operator'),
      cell: (c) => c.getValue() ?? t('audit.system'),
    }),
    column.accessor('action', { header: t('audit.action') }),
    column.accessor('objectType', { header: t('audit.objectType') }),
    column.accessor('objectId', { header: t('audit.objectId'), cell: (c) => c.getValue() ?? '—' }),
    column.accessor('ip', { header: t('audit.ip'), cell: (c) => c.getValue() ?? '—' }),
    column.display({
      id: 'change',
      header: t('audit.change'),
      cell: ({ row }) => (
        <Button size="compact-sm" variant="default" onClick={() => setOpen(row.original)}>
          {t('audit.showChange')}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('nav.audit')} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setFilters(values);
          setPageNo(1);
        })}
      >
        <Group align="flex-end" mb="md">
          <Controller
            control={form.control}
            name="operatorId"
            render={({ field }) => (
              <Select
                label={t('audit.operator')}
                placeholder={t('common.all')}
                clearable
                searchable
                value={field.value === undefined ? null : String(field.value)}
                onChange={(value) => field.onChange(value === null ? undefined : Number(value))}
                data={(operators.data?.list ?? []).map((operator) => ({
                  value: String(operator.id),
                  label: operator.username,
                }))}
              />
            )}
          />
          <TextInput
            label={t('audit.action')}
            error={errors.action?.message}
            {...form.register('action', { setValueAs: blankToUndefined })}
          />
          <TextInput
            label={t('audit.objectType')}
            error={errors.objectType?.message}
            {...form.register('objectType', { setValueAs: blankToUndefined })}
          />
          <TextInput
            label={t('audit.objectId')}
            error={errors.objectId?.message}
            {...form.register('objectId', { setValueAs: blankToUndefined })}
          />
          <TextInput
            type="date"
            label={t('audit.from')}
            error={errors.from?.message}
            {...form.register('from', { setValueAs: dayStart })}
          />
          <TextInput
            type="date"
            label={t('audit.to')}
            error={errors.to?.message}
            {...form.register('to', { setValueAs: dayAfter })}
          />
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <DataTable
        caption={t('nav.audit')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        exportName="audit-log"
        exportRows={() => fetchAllPages((page) => fetchAuditLog({ ...query, pageNo: page, pageSize: 200 }))}
        csvValue={(row, id) => {
          const value = (row as unknown as Record<string, unknown>)[id];
          return typeof value === 'object' && value !== null
            ? JSON.stringify(value)
            : ((value as string) ?? null);
        }}
      />
      {open && (
        <Modal
          opened
          onClose={() => setOpen(null)}
          title={`${open.action} · ${open.objectType} ${open.objectId ?? ''}`}
          size="xl"
        >
          <SimpleGrid cols={2}>
            <Stack gap={4}>
              <Text fw={600}>{t('audit.before')}</Text>
              <Code block>{JSON.stringify(open.before, null, 2) ?? '—'}</Code>
            </Stack>
            <Stack gap={4}>
              <Text fw={600}>{t('audit.after')}</Text>
              <Code block>{JSON.stringify(open.after, null, 2) ?? '—'}</Code>
            </Stack>
          </SimpleGrid>
        </Modal>
      )}
    </>
  );
}
