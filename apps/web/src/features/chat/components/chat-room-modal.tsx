import { chatPostFormSchema } from '@platform/contract/chat';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Form, TextField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Notice } from '../../../components/ui/notice.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { isTrialSession, useSession } from '../../../lib/session.ts';
import { useBefore } from '../../../lib/timing.ts';
import { useChatRoom } from '../use-chat-room.ts';
import { ChatMessageRow } from './chat-message-row.tsx';
import styles from './chat-room-modal.module.css';

/**
 * Spec §2 "chat room" modal: the public room of the site's language, live. History on opening,
 * others' messages as they come, a moderator's deletion gone at once. Trial players read only;
 * a muted player sees until when. Everything a player wrote is shown as text.
 */
export default function ChatRoomModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const session = useSession();
  const room = useChatRoom(open ? session.token : null, language);
  const trial = isTrialSession(session);
  const schema = chatPostFormSchema(room.maxLength);
  const form = useContractForm(schema, { defaultValues: { text: '' } });
  const [lastSent, setLastSent] = useState('');
  const [offline, setOffline] = useState(false);
  const logRef = useRef<HTMLOListElement>(null);

  // A refused post comes back into the box, so the player can change it rather than retype it.
  const refusal = room.refusal;
  useEffect(() => {
    if (refusal && lastSent) form.setValue('text', lastSent);
  }, [refusal, lastSent, form]);

  // New messages keep the newest in view.
  const count = room.messages.length;
  useEffect(() => {
    const log = logRef.current;
    if (log && count >= 0) log.scrollTop = log.scrollHeight;
  }, [count]);

  const send = (values: z.output<typeof schema>) => {
    const sent = room.post(values.text);
    setOffline(!sent);
    if (!sent) return;
    setLastSent(values.text);
    form.reset({ text: '' });
  };

  // A mute ends on its own: posting opens again at that instant, with no word from the server.
  const muted = useBefore(room.mutedUntil);
  const canWrite = room.status === 'live' && room.canPost && !trial && !muted;
  const typed = [...(form.watch('text') ?? '')].length;

  return (
    <Modal open={open} onClose={onClose} title={t('chat.title')} subtitle={t('chat.subtitle')} size="lg">
      <div className={styles.room}>
        <ol
          ref={logRef}
          className={styles.log}
          aria-label={t('chat.log_label')}
          aria-live="polite"
          role="log"
        >
          {room.status === 'waiting' && room.messages.length === 0 ? (
            <li className={styles.state}>{t('chat.connecting')}</li>
          ) : room.messages.length === 0 ? (
            <li className={styles.state}>
              <Icon name="chat" size={28} />
              {t('chat.empty')}
            </li>
          ) : (
            room.messages.map((message) => <ChatMessageRow key={message.id} message={message} />)
          )}
        </ol>

        {room.status === 'ended' ? <Notice tone="warning">{t('chat.ended')}</Notice> : null}
        {trial || (room.status === 'live' && !room.canPost) ? (
          <Notice tone="info">{t('chat.trial')}</Notice>
        ) : null}
        {muted && room.mutedUntil ? (
          <Notice tone="warning">
            {t('chat.muted', { until: formatDateTime(room.mutedUntil, language) })}
          </Notice>
        ) : null}
        {refusal && refusal.code !== 'CHAT_MUTED' ? (
          <Notice tone="error">
            {t(`translation:errors.${refusal.code}`, {
              until: refusal.until ? formatDateTime(refusal.until, language) : '',
            })}
          </Notice>
        ) : null}
        {offline ? <Notice tone="error">{t('chat.offline')}</Notice> : null}

        {trial ? null : (
          <Form form={form} className={styles.composer} onSubmit={form.submitWith(send)}>
            {/* The send button sits in the field's box, level with what is typed at every width and language. */}
            <TextField
              name="text"
              label={t('chat.message_label')}
              placeholder={t('chat.placeholder')}
              autoComplete="off"
              disabled={!canWrite}
              hint={t('chat.count', { count: typed, max: room.maxLength })}
              trailing={
                <Button
                  type="submit"
                  size="sm"
                  className={styles.send}
                  disabled={!canWrite}
                  icon={<Icon name="chat" size={16} />}
                >
                  {t('chat.send')}
                </Button>
              }
            />
          </Form>
        )}
      </div>
    </Modal>
  );
}
