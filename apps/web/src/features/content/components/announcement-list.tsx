import { useState } from 'react';
import { RichHtml } from '../../../components/content/rich-html.tsx';
import { QueryView } from '../../../components/ui/list-states.tsx';
import { usePopups } from '../api/use-popups.ts';
import { popupsFor, readPopupAudience } from '../popup-session.ts';
import { AnnouncementBrowser } from './announcement-browser.tsx';
import styles from './announcement-list.module.css';

/**
 * Spec §2 agent centre "announcement": the merchant's announcements for a logged-in member, the
 * ones its pop-up shows, as a page rather than a pop-up: titles in pages of 8, the chosen one's
 * sanitized HTML beside them. They stay here after the pop-up was closed.
 */
export default function AnnouncementList() {
  const [audience] = useState(() => readPopupAudience(true));
  const popups = usePopups(audience);
  const query = { ...popups, data: popups.data && popupsFor(popups.data, audience) };
  return (
    <div className={styles.section}>
      <QueryView query={query} isEmpty={(list) => list.length === 0} emptyIcon="megaphone">
        {(list) => (
          <AnnouncementBrowser items={list} renderContent={(popup) => <RichHtml html={popup.content} />} />
        )}
      </QueryView>
    </div>
  );
}
