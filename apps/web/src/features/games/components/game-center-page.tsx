import type { GameCategory } from '@platform/contract/games';
import { GamePageFrame } from './game-page-frame.tsx';

/** GameCenter (lazy area): vendor lobbies of /sports, /esports, /lott and /elott. */
export default function GameCenterPage({ category }: { category: GameCategory }) {
  return <GamePageFrame category={category} kind="centre" />;
}
