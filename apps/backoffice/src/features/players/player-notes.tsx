import { Button, Group, Stack, Textarea } from '@mantine/core';
import { type MemberNote, MemberNoteInputSchema } from '@platform/contract/members-admin';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useCan } from '../auth/api/use-me.ts';
import { useAddMemberNote, useMemberNotes } from './api/use-member-notes.ts';

const column = createColumnHelper<MemberNote>();
const PAGE_SIZE = 20;
const NOTE_MAX = 1000;

/** What staff wrote about the player, newest first; those who may act on players can add to it. */
export function PlayerNotes({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const can = useCan();
  const [pageNo, setPageNo] = useState(1);
  const notes = useMemberNotes(memberId, pageNo, PAGE_SIZE);
  const columns = [
    column.accessor('createdAt', { header: t('players.notes.at'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('operatorUsername', { header: t('players.notes.by') }),
    column.accessor('body', {
      header: t('players.notes.body'),
      cell: (c) => <pre style={PRE}>{c.getValue()}</pre>,
    }),
  ];
  return (
    <Stack>
      {can('members.write') && <AddNoteForm memberId={memberId} onAdded={() => setPageNo(1)} />}
      <DataTable
        caption={t('players.notes.title')}
        columns={columns as never}
        rows={notes.data?.list}
        total={notes.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={notes.isLoading}
      />
    </Stack>
  );
}

// A note keeps the lines it was typed with, in the table's own font.
const PRE = { margin: 0, whiteSpace: 'pre-wrap', fontFamily: 'inherit' } as const;

function AddNoteForm({ memberId, onAdded }: { memberId: number; onAdded: () => void }) {
  const { t } = useTranslation();
  const add = useAddMemberNote(memberId);
  const form = useContractForm(MemberNoteInputSchema, { body: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async (values) => {
    await add.mutateAsync(values);
    form.reset({ body: '' });
    onAdded();
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('players.notes.new')}
          autosize
          minRows={2}
          maxLength={NOTE_MAX}
          error={errors.body?.message ?? errors.root?.message}
          {...form.register('body')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('players.notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
