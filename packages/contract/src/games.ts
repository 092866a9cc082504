import { z } from 'zod';

/** Game categories of spec §1. */
export const GAME_CATEGORIES = [
  'SPORTS',
  'ESPORTS',
  'LIVE',
  'RNG',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'INHOUSE',
] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];
export const GameCategorySchema = z.enum(GAME_CATEGORIES);

/** The route of each category's page (spec §2 route-to-category map, plus /inHouse). */
export const CATEGORY_ROUTES: Partial<Record<GameCategory, string>> = {
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LIVE: '/live',
  LOTT: '/lott',
  ELOTT: '/elott',
  FISH: '/fish',
  PVP: '/pvp',
  RNG: '/rng',
  INHOUSE: '/inHouse',
};
