import type { MemberMessage } from '@platform/contract/messages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DataList } from '../../../components/ui/data-list.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { apiErrorMessage } from '../../../lib/api-error-message.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useCurrency } from '../../wallet/index.ts';
import { useDeleteMessage } from '../api/use-delete-message.ts';
import { useMessages } from '../api/use-messages.ts';
import { useOpenMessage } from '../api/use-open-message.ts';
import { useReadAllMessages } from '../api/use-read-all-messages.ts';
import { messageWords } from './message-words.ts';
import styles from './messages.module.css';

function Pager({ pageNo, pages, onPage }: { pageNo: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('pages');
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={t('inbox.pages')}>
      <Button variant="secondary" size="sm" disabled={pageNo <= 1} onClick={() => onPage(pageNo - 1)}>
        {t('inbox.previous')}
      </Button>
      <span>{t('inbox.page', { page: pageNo, pages })}</span>
      <Button variant="secondary" size="sm" disabled={pageNo >= pages} onClick={() => onPage(pageNo + 1)}>
        {t('inbox.next')}
      </Button>
    </nav>
  );
}

/** One opened message: its words as text (an operator's HTML is shown, never run), and delete. */
function MessageDialog({ message, onClose }: { message: MemberMessage; onClose: () => void }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const words = messageWords(message, t, language, useCurrency());
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <Modal open={!confirming} onClose={onClose} title={words.title} size="md">
        <p className={styles.meta}>
          <span className={styles.kind}>{t(`inbox.kind.${message.kind}`)}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
        </p>
        <p className={styles.body}>{words.body}</p>
        {remove.isError ? <Notice tone="error">{apiErrorMessage(remove.error, t)}</Notice> : null}
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            {t('inbox.delete')}
          </Button>
          <Button onClick={onClose}>{t('inbox.close')}</Button>
        </div>
      </Modal>
      <ConfirmDialog
        open={confirming}
        message={t('inbox.delete_confirm')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(message.id, { onSuccess: onClose, onSettled: () => setConfirming(false) })
        }
      />
    </>
  );
}

function MessageRow({ message, onOpen }: { message: MemberMessage; onOpen: () => void }) {
  const { t } = useTranslation('pages');
  const language = useLanguage();
  const words = messageWords(message, t, language, useCurrency());
  return (
    <li>
      <button
        type="button"
        className={message.read ? styles.row : `${styles.row} ${styles.unread}`}
        onClick={onOpen}
      >
        <span className={styles.dot} aria-hidden="true" />
        <span className={styles.rowText}>
          <span className={styles.rowTitle}>
            {message.read ? null : <span className="visually-hidden">{t('inbox.unread_label')} </span>}
            {words.title}
          </span>
          <span className={styles.snippet}>{words.body}</span>
        </span>
        <span className={styles.rowMeta}>
          <span className={styles.kind}>{t(`inbox.kind.${message.kind}`)}</span>
          <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, language)}</time>
        </span>
      </button>
    </li>
  );
}

/** The member centre's Platform messages tab (spec §2 messageV2): the inbox, newest first. */
export default function MessagesTab() {
  const { t } = useTranslation('pages');
  const [pageNo, setPageNo] = useState(1);
  const messages = useMessages(pageNo);
  const open = useOpenMessage();
  const readAll = useReadAllMessages();
  const [opened, setOpened] = useState<MemberMessage | null>(null);
  const unread = messages.data?.unreadMessage ?? 0;
  const show = (message: MemberMessage) => {
    setOpened(message);
    if (!message.read) open.mutate(message.id);
  };
  return (
    <div className={styles.inbox}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t('inbox.unread', { count: unread })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={unread === 0}
          busy={readAll.isPending}
          onClick={() => readAll.mutate()}
        >
          {t('inbox.read_all')}
        </Button>
      </div>
      <DataList
        query={messages}
        rows={(data) => data.list}
        emptyIcon="mail"
        renderRows={(rows, busy) => (
          <ul className={styles.list} aria-busy={busy || undefined}>
            {rows.map((message) => (
              <MessageRow key={message.id} message={message} onOpen={() => show(message)} />
            ))}
          </ul>
        )}
        paging={(data) => <Pager pageNo={pageNo} pages={data.totalPages} onPage={setPageNo} />}
      />
      {opened ? <MessageDialog message={opened} onClose={() => setOpened(null)} /> : null}
    </div>
  );
}
