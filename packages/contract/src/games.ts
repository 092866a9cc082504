import { z } from 'zod';
import { GAME_CATEGORIES } from './constants.ts';

export type { GameCategory } from './constants.ts';
export const GameCategorySchema = z.enum(GAME_CATEGORIES);
