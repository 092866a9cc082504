import { Anchor, Button, Group, TextInput } from '@mantine/core';
import {
  ADMIN_MEMBER_SORTS,
  AdminMemberListQuerySchema,
  type AdminMemberRow,
} from '@platform/contract/members-admin';
import { createColumnHelper, type SortingState } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { StatusBadge } from '../../components/status-badge.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { blankToUndefined } from '../../lib/filter-values.ts';
import { formatMoment } from '../../lib/format.ts';
import { fetchMembers, useAdminMembers } from './api/use-admin-members.ts';

const column = createColumnHelper<AdminMemberRow>();
const PAGE_SIZE = 20;
const SEARCH_FIELDS = ['account', 'mobile', 'name', 'ip'] as const;
// The search fields of the contract's query, with the server's own rules for each.
const SearchSchema = AdminMemberListQuerySchema.pick({ account: true, mobile: true, name: true, ip: true });
type Search = Partial<Record<(typeof SEARCH_FIELDS)[number], string>>;
const isSort = (id: string): id is (typeof ADMIN_MEMBER_SORTS)[number] =>
  (ADMIN_MEMBER_SORTS as readonly string[]).includes(id);

function searchOf(params: URLSearchParams): Search {
  const found = SEARCH_FIELDS.flatMap((field) => {
    const value = params.get(field)?.trim();
    return value ? [[field, value] as const] : [];
  });
  return Object.fromEntries(found);
}

/** Find a player by account, mobile, name or IP; the list pages and sorts on the server. */
export function PlayersPage() {
  const { t } = useTranslation();
  // A search can arrive in the address (an IP on a player's sessions tab opens the list for it).
  const [params] = useSearchParams();
  const [search, setSearch] = useState<Search>(() => searchOf(params));
  const [pageNo, setPageNo] = useState(1);
  const [sorting, setSorting] = useState<SortingState>([{ id: 'createdAt', desc: true }]);
  const form = useContractForm(SearchSchema, search);
  const { errors } = form.formState;
  const sortBy = sorting[0];
  const query = {
    ...search,
    pageNo,
    pageSize: PAGE_SIZE,
    sort: sortBy && isSort(sortBy.id) ? sortBy.id : undefined,
    order: sortBy ? (sortBy.desc ? 'desc' : 'asc') : undefined,
  } as const;
  const list = useAdminMembers(query);

  const columns = [
    column.accessor('account', {
      header: t('players.account'),
      cell: (c) => (
        <Anchor component={Link} size="sm" to={`/players/${c.row.original.id}`}>
          {c.getValue()}
        </Anchor>
      ),
    }),
    column.accessor('nickname', { header: t('players.nickname'), enableSorting: false }),
    column.accessor('mobile', {
      header: t('players.mobile'),
      enableSorting: false,
      cell: (c) => (c.getValue() ? `+${c.row.original.countryDialingCode ?? ''} ${c.getValue()}` : '—'),
    }),
    column.accessor('status', {
      header: t('players.status'),
      enableSorting: false,
      cell: (c) => <StatusBadge status={c.getValue()} />,
    }),
    column.accessor('lastLoginIp', {
      header: t('players.lastLoginIp'),
      enableSorting: false,
      cell: (c) => c.getValue() ?? '—',
    }),
    column.accessor('lastLoginAt', {
      header: t('players.lastLoginAt'),
      cell: (c) => formatMoment(c.getValue()),
    }),
    column.accessor('createdAt', { header: t('players.createdAt'), cell: (c) => formatMoment(c.getValue()) }),
  ];

  return (
    <>
      <PageHeader title={t('nav.players')} />
      <form
        noValidate
        onSubmit={form.handleSubmit((values) => {
          setSearch(values);
          setPageNo(1);
        })}
      >
        <Group align="flex-end" mb="md">
          {SEARCH_FIELDS.map((field) => (
            <TextInput
              key={field}
              label={t(`players.search.${field}`)}
              error={errors[field]?.message}
              {...form.register(field, { setValueAs: blankToUndefined })}
            />
          ))}
          <Button type="submit">{t('common.search')}</Button>
        </Group>
      </form>
      <DataTable
        caption={t('nav.players')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.totalCapped}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        sorting={sorting}
        onSorting={(next) => {
          setSorting(next);
          setPageNo(1);
        }}
        exportName="players"
        exportRows={() => fetchAllPages((page) => fetchMembers({ ...query, pageNo: page, pageSize: 100 }))}
      />
    </>
  );
}
