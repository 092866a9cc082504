import type { Notice } from '@platform/contract/content';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import { AnnouncementBrowser } from './announcement-browser.tsx';
import styles from './content-modals.module.css';

/** Spec §2 notice modal: every marquee notice, opened at the one that was clicked. */
export function NoticeModal({
  notices,
  index,
  onClose,
}: {
  notices: readonly Notice[];
  index: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Modal open onClose={onClose} title={t('announcements.notice_title')} size="xl">
      <AnnouncementBrowser
        items={notices}
        initialIndex={index}
        renderContent={(notice) => <p className={styles.plain}>{notice.content}</p>}
      />
    </Modal>
  );
}
