import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { useNotices } from '../api/use-notices.ts';
import styles from './notice-marquee.module.css';
import { NoticeModal } from './notice-modal.tsx';

/** Seconds per character of the running line: long lines take longer, at one reading speed. */
const SECONDS_PER_CHAR = 0.22;
const MIN_SECONDS = 18;

/**
 * Spec §2 home: the notice marquee. Each title is a button that opens the notice modal at that
 * notice. The line pauses under the pointer or focus and stands still with reduced motion.
 */
export default function NoticeMarquee() {
  const { t } = useTranslation('content');
  const notices = useNotices();
  const [openAt, setOpenAt] = useState<number | null>(null);
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  const characters = list.reduce((sum, notice) => sum + notice.title.length, 0);
  const duration = { '--marquee-duration': `${Math.max(MIN_SECONDS, characters * SECONDS_PER_CHAR)}s` };

  return (
    <section className={styles.marquee} aria-label={t('announcements.marquee')}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="megaphone" size={18} />
      </span>
      <div className={styles.viewport}>
        <ul className={styles.track} style={duration as CSSProperties}>
          {list.map((notice, index) => (
            <li key={notice.id}>
              <button type="button" className={styles.item} onClick={() => setOpenAt(index)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      {openAt !== null ? <NoticeModal notices={list} index={openAt} onClose={() => setOpenAt(null)} /> : null}
    </section>
  );
}
