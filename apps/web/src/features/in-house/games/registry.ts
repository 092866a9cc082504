import type { InHouseGame } from '@platform/contract/in-house';
import type { ReactNode } from 'react';
import { createLazyArea } from '../../../components/ui/lazy-area.tsx';

/**
 * Each game's page in its own chunk, loaded when a member opens it. `createLazyArea` is React.lazy
 * with the site's chunk timeout and a translated retry when a chunk fails to arrive.
 */
export const GAME_PAGES: Readonly<Record<InHouseGame, (props: object) => ReactNode>> = {
  slot: createLazyArea(() => import('./slot/slot-game.tsx')),
  baccarat: createLazyArea(() => import('./baccarat/baccarat-game.tsx')),
  'dragon-tiger': createLazyArea(() => import('./dragon-tiger/dragon-tiger-game.tsx')),
  roulette: createLazyArea(() => import('./roulette/roulette-game.tsx')),
  'sic-bo': createLazyArea(() => import('./sic-bo/sic-bo-game.tsx')),
  blackjack: createLazyArea(() => import('./blackjack/blackjack-game.tsx')),
};
