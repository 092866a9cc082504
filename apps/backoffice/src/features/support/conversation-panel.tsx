import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import { type AdminSupportConversation, SupportMessageInputSchema } from '@platform/contract/support';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../components/contract-form.ts';
import { useErrorText } from '../../components/error-text.ts';
import { useFormSubmit } from '../../components/form-submit.tsx';
import { formatMoment } from '../../lib/format.ts';
import { useMe } from '../auth/api/use-me.ts';
import {
  useAgents,
  useCannedReplies,
  useConversation,
  useConversationActions,
  useConversationHistory,
  useTypingSignal,
} from './api/use-support.ts';

/**
 * Messages as text, oldest first, with "load older" above them while older ones exist; "read"
 * under the last reply once the player read it.
 */
function Messages({ conversation }: { conversation: AdminSupportConversation }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const history = useConversationHistory(conversation.id, conversation);
  const lastReply = [...history.messages].reverse().find((message) => message.sender === 'operator');
  return (
    <ScrollArea h={420} type="auto">
      <Stack gap="xs" p="xs">
        {history.hasOlder && (
          <Group justify="center">
            <Button variant="subtle" size="xs" onClick={history.loadOlder} loading={history.loadingOlder}>
              {t('support.loadOlder')}
            </Button>
          </Group>
        )}
        {history.olderError && <Alert color="red">{errorText(history.olderError)}</Alert>}
        {history.messages.map((message) => {
          const player = message.sender === 'member';
          return (
            <Card
              key={message.id}
              withBorder
              padding="xs"
              maw="80%"
              ml={player ? 0 : 'auto'}
              bg={player ? undefined : 'var(--mantine-color-blue-light)'}
            >
              <Text size="xs" c="dimmed">
                {player ? conversation.account : (message.author ?? t('support.formerOperator'))} ·{' '}
                <time dateTime={message.createdAt}>{formatMoment(message.createdAt)}</time>
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
              {message.id === lastReply?.id && (
                <Text size="xs" c="dimmed" ta="right">
                  {conversation.memberReadId >= message.id
                    ? t('support.readByPlayer')
                    : t('support.notReadYet')}
                </Text>
              )}
            </Card>
          );
        })}
        {conversation.memberTyping && (
          <Text size="sm" c="dimmed" fs="italic">
            {t('support.playerTyping', { account: conversation.account })}
          </Text>
        )}
      </Stack>
    </ScrollArea>
  );
}

/** The reply box with the canned replies a click puts into it. */
function ReplyForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { reply } = useConversationActions(id);
  const canned = useCannedReplies();
  const typing = useTypingSignal(id);
  const form = useContractForm(SupportMessageInputSchema, { body: '' });
  const { errors, isSubmitting } = form.formState;
  const { submit } = useFormSubmit(form, async ({ body }) => {
    await reply.mutateAsync(body);
    form.reset({ body: '' });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        {canned.data && canned.data.list.length > 0 && (
          <Select
            label={t('support.cannedPick')}
            placeholder={t('support.cannedPlaceholder')}
            value={null}
            data={canned.data.list.map((item) => ({ value: String(item.id), label: item.title }))}
            onChange={(value) => {
              const found = canned.data?.list.find((item) => String(item.id) === value);
              if (found) form.setValue('body', found.body, { shouldDirty: true });
            }}
          />
        )}
        <Textarea
          label={t('support.replyLabel')}
          autosize
          minRows={2}
          maxRows={6}
          error={errors.body?.message}
          {...form.register('body', { onChange: () => typing() })}
        />
        {errors.root && <Alert color="red">{errors.root.message}</Alert>}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('support.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One conversation: the player, who has it (take it, give it to a colleague), messages, reply, close. */
export function ConversationPanel({ id }: { id: number }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const conversation = useConversation(id);
  const agents = useAgents();
  const me = useMe();
  const { assign, read, close } = useConversationActions(id);
  const data = conversation.data;
  const unread = data?.unread ?? 0;
  const { mutate: markRead } = read;
  useEffect(() => {
    // Opening a conversation with unread messages reads them; the player sees "read".
    if (unread > 0) markRead();
  }, [unread, markRead]);
  if (conversation.error) return <Alert color="red">{errorText(conversation.error)}</Alert>;
  if (!data) return <Loader />;
  const myId = me.data?.id;
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <Text fw={700}>{data.account}</Text>
          <Badge variant="light" color={data.status === 'open' ? 'teal' : 'gray'}>
            {t(`support.statuses.${data.status}`)}
          </Badge>
        </Group>
        <Group gap="xs">
          <Select
            aria-label={t('support.assignee')}
            placeholder={t('support.unassigned')}
            value={data.assignedTo ? String(data.assignedTo.id) : null}
            clearable
            data={(agents.data?.list ?? []).map((agent) => ({
              value: String(agent.id),
              label: agent.username,
            }))}
            onChange={(value) => assign.mutate(value === null ? null : Number(value))}
          />
          {myId !== undefined && data.assignedTo?.id !== myId && (
            <Button variant="light" onClick={() => assign.mutate(myId)} loading={assign.isPending}>
              {t('support.assignToMe')}
            </Button>
          )}
          {data.status === 'open' && (
            <Button variant="light" color="gray" onClick={() => close.mutate()} loading={close.isPending}>
              {t('support.close')}
            </Button>
          )}
        </Group>
      </Group>
      {(assign.error || close.error) && <Alert color="red">{errorText(assign.error ?? close.error)}</Alert>}
      <Messages conversation={data} />
      <ReplyForm key={id} id={id} />
    </Stack>
  );
}
