import type { GameCategory } from '@platform/contract/games';
import { Notice } from '../../../components/ui/notice.tsx';
import { useGameAnnouncements } from '../api/use-game-announcements.ts';
import { useGameMenus } from '../api/use-game-menus.ts';
import styles from './games-lobby.module.css';

/**
 * A category page's maintenance notices (spec §7 game announcements): each of its vendors in
 * maintenance now or within the week, so a player learns of it before a launch is refused. The
 * text is the server's, in the reader's language; nothing shows when nothing is announced.
 */
export function GameAnnouncements({ category }: { category: GameCategory }) {
  const menus = useGameMenus();
  const announcements = useGameAnnouncements();
  const vendors = new Set(
    menus.data?.find((entry) => entry.gameCategory === category)?.vendors.map((vendor) => vendor.vassalage),
  );
  const shown = (announcements.data ?? []).filter((item) => vendors.has(item.vassalage));
  if (shown.length === 0) return null;
  return (
    <div className={styles.stack} data-testid="game-announcements">
      {shown.map((item) => (
        <Notice key={item.vassalage} tone={item.active ? 'warning' : 'info'} icon="wrench" role="status">
          <p className={styles.announcement}>
            <strong>{item.title}</strong> {item.content}
          </p>
        </Notice>
      ))}
    </div>
  );
}
