import type { PvpRoom } from '@platform/contract/games';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { DataList } from '../../../components/ui/data-list.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { usePvpRooms } from '../api/use-pvp-rooms.ts';
import { useDefaultGameIcon } from '../game-images.ts';
import { useStartGame } from '../hooks/use-start-game.ts';
import { HomeSection } from './home-game-rows.tsx';
import styles from './pvp-rooms.module.css';

function RoomCard({ room }: { room: PvpRoom }) {
  const { t } = useTranslation('pages');
  const start = useStartGame();
  const fallback = useDefaultGameIcon();
  const { game } = room;
  return (
    <article className={styles.room} data-testid="pvp-room">
      <ImageWithFallback
        className={styles.art}
        src={game.showIcon && game.iconUrl ? game.iconUrl : fallback}
        fallbackSrc={fallback}
        alt=""
        width={56}
        height={56}
        loading="lazy"
      />
      <div className={styles.text}>
        <h3 className={styles.name} title={game.gameName}>
          {game.gameName}
        </h3>
        <p className={styles.vendor}>{game.accountTypeName}</p>
        {room.maintenance ? (
          <p className={styles.seats}>{t('games.maintenance_badge')}</p>
        ) : (
          <p className={styles.seats} data-busy={room.players > 0 || undefined}>
            {room.players > 0 ? t('games.rooms_playing', { count: room.players }) : t('games.rooms_quiet')}
          </p>
        )}
      </div>
      <Button size="sm" disabled={room.maintenance} onClick={() => start(game)}>
        {t('games.rooms_join')}
        <span className="visually-hidden"> {game.gameName}</span>
      </Button>
    </article>
  );
}

/**
 * The /pvp page's rooms (spec §7 pvp rooms): the vendors' tables, busiest first, with how many of
 * this site's players sat there lately; Join starts the table's game as a tile's Play does.
 */
export function PvpRooms({ vassalage }: { vassalage: string | undefined }) {
  const { t } = useTranslation('pages');
  const rooms = usePvpRooms(vassalage);
  return (
    <HomeSection title={t('games.rooms_title')} icon="cards">
      {rooms.data ? (
        <p className={styles.note}>{t('games.rooms_note', { minutes: rooms.data.activeMinutes })}</p>
      ) : null}
      <DataList
        query={rooms}
        rows={(data) => data.list}
        emptyIcon="cards"
        renderRows={(list) => (
          <ul className={styles.rooms}>
            {list.map((room) => (
              <li key={room.game.nodeId}>
                <RoomCard room={room} />
              </li>
            ))}
          </ul>
        )}
      />
    </HomeSection>
  );
}
