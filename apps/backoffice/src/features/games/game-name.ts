import type { AdminGame } from '@platform/contract/games';
import { currentLanguage } from '../../lib/i18n.ts';

/** A game's name in the console's language, else English (feeds nearly always carry it), else any. */
export function gameNameOf(game: AdminGame): string {
  return game.names[currentLanguage()] ?? game.names.EN ?? Object.values(game.names)[0] ?? game.gameId;
}
