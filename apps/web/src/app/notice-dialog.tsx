import { useTranslation } from 'react-i18next';
import { Button } from '../components/ui/button.tsx';
import { Icon, type IconName } from '../components/ui/icon.tsx';
import { Modal } from '../components/ui/modal.tsx';
import { closeNotice, useNotice } from '../lib/notice.ts';
import styles from './notice-dialog.module.css';

const ICONS: Record<'warning' | 'info' | 'success', IconName> = {
  warning: 'alert',
  info: 'help',
  success: 'shield',
};

/** The spec's prompt dialog (title in_popup_prompt, one confirm button in_increase_submit). */
export default function NoticeDialog() {
  const { t } = useTranslation();
  const notice = useNotice();
  if (!notice) return null;
  const text = notice.text ?? (notice.message ? t(notice.message, notice.values ?? {}) : '');
  return (
    <Modal open onClose={closeNotice} title={t('in_popup_prompt')} size="sm">
      <div className={styles.body} data-tone={notice.tone}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={ICONS[notice.tone]} size={28} />
        </span>
        <p className={styles.text}>{text}</p>
        <Button block onClick={closeNotice}>
          {t('in_increase_submit')}
        </Button>
      </div>
    </Modal>
  );
}
