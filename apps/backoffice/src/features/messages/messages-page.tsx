import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type AdminMessage,
  MESSAGE_TARGET_KINDS,
  type MessageAudience,
  OPERATOR_MESSAGE_KINDS,
} from '@platform/contract/messages';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors, useContractForm } from '../../components/contract-form.ts';
import { DataTable } from '../../components/data-table.tsx';
import { useErrorText } from '../../components/error-text.ts';
import { PageHeader } from '../../components/page-header.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useAdminMessages, useMessageActions } from './api/use-admin-messages.ts';
import { audienceOf, type ComposeForm, ComposeFormSchema } from './compose-form.ts';

const column = createColumnHelper<AdminMessage>();
const PAGE_SIZE = 20;
const KIND_COLORS = { announcement: 'blue', promotion: 'grape', system: 'gray' } as const;
const EMPTY: ComposeForm = {
  kind: 'announcement',
  targetKind: 'all',
  account: '',
  from: '',
  to: '',
  title: '',
  body: '',
};

/** Who a sent message was for, in the operator's words. */
function TargetText({ message }: { message: AdminMessage }) {
  const { t } = useTranslation();
  const { target } = message;
  const label = t(`messages.targets.${message.targetKind}`);
  if (target.account) return `${label}: ${target.account}`;
  if (target.from && target.to) return `${label}: ${formatMoment(target.from)} – ${formatMoment(target.to)}`;
  return label;
}

/** Compose with the recipients counted first, then send; sent messages below with their reads. */
function ComposeMessage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { preview, send } = useMessageActions();
  const form = useContractForm(ComposeFormSchema, EMPTY);
  const { errors, isSubmitting } = form.formState;
  // The count shown is for this audience; any change to the target asks for a new count.
  const [counted, setCounted] = useState<{ audience: MessageAudience; recipients: number } | null>(null);
  const [sent, setSent] = useState<number | null>(null);
  const targetKind = form.watch('targetKind');
  const fieldError = (message: string | undefined) =>
    message?.startsWith('messages.') ? t(message) : message;

  const fail = (error: unknown) => {
    if (!showServerFieldErrors(form, error)) form.setError('root', { message: errorText(error) });
  };
  const submit = form.handleSubmit(async (values) => {
    const audience = audienceOf(values);
    setSent(null);
    try {
      if (!counted || JSON.stringify(counted.audience) !== JSON.stringify(audience)) {
        setCounted({ audience, recipients: (await preview.mutateAsync(audience)).recipients });
        return;
      }
      const message = await send.mutateAsync({ ...audience, title: values.title, body: values.body });
      setSent(message.recipients);
      setCounted(null);
      form.reset(EMPTY);
    } catch (error) {
      fail(error);
    }
  });
  const audienceChanged = () => setCounted(null);

  return (
    <Paper withBorder p="md" mb="md">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('messages.intro')}
          </Text>
          <Group align="flex-start" grow>
            <NativeSelect
              label={t('messages.kind')}
              data={OPERATOR_MESSAGE_KINDS.map((kind) => ({
                value: kind,
                label: t(`messages.kinds.${kind}`),
              }))}
              {...form.register('kind', { onChange: audienceChanged })}
            />
            <NativeSelect
              label={t('messages.target')}
              data={MESSAGE_TARGET_KINDS.map((kind) => ({
                value: kind,
                label: t(`messages.targets.${kind}`),
              }))}
              {...form.register('targetKind', { onChange: audienceChanged })}
            />
            {targetKind === 'agentTree' || targetKind === 'member' ? (
              <TextInput
                label={t(targetKind === 'agentTree' ? 'messages.agentAccount' : 'messages.playerAccount')}
                error={fieldError(errors.account?.message)}
                {...form.register('account', { onChange: audienceChanged })}
              />
            ) : null}
            {targetKind === 'registered' ? (
              <>
                <TextInput
                  type="date"
                  label={t('messages.registeredFrom')}
                  error={fieldError(errors.from?.message)}
                  {...form.register('from', { onChange: audienceChanged })}
                />
                <TextInput
                  type="date"
                  label={t('messages.registeredTo')}
                  error={fieldError(errors.to?.message)}
                  {...form.register('to', { onChange: audienceChanged })}
                />
              </>
            ) : null}
          </Group>
          <TextInput
            label={t('messages.titleField')}
            error={errors.title?.message}
            {...form.register('title')}
          />
          <Textarea
            label={t('messages.body')}
            description={t('messages.bodyHint')}
            autosize
            minRows={4}
            maxRows={12}
            error={errors.body?.message}
            {...form.register('body')}
          />
          {errors.root?.message ? <Alert color="red">{errors.root.message}</Alert> : null}
          {counted ? (
            <Alert color={counted.recipients > 0 ? 'blue' : 'yellow'}>
              {t('messages.reaches', { count: counted.recipients })}
            </Alert>
          ) : null}
          {sent !== null ? <Alert color="green">{t('messages.sent', { count: sent })}</Alert> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {counted ? t('messages.send', { count: counted.recipients }) : t('messages.count')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function MessagesPage() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [pageNo, setPageNo] = useState(1);
  const list = useAdminMessages({ pageNo, pageSize: PAGE_SIZE });
  const { withdraw } = useMessageActions();
  const [withdrawing, setWithdrawing] = useState<AdminMessage | null>(null);

  const columns = [
    column.accessor('createdAt', { header: t('messages.sentAt'), cell: (c) => formatMoment(c.getValue()) }),
    column.accessor('kind', {
      header: t('messages.kind'),
      cell: (c) => (
        <Badge variant="light" color={KIND_COLORS[c.getValue()]}>
          {t(`messages.kinds.${c.getValue()}`)}
        </Badge>
      ),
    }),
    column.accessor('title', {
      header: t('messages.titleField'),
      cell: (c) => c.getValue() ?? t(`messages.templates.${c.row.original.template}`),
    }),
    column.display({
      id: 'target',
      header: t('messages.target'),
      cell: ({ row }) => <TargetText message={row.original} />,
    }),
    column.accessor('reads', {
      header: t('messages.reads'),
      meta: { numeric: true },
      cell: (c) => `${c.getValue()} / ${c.row.original.recipients}`,
    }),
    column.accessor('createdBy', { header: t('messages.by'), cell: (c) => c.getValue() ?? '—' }),
    column.display({
      id: 'status',
      header: t('messages.status'),
      cell: ({ row }) =>
        row.original.withdrawnAt ? (
          <Badge variant="light" color="red">
            {t('messages.withdrawn')}
          </Badge>
        ) : row.original.kind === 'system' ? null : (
          <Button size="compact-sm" variant="subtle" color="red" onClick={() => setWithdrawing(row.original)}>
            {t('messages.withdraw')}
          </Button>
        ),
    }),
  ];

  return (
    <>
      <PageHeader title={t('messages.title')} />
      <ComposeMessage />
      <DataTable
        caption={t('messages.sentTitle')}
        columns={columns as never}
        rows={list.data?.list}
        total={list.data?.total ?? 0}
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        onPage={setPageNo}
        loading={list.isLoading}
      />
      <Modal
        opened={withdrawing !== null}
        onClose={() => setWithdrawing(null)}
        title={t('messages.withdrawTitle')}
        centered
      >
        <Stack>
          <Text size="sm">{t('messages.withdrawConfirm', { title: withdrawing?.title ?? '' })}</Text>
          {withdraw.isError ? <Alert color="red">{errorText(withdraw.error)}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWithdrawing(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              loading={withdraw.isPending}
              onClick={() =>
                withdrawing && withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })
              }
            >
              {t('messages.withdraw')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
