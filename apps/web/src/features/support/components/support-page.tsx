import {
  SUPPORT_TYPING_SHOWN_MS,
  type SupportConversation,
  type SupportMessage,
  supportMessageFormSchema,
} from '@platform/contract/support';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, TextField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { ListError, ListSkeleton } from '../../../components/ui/list-states.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { useFormRequest } from '../../../lib/form-request.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import {
  fetchOlder,
  useMarkSupportRead,
  useSendSupportMessage,
  useSupportConversation,
  useTypingSignal,
} from '../api/use-support.ts';
import styles from './support-page.module.css';

/** One message: mine on the right; customer service's on the left with the agent's name. Text only. */
function Bubble({ message, status }: { message: SupportMessage; status: string | null }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const mine = message.sender === 'member';
  return (
    <li className={mine ? styles.mine : styles.theirs}>
      <span className={styles.author}>
        {mine ? t('support.you') : (message.author ?? t('support.agent'))} ·{' '}
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
      </span>
      <p className={styles.bubble}>{message.body}</p>
      {status ? <span className={styles.status}>{status}</span> : null}
    </li>
  );
}

/** The chat box: Enter sends; typing is told to the operators, throttled. */
function Composer() {
  const { t } = useTranslation('pages');
  const send = useSendSupportMessage();
  const typing = useTypingSignal();
  const form = useContractForm(supportMessageFormSchema, { defaultValues: { body: '' } });
  const request = useFormRequest(form);
  return (
    <Form
      form={form}
      className={styles.composer}
      onSubmit={request.submit(({ body }) => {
        if (send.isPending) return;
        send.mutate(body, {
          onError: (error) => request.refused(error, ['body']),
          onSuccess: () => form.reset({ body: '' }),
        });
      })}
    >
      <div className={styles.composerField}>
        <TextField
          name="body"
          label={t('support.message')}
          placeholder={t('support.placeholder')}
          autoComplete="off"
          onKeyDown={() => typing()}
        />
      </div>
      <Button type="submit" size="lg" busy={send.isPending} aria-label={t('support.send')}>
        <Icon name="chevronRight" size={18} />
        <span className={styles.sendWord}>{t('support.send')}</span>
      </Button>
      {request.failure !== null ? (
        <Notice tone="error" className={styles.failure}>
          {apiErrorMessage(request.failure, t)}
        </Notice>
      ) : null}
    </Form>
  );
}

/** The conversation's messages, older pages on demand, read state under my last message. */
function Conversation({ data }: { data: SupportConversation }) {
  const { t } = useTranslation('pages');
  const [older, setOlder] = useState<SupportMessage[]>([]);
  const [more, setMore] = useState(data.messages.length >= 100);
  const end = useRef<HTMLDivElement>(null);
  const markRead = useMarkSupportRead();
  const lastId = data.messages.at(-1)?.id ?? 0;
  const lastMine = [...data.messages].reverse().find((message) => message.sender === 'member');
  const unreadReply = data.messages.some(
    (message) => message.sender === 'operator' && message.id > data.memberReadId,
  );

  useEffect(() => {
    // Every new message scrolls into view (the window is small); older pages do not.
    if (lastId) end.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unreadReply && document.visibilityState === 'visible') read();
  }, [unreadReply, read]);

  const loadOlder = async () => {
    const first = older[0] ?? data.messages[0];
    if (!first) return;
    const page = await fetchOlder(first.id);
    setOlder((shown) => [...page.messages, ...shown]);
    setMore(page.messages.length >= 100);
  };

  const messages = [...older, ...data.messages];
  return (
    <div className={styles.log} role="log" aria-label={t('support.conversation')}>
      {more ? (
        <Button variant="ghost" size="sm" onClick={() => void loadOlder()}>
          {t('support.older')}
        </Button>
      ) : null}
      {messages.length === 0 ? <p className={styles.empty}>{t('support.empty')}</p> : null}
      <ul className={styles.messages}>
        {messages.map((message) => (
          <Bubble
            key={message.id}
            message={message}
            status={
              message.id === lastMine?.id
                ? data.operatorReadId >= message.id
                  ? t('support.read')
                  : t('support.delivered')
                : null
            }
          />
        ))}
      </ul>
      {data.operatorTyping ? (
        <p className={styles.typing} aria-live="polite">
          {t('support.typing')}
        </p>
      ) : null}
      {data.status === 'closed' ? <Notice tone="info">{t('support.closed')}</Notice> : null}
      <div ref={end} />
    </div>
  );
}

/**
 * /support: the built-in customer-service chat, opened in the 440x750 window (no header, footer or
 * side menu). Replies, read and typing arrive on the member socket; this page reads the
 * conversation again when told.
 */
export default function SupportPage({ brand }: { brand: string }) {
  const { t } = useTranslation('pages');
  const conversation = useSupportConversation();
  const { refetch } = conversation;
  const typing = conversation.data?.operatorTyping ?? false;
  useEffect(() => {
    // The typing sign lasts a few seconds unless the operator goes on typing (a new event).
    if (!typing) return;
    const timer = setTimeout(() => void refetch(), SUPPORT_TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typing, refetch]);
  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <span className={styles.headerIcon}>
          <Icon name="headset" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('support.title')}</h1>
          <p className={styles.subtitle}>
            {brand} · {t('support.subtitle')}
          </p>
        </div>
      </header>
      {conversation.isError ? (
        <ListError error={conversation.error} onRetry={() => void refetch()} />
      ) : conversation.data ? (
        <Conversation data={conversation.data} />
      ) : (
        <div className={styles.log}>
          <ListSkeleton rows={3} />
        </div>
      )}
      <Composer />
    </main>
  );
}
