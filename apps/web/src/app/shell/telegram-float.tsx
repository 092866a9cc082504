import { Icon } from '../../components/ui/icon.tsx';
import styles from './telegram-float.module.css';

/** The floating Telegram button (spec §2) on phones and tablets; desktops have it in the right bar. */
export function TelegramFloat({ url }: { url: string }) {
  return (
    <a
      className={styles.float}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Telegram"
      title="Telegram"
    >
      <Icon name="telegram" size={26} />
    </a>
  );
}
