import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import styles from './confirm-dialog.module.css';
import { Modal } from './modal.tsx';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, in the reader's words. */
  message: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** The confirmed action is under way: the confirm button shows progress and refuses a second press. */
  busy?: boolean;
  /** Defaults to the spec's prompt title (in_popup_prompt). */
  title?: string;
  /** Default the spec's in_increase_submit and in_more_cancel. */
  confirmLabel?: string;
  cancelLabel?: string;
}

/** A yes/no question before an action that cannot be taken back (log out, remove a bank account). */
export function ConfirmDialog({
  open,
  message,
  onConfirm,
  onCancel,
  busy = false,
  title,
  confirmLabel,
  cancelLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onCancel} title={title ?? t('in_popup_prompt')} size="sm">
      <p className={styles.message}>{message}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {cancelLabel ?? t('in_more_cancel')}
        </Button>
        <Button onClick={onConfirm} busy={busy}>
          {confirmLabel ?? t('in_increase_submit')}
        </Button>
      </div>
    </Modal>
  );
}
