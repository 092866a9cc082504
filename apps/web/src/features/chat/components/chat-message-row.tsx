import type { ChatMessage } from '@platform/contract/chat';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { useCurrency } from '../../wallet/index.ts';
import { formTime } from '../chat-format.ts';
import styles from './chat-room-modal.module.css';

/** One line of the room: who, their VIP label, when, and the words as text (never as markup). */
export function ChatMessageRow({ message }: { message: ChatMessage }) {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const currency = useCurrency();
  if (message.kind === 'win' && message.win) {
    const amount = currency
      ? `${currency.currencySymbol} ${formatMoney(message.win.amount, currency.currencyExponent, language)}`
      : formatMoney(message.win.amount, 2, language);
    return (
      <li className={`${styles.message} ${styles.win}`}>
        <span className={styles.winIcon} aria-hidden="true">
          <Icon name="trophy" size={18} />
        </span>
        <p className={styles.body}>
          <span className={styles.visuallyHidden}>{t('chat.win_label')}: </span>
          <strong className={styles.sender}>{message.senderName}</strong>{' '}
          {t('chat.win', { amount, game: message.win.game })}
        </p>
        <time className={styles.time} dateTime={message.at}>
          {formTime(message.at, language)}
        </time>
      </li>
    );
  }
  return (
    <li className={styles.message}>
      <div className={styles.head}>
        <strong className={styles.sender}>{message.senderName}</strong>
        {message.vipLabel ? (
          <span className={styles.vip}>{t('chat.vip', { label: message.vipLabel })}</span>
        ) : null}
        <time className={styles.time} dateTime={message.at}>
          {formTime(message.at, language)}
        </time>
      </div>
      <p className={styles.body}>{message.text}</p>
    </li>
  );
}
