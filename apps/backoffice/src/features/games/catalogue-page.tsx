import { Badge, Button, Group, Select, Text, TextInput } from '@mantine/core';
import { GAME_CATEGORIES } from '@platform/contract/constants';
import { type AdminGame, AdminGameListQuerySchema } from '@platform/contract/games';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { fetchAllPages } from '../../lib/csv.ts';
import { blankToUndefined } from '../../lib/filter-values.ts';
import { fetchGames, type GameQuery, useAdminGames } from './api/use-admin-games.ts';
import { useAdminVendors } from './api/use-admin-vendors.ts';
import { useGameHidden } from './api/use-game-hidden.ts';
import { gameNameOf } from './game-name.ts';

const column = createColumnHelper<AdminGame>();
const PAGE_SIZE = 25;
// The name search of the contract's query, checked by its rule before a request goes out.
const SearchSchema = AdminGameListQuerySchema.pick({ name: true });

/** The catalogue as this site shows it: search it, and hide single games from the site or show them again. */
export function CataloguePage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [filters, setFilters] = useState<Omit<GameQuery, 'pageNo' | 'pageSize'>>({});
  const [pageNo, setPageNo] = useState(1);
  const form = useContractForm(SearchSchema, {});
  const query = { ...filters, pageNo, pageSize: PAGE_SIZE };
  const list = useAdminGames(query);
  const vendors = useAdminVendors();
  const hide = useGameHidden();
  const filter = (changes: Partial<GameQuery>) => {
    setFilters((current) => ({ ...current, ...changes }));
    setPageNo(1);
  };

  const columns = [
    column.display({
      id: 'name',
      header: t('games.catalogue.name'),
      cell: ({ row }) => (
        <div>
          <Text size="sm" fw={500}>
            {gameNameOf(row.original)}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.gameId}
          </Text>
        </div>
      ),
    }),
    column.accessor('vassalage', { header: t('games.catalogue.vendor') }),
    column.accessor('gameType', {
      header: t('games.catalogue.category'),
      cell: (c) => t(`games.categories.${c.getValue()}`),
    }),
    column.accessor('gameClassify', {
      header: t('games.catalogue.classify'),
      cell: (c) => c.getValue() ?? '—',
    }),
    column.display({
      id: 'flags',
      header: t('games.catalogue.flags'),
      cell: ({ row }) => (
        <Group gap={4}>
          {row.original.isHot && (
            <Badge color="red" variant="light" size="sm">
              {t('games.catalogue.hot')}
            </Badge>
          )}
          {row.original.isNew && (
            <Badge color="blue" variant="light" size="sm">
              {t('games.catalogue.new')}
            </Badge>
          )}
        </Group>
      ),
    }),
    column.accessor('enabled', {
      header: t('games.catalogue.feed'),
      cell: (c) =>
        c.getValue() ? (
          t('games.catalogue.listed')
        ) : (
          <Text size="sm" c="dimmed">
            {t('games.catalogue.withdrawn')}
          </Text>
        ),
    }),
    column.accessor('hidden', {
      header: t('games.catalogue.site'),
      cell: (c) => (
        <Badge color={c.getValue() ? 'gray' : 'green'} variant="light">
          {t(c.getValue() ? 'games.catalogue.hidden' : 'games.catalogue.shown')}
        </Badge>
      ),
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => {
        const game = row.original;
        const name = gameNameOf(game);
        return (
          <Button
            size="compact-sm"
            variant="light"
            color={game.hidden ? 'teal' : 'gray'}
            aria-label={t(game.hidden ? 'games.catalogue.showName' : 'games.catalogue.hideName', { name })}
            loading={hide.isPending && hide.variables?.nodeId === game.nodeId}
            onClick={() => hide.mutate({ nodeId: game.nodeId, hidden: !game.hidden })}
          >
            {t(game.hidden ? 'games.catalogue.show' : 'games.catalogue.hide')}
          </Button>
        );
      },
    }),
  ];

  return (
    <>
      <PageHeader title={t('games.nav.catalogue')} />
      <Group align="flex-end" mb="md" wrap="wrap">
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => filter({ name: values.name }))}
          style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}
        >
          <TextInput
            label={t('games.catalogue.name')}
            error={form.formState.errors.name?.message}
            {...form.register('name', { setValueAs: blankToUndefined })}
          />
          <Button type="submit">{t('common.search')}</Button>
        </form>
        <Select
          label={t('games.catalogue.vendor')}
          placeholder={t('common.all')}
          clearable
          searchable
          value={filters.vassalage ?? null}
          onChange={(value) => filter({ vassalage: value ?? undefined })}
          data={(vendors.data ?? []).map((vendor) => ({
            value: vendor.vassalage,
            label: `${vendor.displayName} (${vendor.vassalage})`,
          }))}
        />
        <Select
          label={t('games.catalogue.category')}
          placeholder={t('common.all')}
          clearable
          value={filters.gameType ?? null}
          onChange={(value) => filter({ gameType: (value ?? undefined) as GameQuery['gameType'] })}
          data={GAME_CATEGORIES.map((value) => ({ value, label: t(`games.categories.${value}`) }))}
        />
        <Select
          label={t('games.catalogue.visibility')}
          placeholder={t('common.all')}
          clearable
          value={filters.hidden ?? null}
          onChange={(value) => filter({ hidden: (value ?? undefined) as GameQuery['hidden'] })}
          data={[
            { value: 'false', label: t('games.catalogue.shown') },
            { value: 'true', label: t('games.catalogue.hidden') },
          ]}
        />
      </Group>
      <Text size="xs" c="dimmed" mb="sm">
        {t('games.catalogue.flagsNote')}
      </Text>
      {hide.isError && (
        <Text c="red" mb="sm" role="alert">
          {errorText(hide.error)}
        </Text>
      )}
      <DataTable
        caption={t('games.nav.catalogue')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
        exportName="games"
        exportRows={() => fetchAllPages((page) => fetchGames({ ...query, pageNo: page, pageSize: 200 }))}
        csvValue={(game, id) => {
          if (id === 'name') return gameNameOf(game);
          if (id === 'flags') return [game.isHot && 'hot', game.isNew && 'new'].filter(Boolean).join(' ');
          if (id === 'actions') return null;
          const value = (game as Record<string, unknown>)[id];
          return typeof value === 'boolean' ? String(value) : ((value as string | number | null) ?? null);
        }}
      />
    </>
  );
}
