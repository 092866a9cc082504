import { Badge, Button, Group, Image, Switch, Text } from '@mantine/core';
import { pickText } from '@platform/contract/i18n';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { formatMoment } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useSiteConfig } from '../../../lib/site-config.ts';
import { useCan } from '../../auth/api/use-me.ts';
import { useContentItems } from '../api/use-content-items.ts';
import type { ContentKind } from '../content-kinds.ts';
import { type ContentRow, type RowState, stateOf, type Texts } from '../content-values.ts';
import { useImageSource } from '../use-image-source.ts';
import { ContentEditor } from './content-editor.tsx';
import { RetireDialog } from './retire-dialog.tsx';

const column = createColumnHelper<ContentRow>();
const STATE_COLORS: Record<RowState, string> = {
  live: 'green',
  scheduled: 'blue',
  ended: 'gray',
  retired: 'red',
};

/** The list image of an item: a banner's image, or a promotion's card image (sequence 1). */
function listImage(row: ContentRow): string | null {
  if (typeof row.values.image === 'string') return row.values.image;
  const images = row.values.images as { sequence: number; image: string }[] | undefined;
  return images?.find((image) => image.sequence === 1)?.image ?? null;
}

/**
 * The list of every kind of content: the items in the site's order with their schedule and state,
 * and create, edit and retire. The API answers a kind's whole list (a site has tens, not
 * thousands), so there is one page.
 */
export function ContentListPage({ kind }: { kind: ContentKind }) {
  const { t } = useTranslation();
  const can = useCan();
  const config = useSiteConfig().data;
  const imageOf = useImageSource();
  const [includeRetired, setIncludeRetired] = useState(false);
  const [editing, setEditing] = useState<{ row?: ContentRow } | null>(null);
  const [retiring, setRetiring] = useState<ContentRow | null>(null);
  const list = useContentItems(kind, includeRetired);
  const writable = can('content.write');
  const titleOf = (row: ContentRow) =>
    kind.title ? pickText(row.values.title as Texts, currentLanguage(), config?.defaultLanguage ?? 'EN') : '';
  const hasImage = kind.fields.some((spec) => spec.type === 'image' || spec.type === 'images');
  const scheduled = kind.fields.some((spec) => spec.name === 'startsAt');
  const valueText = (name: string, value: unknown) => {
    if (value === null || value === undefined || value === '') return '—';
    const spec = kind.fields.find((candidate) => candidate.name === name);
    return spec?.type === 'select' ? t(`content.options.${name}.${String(value)}`) : String(value);
  };

  const columns = [
    column.accessor('id', { header: t('content.list.id') }),
    ...(hasImage
      ? [
          column.display({
            id: 'image',
            header: t('content.list.image'),
            cell: ({ row }) => {
              const image = imageOf(listImage(row.original));
              return image ? (
                <Image
                  src={image}
                  alt=""
                  h={36}
                  w={kind.look === 'banner' ? 108 : 72}
                  fit="cover"
                  radius="xs"
                />
              ) : (
                '—'
              );
            },
          }),
        ]
      : []),
    ...(kind.title
      ? [
          column.display({
            id: 'title',
            header: t('content.fields.title'),
            cell: ({ row }) => titleOf(row.original),
          }),
        ]
      : []),
    ...kind.listed.map((name) =>
      column.display({
        id: name,
        header: t(`content.fields.${name}`),
        cell: ({ row }) => valueText(name, row.original.values[name]),
      }),
    ),
    ...(scheduled
      ? [
          column.display({
            id: 'schedule',
            header: t('content.list.schedule'),
            cell: ({ row }) => {
              const { startsAt, endsAt } = row.original.values as {
                startsAt: string | null;
                endsAt: string | null;
              };
              if (!startsAt && !endsAt) return t('content.list.always');
              return (
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {startsAt ? formatMoment(startsAt) : t('content.list.now')}
                  <br />– {endsAt ? formatMoment(endsAt) : t('content.list.noEnd')}
                </Text>
              );
            },
          }),
        ]
      : []),
    column.display({
      id: 'sortOrder',
      header: t('content.fields.sortOrder'),
      cell: ({ row }) => String(row.original.values.sortOrder ?? 0),
    }),
    column.display({
      id: 'state',
      header: t('content.list.state'),
      cell: ({ row }) => {
        const state = stateOf(row.original);
        return (
          <Badge color={STATE_COLORS[state]} variant="light" w="max-content">
            {t(`content.state.${state}`)}
          </Badge>
        );
      },
    }),
    column.display({
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) =>
        writable && !row.original.retiredAt ? (
          <Group gap="xs" wrap="nowrap">
            <Button size="compact-sm" onClick={() => setEditing({ row: row.original })}>
              {t('content.list.edit')}
            </Button>
            <Button size="compact-sm" color="red" variant="light" onClick={() => setRetiring(row.original)}>
              {t('content.list.retire')}
            </Button>
          </Group>
        ) : null,
    }),
  ];

  const rows = list.data;
  const title = t(`content.kinds.${kind.key}.title`);
  return (
    <>
      <PageHeader title={title}>
        <Switch
          label={t('content.list.showRetired')}
          checked={includeRetired}
          onChange={(event) => setIncludeRetired(event.currentTarget.checked)}
        />
        {writable && (
          <Button onClick={() => setEditing({})}>
            {t('content.list.create', { kind: t(`content.kinds.${kind.key}.one`) })}
          </Button>
        )}
      </PageHeader>
      <DataTable
        caption={title}
        columns={columns as never}
        rows={rows}
        total={rows?.length ?? 0}
        pageNo={1}
        pageSize={Math.max(rows?.length ?? 0, 1)}
        onPage={() => {}}
        loading={list.isLoading}
      />
      {editing && <ContentEditor kind={kind} row={editing.row} onClose={() => setEditing(null)} />}
      {retiring && (
        <RetireDialog
          kind={kind}
          id={retiring.id}
          name={titleOf(retiring)}
          onClose={() => setRetiring(null)}
        />
      )}
    </>
  );
}
