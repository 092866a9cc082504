import type { GameCategory } from '@platform/contract/games';
import type { IconName } from './icon.tsx';

export const CATEGORY_ICONS: Record<GameCategory, IconName> = {
  SPORTS: 'sports',
  ESPORTS: 'esports',
  LIVE: 'live',
  RNG: 'slots',
  FISH: 'fish',
  PVP: 'cards',
  LOTT: 'ball',
  ELOTT: 'ticket',
  COCKFIGHT: 'flame',
  INHOUSE: 'dice',
};
