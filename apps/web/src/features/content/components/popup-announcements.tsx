import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../../components/content/rich-html.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { usePopups } from '../api/use-popups.ts';
import { markPopupClosed, popupsFor, readPopupAudience } from '../popup-session.ts';
import { AnnouncementBrowser } from './announcement-browser.tsx';
import styles from './content-modals.module.css';

/**
 * Spec §2 publicModal / §4: the operator's pop-ups for this login state, shown once per session
 * until closed. Closing sets USER_POPUP or ANONYMOUS_POPUP, so a reload does not show them again.
 */
export default function PopupAnnouncements({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('content');
  const [audience] = useState(() => readPopupAudience(loggedIn));
  const popups = usePopups(audience);
  const [closed, setClosed] = useState(false);
  const list = popupsFor(popups.data ?? [], audience);
  if (closed || list.length === 0) return null;

  function close() {
    markPopupClosed(loggedIn);
    setClosed(true);
  }

  return (
    <Modal open onClose={close} title={t('announcements.popup_title')} size="xl">
      <AnnouncementBrowser items={list} renderContent={(popup) => <RichHtml html={popup.content} />} />
      <div className={styles.actions}>
        <Button onClick={close}>{t('announcements.got_it')}</Button>
      </div>
    </Modal>
  );
}
