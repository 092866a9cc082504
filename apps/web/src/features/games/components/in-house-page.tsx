import { GamePageFrame } from './game-page-frame.tsx';

/** /inHouse: the platform's own provably fair games. */
export default function InHousePage() {
  return <GamePageFrame category="INHOUSE" kind="list" />;
}
