import { Badge, Button, Group, Select } from '@mantine/core';
import {
  type AdminFeedback,
  FEEDBACK_QUESTION_TYPES,
  FEEDBACK_STATUSES,
  type FeedbackQuestionType,
  type FeedbackStatus,
} from '@platform/contract/feedback';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/data-table.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useFeedbackQueue } from './api/use-feedback.ts';
import { FeedbackDialog, STATUS_COLORS } from './feedback-dialog.tsx';

const column = createColumnHelper<AdminFeedback>();
const PAGE_SIZE = 20;

/** Players' feedback and complaints, newest first, by status and question type. */
export function FeedbackPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<FeedbackStatus | 'all'>('open');
  const [questionType, setQuestionType] = useState<FeedbackQuestionType | 'all'>('all');
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<AdminFeedback | null>(null);
  const queue = useFeedbackQueue({ status, questionType, pageNo, pageSize: PAGE_SIZE });

  const columns = [
    column.accessor('createdAt', { header: t('feedback.sentAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('account', { header: t('feedback.player') }),
    column.accessor('questionType', {
      header: t('feedback.questionType'),
      cell: (c) => t(`feedback.types.${c.getValue()}`),
    }),
    column.accessor('content', {
      header: t('feedback.content'),
      cell: (c) => (c.getValue().length > 60 ? `${c.getValue().slice(0, 60)}…` : c.getValue()),
    }),
    column.accessor('status', {
      header: t('feedback.status'),
      cell: (c) => (
        <Badge variant="light" color={STATUS_COLORS[c.getValue()]}>
          {t(`feedback.statuses.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.display({
      id: 'open',
      header: '',
      cell: ({ row }) => (
        <Button size="compact-sm" variant="light" onClick={() => setOpen(row.original)}>
          {t('feedback.open', { account: row.original.account })}
        </Button>
      ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('feedback.title')} />
      <Group mb="md">
        <Select
          label={t('feedback.status')}
          value={status}
          allowDeselect={false}
          onChange={(value) => {
            setStatus((value ?? 'all') as FeedbackStatus | 'all');
            setPageNo(1);
          }}
          data={[
            { value: 'all', label: t('feedback.all') },
            ...FEEDBACK_STATUSES.map((value) => ({ value, label: t(`feedback.statuses.${value}`) })),
          ]}
        />
        <Select
          label={t('feedback.questionType')}
          value={questionType}
          allowDeselect={false}
          onChange={(value) => {
            setQuestionType((value ?? 'all') as FeedbackQuestionType | 'all');
            setPageNo(1);
          }}
          data={[
            { value: 'all', label: t('feedback.all') },
            ...FEEDBACK_QUESTION_TYPES.map((value) => ({ value, label: t(`feedback.types.${value}`) })),
          ]}
        />
      </Group>
      <ErrorAlert error={queue.error} />
      <DataTable
        caption={t('feedback.title')}
        columns={columns as never}
        rows={queue.data?.list}
        total={queue.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={queue.isLoading}
      />
      {open && <FeedbackDialog feedback={open} onClose={() => setOpen(null)} />}
    </>
  );
}
