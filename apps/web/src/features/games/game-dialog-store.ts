import type { Game, GameMaintenanceDetail } from '@platform/contract/games';
import { createStore, useStore } from '../../lib/external-store.ts';

/**
 * The dialogs starting a game may open (spec §2): the pop-up game list of a vendor entry
 * (isGame VASSALAGE) and 'Game maintenance' with games to play instead. One at a time.
 */
export type GameDialog =
  | { kind: 'popup'; game: Game }
  | { kind: 'maintenance'; game: Game; detail: GameMaintenanceDetail };

const store = createStore<GameDialog | null>(null);

export const openGameDialog = (dialog: GameDialog) => store.set(dialog);
export const closeGameDialog = () => store.set(null);
export const useGameDialog = () => useStore(store);
