import type { GameCategory } from '@platform/contract/games';
import { GamesLobby } from './games-lobby.tsx';
import { GamesPage } from './games-page.tsx';

/** GameListCenter (lazy area): the lobbies of /live, /fish, /rng (?vassalage= picks a vendor) and /pvp. */
export default function GameListCenterPage({
  category,
  imageBaseUrl,
}: {
  category: GameCategory;
  imageBaseUrl?: string;
}) {
  return (
    <GamesPage category={category} kind="list" imageBaseUrl={imageBaseUrl}>
      <GamesLobby category={category} />
    </GamesPage>
  );
}
