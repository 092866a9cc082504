import type { GameCategory } from '@platform/contract/games';
import { useSearchParams } from 'react-router';
import { GamesLobby } from './games-lobby.tsx';
import { GamesPage } from './games-page.tsx';
import { PvpRooms } from './pvp-rooms.tsx';

/**
 * GameListCenter (lazy area): the lobbies of /live, /fish, /rng (?vassalage= picks a vendor) and
 * /pvp, which shows its tables with who sits there first (of the vendor the lobby picked).
 */
export default function GameListCenterPage({
  category,
  imageBaseUrl,
}: {
  category: GameCategory;
  imageBaseUrl?: string;
}) {
  const [params] = useSearchParams();
  return (
    <GamesPage category={category} kind="list" imageBaseUrl={imageBaseUrl}>
      {category === 'PVP' ? <PvpRooms vassalage={params.get('vassalage') ?? undefined} /> : null}
      <GamesLobby category={category} />
    </GamesPage>
  );
}
