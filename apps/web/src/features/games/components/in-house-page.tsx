import { GamesLobby } from './games-lobby.tsx';
import { GamesPage } from './games-page.tsx';

/** /inHouse (spec §2): the lobby of our own games (the INHOUSE vendor). */
export default function InHousePage({ imageBaseUrl }: { imageBaseUrl?: string }) {
  return (
    <GamesPage category="INHOUSE" kind="list" imageBaseUrl={imageBaseUrl}>
      <GamesLobby category="INHOUSE" />
    </GamesPage>
  );
}
